import { t } from '@lingui/core/macro';
import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { ApiError } from '../../lib/api';
import { useOnline } from '../../lib/offline/online';
import { Alert } from './alert';
import { BackLink } from './back-link';
import { Button } from './button-base';

/** A screen whose main read failed: its heading, what a 404 means there, and the way back. */
interface ScreenFailure {
  error: Error;
  /** The h1 for any failure but a 404: "We could not load this journey". */
  title: string;
  /** A 404: nothing to retry. */
  notFound: { title: string; text: string };
  back?: { to: string; label: string };
}

interface LoadErrorProps {
  /** What could not be loaded, said in the alert (a part of a screen). */
  children?: ReactNode;
  /** Instead of `children`: the whole screen failed (a heading, the reason, Retry, the way back). */
  screen?: ScreenFailure;
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
export function LoadError({
  children,
  screen,
  onRetry,
  busy = false,
  className = '',
}: LoadErrorProps) {
  const online = useOnline();
  const retry = (
    <Button variant="secondary" onClick={onRetry} busy={busy} busyLabel={t`Retrying…`}>
      <RefreshCw className="h-4 w-4" aria-hidden="true" />
      {t`Retry`}
    </Button>
  );
  if (!screen) {
    return (
      <div className={`flex flex-col items-start gap-3 ${className}`}>
        {online ? (
          <Alert tone="error">{children}</Alert>
        ) : (
          <Alert tone="info">{notSavedOfflineText()}</Alert>
        )}
        {retry}
      </div>
    );
  }
  const { error, notFound, back } = screen;
  const missing = error instanceof ApiError && error.status === 404;
  const unreachable = error instanceof ApiError && error.status === 0;
  return (
    <section
      aria-labelledby="load-error-title"
      className={`mx-auto flex max-w-xl flex-col items-start gap-4 ${className}`}
    >
      <h1 id="load-error-title" className="text-2xl font-bold text-primary">
        {missing ? notFound.title : screen.title}
      </h1>
      {missing ? (
        <Alert tone="info">{notFound.text}</Alert>
      ) : unreachable && !online ? (
        <Alert tone="info">{notSavedOfflineText()}</Alert>
      ) : (
        <Alert tone="error">
          {unreachable
            ? t`The server could not be reached. Check your connection and try again.`
            : t`Something went wrong on our side. Try again in a moment.`}
        </Alert>
      )}
      {missing ? null : retry}
      {back ? <BackLink to={back.to}>{back.label}</BackLink> : null}
    </section>
  );
}
