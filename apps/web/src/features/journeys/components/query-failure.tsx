import { t } from '@lingui/core/macro';
import { RefreshCw } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { notSavedOfflineText } from '../../../components/ui/load-error';
import { ApiError } from '../../../lib/api';
import { useOnline } from '../../../lib/offline/online';
import { BackLink } from '../../../components/ui/back-link';

interface QueryFailureProps {
  error: Error;
  /** The h1 for a 404: "Journey not found". */
  notFoundTitle: string;
  notFoundText: string;
  /** The h1 for any other failure: "We could not load this journey". */
  errorTitle: string;
  onRetry: () => void;
  retrying: boolean;
  back: { to: string; label: string };
}

/**
 * What a journeys screen shows when its data did not load: not found (404), or an error with Retry
 * (offline: the read was not saved for offline use yet, as LoadError says).
 */
export function QueryFailure({
  error,
  notFoundTitle,
  notFoundText,
  errorTitle,
  onRetry,
  retrying,
  back,
}: QueryFailureProps) {
  const notFound = error instanceof ApiError && error.status === 404;
  const unreachable = error instanceof ApiError && error.status === 0;
  const online = useOnline();
  return (
    <section
      aria-labelledby="failure-title"
      className="mx-auto flex max-w-xl flex-col items-start gap-4"
    >
      <h1 id="failure-title" className="text-2xl font-bold text-primary">
        {notFound ? notFoundTitle : errorTitle}
      </h1>
      <Alert tone={notFound ? 'info' : 'error'}>
        {notFound
          ? notFoundText
          : unreachable && !online
            ? notSavedOfflineText()
            : unreachable
              ? t`The server could not be reached. Check your connection and try again.`
              : t`Something went wrong on our side. Try again in a moment.`}
      </Alert>
      {notFound ? null : (
        <Button variant="secondary" onClick={onRetry} busy={retrying} busyLabel={t`Retrying…`}>
          <RefreshCw className="h-4 w-4" aria-hidden="true" />
          {t`Retry`}
        </Button>
      )}
      <BackLink to={back.to}>{back.label}</BackLink>
    </section>
  );
}
