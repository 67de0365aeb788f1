import { t } from '@lingui/core/macro';
import { formatNumber } from '../../../lib/format';

/** "21–40 of 73" for the page shown, "Nothing found", or a page past the end; read out politely when it changes. */
export function PageRange({
  page,
  pageSize,
  total,
}: {
  page: number;
  pageSize: number;
  total: number;
}) {
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const all = formatNumber(total);
  const from = formatNumber(first);
  const to = formatNumber(last);
  return (
    <p className="mt-4 text-muted" aria-live="polite">
      {total === 0 ? t`Nothing found` : first > total ? t`Nothing on this page: ${all} in all` : t`${from}–${to} of ${all}`}
    </p>
  );
}
