import { CAPSTONE_STATUS_LABELS, type CapstoneStatus } from '@lv/domain';
import { domainText } from '../../../lib/i18n/domain-text';

const STYLES: Record<CapstoneStatus | 'not_started', string> = {
  not_started: 'bg-ground text-muted',
  draft: 'bg-ground text-ink',
  submitted: 'bg-info-bg text-info',
  changes_requested: 'bg-accent-light text-ink',
  accepted: 'bg-success-bg text-success',
};

/** The capstone's status as a small label (words, never colour alone). */
export function StatusBadge({ status }: { status: CapstoneStatus | null }) {
  const key = status ?? 'not_started';
  return (
    <span
      className={`inline-flex shrink-0 rounded-full px-2.5 py-0.5 text-sm font-semibold ${STYLES[key]}`}
    >
      {domainText(CAPSTONE_STATUS_LABELS[key])}
    </span>
  );
}
