import { t } from '@lingui/core/macro';
import { paidPlanFeatures } from '@lv/domain';
import { featureName } from '../../lib/feature-text';
import { formatList } from '../../lib/format';

/** What paid membership opens today, as a list (domain premium.ts: only what is built). */
const paidList = () => formatList(paidPlanFeatures().included.map((f) => featureName(f.id)));

/** The upgrade page's lead: what paying opens, exactly. */
export function upgradeLead(): string {
  const list = paidList();
  return t`Upgrade to a paid membership to unlock ${list}.`;
}

/** What a paid member is told is theirs. */
export function paidOpenText(): string {
  const list = paidList();
  return t`Open to you as a paid member: ${list}.`;
}
