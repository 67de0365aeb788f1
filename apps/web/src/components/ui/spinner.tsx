import { LoaderCircle } from 'lucide-react';
import { loadingText } from '../../lib/i18n/domain-messages';

interface SpinnerProps {
  /** Fill the viewport (page-level loading) instead of sitting inline. */
  fullPage?: boolean;
}

/** The loading indicator: an icon plus the spec's text 'Loading...', announced politely. */
export function Spinner({ fullPage = false }: SpinnerProps) {
  return (
    <div
      role="status"
      className={`flex items-center justify-center gap-2 text-muted ${
        fullPage ? 'min-h-[50vh] py-16' : 'py-8'
      }`}
    >
      <LoaderCircle className="h-5 w-5 animate-spin text-primary" aria-hidden="true" />
      <span>{loadingText()}</span>
    </div>
  );
}
