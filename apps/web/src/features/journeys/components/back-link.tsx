import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

/** The way up from a journey or a module: "← Journeys", "← Amara's Path". */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link
      to={to}
      className="inline-flex min-h-11 items-center gap-1 font-semibold text-primary underline-offset-2 hover:underline"
    >
      <ArrowLeft className="h-4 w-4 shrink-0" aria-hidden="true" />
      {children}
    </Link>
  );
}
