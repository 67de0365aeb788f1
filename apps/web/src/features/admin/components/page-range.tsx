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
  return (
    <p className="mt-4 text-muted" aria-live="polite">
      {total === 0
        ? 'Nothing found'
        : first > total
          ? `Nothing on this page: ${formatNumber(total)} in all`
          : `${formatNumber(first)}–${formatNumber(last)} of ${formatNumber(total)}`}
    </p>
  );
}
