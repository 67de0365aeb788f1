import { plural } from '@lingui/core/macro';
import { xpActionFor, type XpActionDefinition } from '@lv/domain';
import { xpActionLabel } from '../../lib/i18n/domain-messages';

/** The XP award an accepted capstone earns (`../shared/spec/platform-spec.md` section 9). */
const capstoneActionId: XpActionDefinition['id'] = 'capstone_challenge';

/** Its base XP. */
export const CAPSTONE_XP = xpActionFor(capstoneActionId).points;

/** Its name ("Capstone Challenge") in the page's language. */
export const capstoneAwardName = (): string => xpActionLabel(capstoneActionId);

/** "120 CPD minutes", what an accepted capstone adds to the CPD record, in the page's language. */
export const cpdMinutesText = (cpdMinutes: number): string =>
  plural(cpdMinutes, { one: '# CPD minute', other: '# CPD minutes' });
