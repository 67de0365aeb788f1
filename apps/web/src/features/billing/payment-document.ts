import { isPaymentPage } from '@lv/domain';
import { useEffect } from 'react';

/** The path this document was loaded at (client-side navigations keep it); null when the browser cannot tell. */
function documentPath(): string | null {
  const [entry] = typeof performance.getEntriesByType === 'function' ? performance.getEntriesByType('navigation') : [];
  return entry ? new URL(entry.name).pathname : null;
}

/**
 * True while the page reloads itself as the payment page. The server sends the CSP that lets
 * Stripe.js run with the payment page's own document only (ADR 018), so when the app arrived here
 * by a client-side navigation (a link, a guard's redirect), the page loads again from the server.
 * A browser that cannot tell where the document was loaded is never reloaded (no loop).
 */
export function useOwnPaymentDocument(): boolean {
  const path = documentPath();
  const reload = path !== null && !isPaymentPage(path);
  useEffect(() => {
    if (reload) window.location.reload();
  }, [reload]);
  return reload;
}
