import { useLocation, useSearchParams, type NavigateOptions } from 'react-router';

/** Keys to set in the address bar; `undefined` or '' removes a key. */
export type SearchParamChanges = Record<string, string | number | undefined>;

/**
 * The params with `changes` applied. A list shown with other filters starts again at page one, so
 * `page` is dropped unless it is among the changes, and page 1 is never written (it is the default).
 */
export function withSearchParamChanges(
  params: URLSearchParams,
  changes: SearchParamChanges,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  if (!('page' in changes) || next.get('page') === '1') next.delete('page');
  return next;
}

/** `pathname?search`, or the bare pathname when there are no params. */
export function hrefOf(pathname: string, params: URLSearchParams): string {
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/** Filters and page kept in the address bar: `update` navigates to new ones, `href`/`pageHref` link to them. */
export function useSearchParamsUpdate() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const href = (changes: SearchParamChanges) =>
    hrefOf(pathname, withSearchParamChanges(params, changes));
  return {
    params,
    update: (changes: SearchParamChanges, options?: NavigateOptions) =>
      setParams((current) => withSearchParamChanges(current, changes), options),
    href,
    pageHref: (page: number) => href({ page }),
  };
}
