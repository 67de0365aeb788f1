/** What a route carries in `handle`: the document title. */
export interface RouteHandle {
  title: string;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return (
    typeof value === 'object' &&
    value !== null &&
    'title' in value &&
    typeof (value as { title: unknown }).title === 'string'
  );
}
