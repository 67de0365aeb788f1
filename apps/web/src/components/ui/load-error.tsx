import { t } from '@lingui/core/macro';
import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button-base';

interface LoadErrorProps {
  children: ReactNode;
  onRetry: () => void;
  /** True while the retry is under way: the button waits, saying "Retrying…". */
  busy?: boolean;
  className?: string;
}

/** A read that failed: what could not be loaded (an error alert) and a Retry button under it. */
export function LoadError({ children, onRetry, busy = false, className = '' }: LoadErrorProps) {
  return (
    <div className={`flex flex-col items-start gap-3 ${className}`}>
      <Alert tone="error">{children}</Alert>
      <Button variant="secondary" onClick={onRetry} busy={busy} busyLabel={t`Retrying…`}>
        <RefreshCw className="h-4 w-4" aria-hidden="true" />
        {t`Retry`}
      </Button>
    </div>
  );
}
