import { t } from '@lingui/core/macro';
import {
  STREAK_MULTIPLIER,
  XP_ACTIONS,
  computeAward,
  STREAK_DAYS_FOR_MULTIPLIER,
} from '@lv/domain';
import { Zap } from 'lucide-react';
import { formatNumber } from '../../../lib/format';
import { xpActionLabel } from '../../../lib/i18n/domain-messages';
import { Card } from './card';

/** The award table of `../shared/spec/platform-spec.md` section 9 (Business constants and limits), with what each action earns during a streak. */
export function XpActionsTable() {
  const multiplier = formatNumber(STREAK_MULTIPLIER);
  return (
    <Card id="earn-xp-heading" title={t`How to earn XP`} icon={Zap}>
      <table className="w-full text-left">
        <caption className="sr-only">
          {t`XP for each action, without and with the streak multiplier`}
        </caption>
        <thead>
          <tr className="border-b border-line text-sm text-muted">
            <th scope="col" className="py-2 pr-2 font-semibold">
              {t`Action`}
            </th>
            <th scope="col" className="px-2 py-2 text-right font-semibold">
              {t`XP`}
            </th>
            <th scope="col" className="py-2 pl-2 text-right font-semibold">
              {t`With ${multiplier}x streak`}
            </th>
          </tr>
        </thead>
        <tbody>
          {XP_ACTIONS.map((action) => (
            <tr key={action.id} className="border-b border-line last:border-b-0">
              <th scope="row" className="py-2.5 pr-2 font-medium text-ink">
                {xpActionLabel(action.id)}
              </th>
              <td className="px-2 py-2.5 text-right font-semibold text-ink tabular-nums">
                {formatNumber(action.points)}
              </td>
              <td className="py-2.5 pl-2 text-right text-muted tabular-nums">
                {formatNumber(computeAward(action.id, STREAK_DAYS_FOR_MULTIPLIER).points)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
