import {
  decideRouteAccess,
  ROUTE_TABLE,
  type RoutePath,
  type UserDocument,
  type WebReads,
} from '@lv/domain';
import { createContext, redirect, type RouterContextProvider } from 'react-router';

/**
 * The server's reads for one request (domain `WebReads`), in React Router's load context. Null while
 * the build prerenders `/` and `/fr`: those pages read nothing of the reader's.
 */
export const webReadsContext = createContext<WebReads | null>(null);

/** The reads of this request; a route that needs them is never prerendered. */
export function readsOf(context: Readonly<RouterContextProvider>): WebReads {
  const reads = context.get(webReadsContext);
  // Only a prerendered page has no reads, and the trial prerenders only pages that read nothing.
  if (!reads) throw new Response(null, { status: 503 });
  return reads;
}

/**
 * The route table's guard for `path` (domain `decideRouteAccess`, as `app/guard.tsx` applies it in
 * the browser): a reader who may not open the screen is sent on before anything is read.
 */
export async function guardScreen(
  reads: WebReads,
  path: RoutePath,
  request: Request,
): Promise<UserDocument | null> {
  const route = ROUTE_TABLE.find((entry) => entry.path === path);
  if (!route) throw new Error(`No route ${path} in the route table`);
  const user = await reads.session();
  const decision = decideRouteAccess(
    route.access,
    user ? { status: 'signedIn', user } : { status: 'signedOut' },
  );
  if (decision.kind === 'redirect') {
    const url = new URL(request.url);
    const to =
      decision.to === '/auth' && !user
        ? `/auth?${new URLSearchParams({ redirect: `${url.pathname}${url.search}` }).toString()}`
        : decision.to;
    throw redirect(to);
  }
  return user;
}
