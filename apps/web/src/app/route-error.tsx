import { t } from '@lingui/core/macro';
import { useEffect, type ReactNode } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorScreen } from '../components/ui/error-screen';
import { LoadError } from '../components/ui/load-error';
import { isModuleLoadError } from '../lib/offline/online';
import { NotFoundScreen } from './not-found-screen';

/**
 * The routes' errorElement: a 404 answer shows the not-found screen, a screen whose code could not
 * be fetched says so (offline: not saved yet), anything else the crash screen ('Something went
 * wrong.'). `standalone` adds the <main> landmark when no shell is around.
 */
export function RouteError({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  const notLoaded = isModuleLoadError(error);

  useEffect(() => {
    if (!isNotFound && !notLoaded) console.error('Render crash', error);
  }, [error, isNotFound, notLoaded]);

  const content: ReactNode = isNotFound ? (
    <NotFoundScreen />
  ) : notLoaded ? (
    <ScreenNotLoaded />
  ) : (
    <ErrorScreen />
  );
  return standalone ? <main className="mx-auto max-w-5xl px-4 py-10">{content}</main> : content;
}

/**
 * A screen whose code could not be fetched (offline before the service worker had saved it, or a
 * network failure). The browser keeps a failed import's error, so the page loads again: when the
 * network returns, when the first service worker takes the page over (the screens' code is in its
 * precache) or on Retry.
 */
function ScreenNotLoaded() {
  useEffect(() => {
    const reload = () => window.location.reload();
    const worker = 'serviceWorker' in navigator ? navigator.serviceWorker : null;
    window.addEventListener('online', reload);
    worker?.addEventListener('controllerchange', reload);
    return () => {
      window.removeEventListener('online', reload);
      worker?.removeEventListener('controllerchange', reload);
    };
  }, []);
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <LoadError
        onRetry={() => window.location.reload()}
      >{t`This screen could not be loaded. Check your connection and try again.`}</LoadError>
    </div>
  );
}
