import { ROUTE_TABLE, type RoutePath } from '@lv/domain';
import { domainText } from '../lib/i18n/domain-text';

/** The site's name, as the public config names it by default (hooks/use-public-config.ts). */
// A name, the same in every language.
// eslint-disable-next-line lingui/no-unlocalized-strings
const SITE_NAME = 'LeadVillage';

/** A screen's document title, "Leadership board · LeadVillage", as today's root layout writes it. */
export function screenMeta(path: RoutePath, title?: string) {
  const routeTitle = ROUTE_TABLE.find((route) => route.path === path)?.title;
  const name = title ?? (routeTitle && routeTitle !== 'Home' ? domainText(routeTitle) : null);
  return [{ title: name ? `${name} · ${SITE_NAME}` : SITE_NAME }];
}
