import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

/** The way up from a screen to its list or parent: "← Journeys", "← Back to the forum". */
export function BackLink({ to, children, className = '' }: { to: string; children: string; className?: string }) {
  return (
    <Link
      to={to}
      className={`inline-flex min-h-11 items-center gap-1 font-semibold text-primary underline-offset-2 hover:underline ${className}`}
    >
      <ArrowLeft className="h-4 w-4 shrink-0" aria-hidden="true" />
      {children}
    </Link>
  );
}
