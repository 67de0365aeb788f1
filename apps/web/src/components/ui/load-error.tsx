import { t } from '@lingui/core/macro';
import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useOnline } from '../../lib/offline/online';
import { Alert } from './alert';
import { Button } from './button-base';

interface LoadErrorProps {
  children: ReactNode;
  onRetry: () => void;
  /** True while the retry is under way: the button waits, saying "Retrying…". */
  busy?: boolean;
  className?: string;
}

/** What a read that failed offline shows: the saved reads did not have it (issue 35). */
export const notSavedOfflineText = () =>
  t`Not saved for offline use yet; it will load when you are back online.`;

/**
 * A read that failed: what could not be loaded (an error alert) and a Retry button under it.
 * Offline, the read was not among the saved ones: it says so (the shell's offline line is above),
 * and the read runs again by itself when the network returns (TanStack Query's refetch on reconnect).
 */
export function LoadError({ children, onRetry, busy = false, className = '' }: LoadErrorProps) {
  const online = useOnline();
  return (
    <div className={`flex flex-col items-start gap-3 ${className}`}>
      {online ? (
        <Alert tone="error">{children}</Alert>
      ) : (
        <Alert tone="info">{notSavedOfflineText()}</Alert>
      )}
      <Button variant="secondary" onClick={onRetry} busy={busy} busyLabel={t`Retrying…`}>
        <RefreshCw className="h-4 w-4" aria-hidden="true" />
        {t`Retry`}
      </Button>
    </div>
  );
}
