/**
 * The path to go to after sign-in: `target` when it is a path on this site (no other origin, no
 * protocol-relative `//host`, no back-slash tricks), otherwise `fallback`.
 */
export function toSameSitePath(
  target: string | null | undefined,
  fallback: string,
  origin: string = window.location.origin,
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
