import { t } from '@lingui/core/macro';

/** Placeholder rows while the board loads; announced once as loading. */
export function LeaderboardSkeleton() {
  return (
    <div>
      <p role="status" className="sr-only">
        {t`Loading the leadership board`}
      </p>
      <ul aria-hidden="true" className="flex flex-col gap-1">
        {Array.from({ length: 8 }, (_, i) => (
          <li key={i} className="flex items-center gap-3 px-2 py-2 sm:px-3">
            <span className="h-9 w-9 shrink-0 animate-pulse rounded-full bg-line" />
            <span className="h-10 w-10 shrink-0 animate-pulse rounded-full bg-line" />
            <span
              className="h-4 flex-1 animate-pulse rounded bg-line"
              style={{ maxWidth: `${60 - (i % 3) * 12}%` }}
            />
            <span className="ml-auto h-4 w-16 animate-pulse rounded bg-line" />
          </li>
        ))}
      </ul>
    </div>
  );
}
