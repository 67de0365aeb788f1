import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button-base';

/** A read that failed: what could not be loaded (an error alert) and a Retry button under it. */
export function LoadError({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  return (
    <div className="flex flex-col items-start gap-3">
      <Alert tone="error">{children}</Alert>
      <Button onClick={onRetry}>Retry</Button>
    </div>
  );
}
