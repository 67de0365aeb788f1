import { useEffect, type ReactNode } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorScreen } from '../components/ui/error-screen';
import { NotFoundScreen } from './not-found-screen';

/**
 * The routes' errorElement: a 404 answer shows the not-found screen, anything else the crash
 * screen ('Something went wrong.'). `standalone` adds the <main> landmark when no shell is around.
 */
export function RouteError({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;

  useEffect(() => {
    if (!isNotFound) console.error('Render crash', error);
  }, [error, isNotFound]);

  const content: ReactNode = isNotFound ? <NotFoundScreen /> : <ErrorScreen />;
  return standalone ? <main className="mx-auto max-w-5xl px-4 py-10">{content}</main> : content;
}
