import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api';

interface LoadProblemProps {
  error: Error;
  /** What a 404 means on this screen. */
  notFound: { title: string; text: string };
  /** The heading when loading failed for any other reason (a retry is offered). */
  failedTitle: string;
  onRetry: () => void;
  children?: ReactNode;
}

/** A screen whose data did not load: not found (nothing to retry), or failed with a Retry button. */
export function LoadProblem({ error, notFound, failedTitle, onRetry, children }: LoadProblemProps) {
  const isNotFound = error instanceof ApiError && error.status === 404;
  return (
    <section
      aria-labelledby="load-problem"
      className="mx-auto flex max-w-xl flex-col items-start gap-4"
    >
      <h1 id="load-problem" className="text-2xl font-bold text-primary">
        {isNotFound ? notFound.title : failedTitle}
      </h1>
      <Alert tone={isNotFound ? 'info' : 'error'}>
        {isNotFound ? notFound.text : t`Check your connection and try again.`}
      </Alert>
      {isNotFound ? null : <Button onClick={onRetry}>{t`Retry`}</Button>}
      {children}
    </section>
  );
}
