/**
 * Any origin does: a path stays on whichever origin it is read against, so the answer depends on
 * the path alone, the same on the server as in the browser.
 */
const THIS_SITE = 'https://this-site.invalid';

/**
 * The path to go to after sign-in: `target` when it is a path on this site (no other origin, no
 * protocol-relative `//host`, no back-slash tricks), otherwise `fallback`.
 */
export function toSameSitePath(
  target: string | null | undefined,
  fallback: string,
  origin: string = THIS_SITE,
): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.includes('\\')) {
    return fallback;
  }
  try {
    const url = new URL(target, origin);
    if (url.origin !== origin) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
