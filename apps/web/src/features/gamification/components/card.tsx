import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A titled card of the points screen (h2 title, so the screen's headings stay in order). */
export function Card({
  id,
  title,
  icon: Icon,
  children,
  className = '',
}: {
  id: string;
  title: string;
  icon: LucideIcon;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`rounded-xl border border-line bg-white p-4 shadow-sm sm:p-5 ${className}`}
    >
      <h2 id={id} className="flex items-center gap-2 text-lg font-bold text-primary">
        <Icon className="h-5 w-5 shrink-0" aria-hidden="true" />
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** Grey placeholder lines while a card loads. */
export function CardSkeleton({ label, lines = 3 }: { label: string; lines?: number }) {
  return (
    <div>
      <p role="status" className="sr-only">
        {label}
      </p>
      <div aria-hidden="true" className="flex flex-col gap-3">
        {Array.from({ length: lines }, (_, i) => (
          <span
            key={i}
            className="h-4 animate-pulse rounded bg-line"
            style={{ width: `${90 - i * 20}%` }}
          />
        ))}
      </div>
    </div>
  );
}
