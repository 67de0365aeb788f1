import { t } from '@lingui/core/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';

/** The page numbers to show: first, last, and the current one with its neighbours; null is a gap. */
export function pageWindow(page: number, pageCount: number): Array<number | null> {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1]);
  const pages = [...wanted].filter((p) => p >= 1 && p <= pageCount).sort((a, b) => a - b);
  const result: Array<number | null> = [];
  pages.forEach((p, i) => {
    const previous = pages[i - 1];
    if (previous !== undefined && p - previous > 1) result.push(p - previous === 2 ? p - 1 : null);
    result.push(p);
  });
  return result;
}

interface PaginationProps {
  /** Names the navigation landmark, e.g. "Leadership board pages". */
  label: string;
  page: number;
  pageCount: number;
  /** The link of a page. */
  hrefFor: (page: number) => string;
}

const item =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg px-3 font-semibold';

/**
 * Previous, numbered pages and Next, as links; renders nothing for a single page. On a page past
 * the last (an old link), Previous leads to the last page.
 */
export function Pagination({ label, page, pageCount: count, hrefFor }: PaginationProps) {
  // An empty list still has its one (empty) page.
  const pageCount = Math.max(1, count);
  if (pageCount === 1 && page <= 1) return null;
  const hasPrevious = page > 1;
  const previous = Math.min(page - 1, pageCount);
  const hasNext = page < pageCount;
  return (
    <nav aria-label={label} className="mt-6">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          {hasPrevious ? (
            <Link to={hrefFor(previous)} className={`${item} text-primary hover:bg-primary-light`}>
              <ChevronLeft className="h-4 w-4" aria-hidden="true" />
              {t`Previous`}
            </Link>
          ) : (
            <span aria-disabled="true" className={`${item} cursor-not-allowed text-muted`}>
              <ChevronLeft className="h-4 w-4" aria-hidden="true" />
              {t`Previous`}
            </span>
          )}
        </li>
        {pageWindow(page, pageCount).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                to={hrefFor(p)}
                aria-current={p === page ? 'page' : undefined}
                aria-label={t`Page ${p}`}
                className={`${item} ${
                  p === page ? 'bg-primary text-white' : 'text-primary hover:bg-primary-light'
                }`}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        <li>
          {hasNext ? (
            <Link to={hrefFor(page + 1)} className={`${item} text-primary hover:bg-primary-light`}>
              {t`Next`}
              <ChevronRight className="h-4 w-4" aria-hidden="true" />
            </Link>
          ) : (
            <span aria-disabled="true" className={`${item} cursor-not-allowed text-muted`}>
              {t`Next`}
              <ChevronRight className="h-4 w-4" aria-hidden="true" />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
