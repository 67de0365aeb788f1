import { DEFAULT_LOCALE, type UserDocument } from '@lv/domain';
import { useMemo, useState, type ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useNavigate,
  useRouteLoaderData,
  type LoaderFunctionArgs,
} from 'react-router';
import { Providers } from '../app/providers';
import { AppQueryProvider } from '../app/query-provider';
import { RouteError } from '../app/route-error';
import { AppNavigationContext, type AppNavigation } from '../lib/app-navigation';
import { createQueryClient } from '../lib/query-client';
import cssHref from '../index.css?url';
import { useNonce } from './nonce';
import { webReadsContext } from './reads';

export const links = () => [
  { rel: 'stylesheet', href: cssHref },
  { rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' },
  { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
];

/** The page's language and who reads it: the server's reads, or (prerendering `/` and `/fr`) the path's language. */
export async function loader({
  request,
  context,
}: LoaderFunctionArgs): Promise<{ locale: string; session: UserDocument | null }> {
  const reads = context.get(webReadsContext);
  // The prerender asks for `/fr` and for its data, `/fr.data`.
  if (!reads)
    return {
      locale: /^\/fr(?:\/|\.data)?$/.test(new URL(request.url).pathname) ? 'fr' : DEFAULT_LOCALE,
      session: null,
    };
  return { locale: reads.locale, session: await reads.session() };
}

/** The document around every page (React Router renders it for the page and for an error). */
export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root');
  const nonce = useNonce();
  return (
    <html lang={root?.locale ?? DEFAULT_LOCALE}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0F5132" />
        <Meta />
        <Links />
      </head>
      <body className="bg-white text-ink antialiased">
        <div id="root">{children}</div>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** Every page's providers, as today's app has them (app/providers.tsx, app/query-provider.tsx). */
export default function App() {
  const { session } = useLoaderData<typeof loader>();
  const [client] = useState(createQueryClient);
  const navigate = useNavigate();
  const appNavigation = useMemo<AppNavigation>(
    () => ({ navigate: (to) => void navigate(to) }),
    [navigate],
  );
  return (
    <Providers initialSession={session}>
      <AppQueryProvider client={client}>
        <AppNavigationContext.Provider value={appNavigation}>
          <Outlet />
        </AppNavigationContext.Provider>
      </AppQueryProvider>
    </Providers>
  );
}

export function ErrorBoundary() {
  return <RouteError standalone />;
}
