// First of all: Zod must not probe for eval (lib/zod-jitless.ts), here as in the browser.
import '../lib/zod-jitless';
import { i18n } from '@lingui/core';
import { DEFAULT_LOCALE, isLocale, type WebReads } from '@lv/domain';
import { renderToString } from 'react-dom/server';
import { RouterContextProvider, ServerRouter, type EntryContext } from 'react-router';
import { loadCatalogs } from '../lib/i18n/catalogs';
import { TRIAL_CATALOGS } from './catalogs';
import { NonceContext } from './nonce';
import { webReadsContext } from './reads';

/**
 * The load context of one request, made by the server (apps/server/src/plugins/framework-pages.ts)
 * from its implementation of the domain's `WebReads`: the server takes this from the build, so it
 * never imports the web app and the web app never imports it.
 */
export function loadContext(reads: WebReads): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(webReadsContext, reads);
  return context;
}

/**
 * Renders the matched routes once their loaders have run. In one synchronous render: Lingui's active
 * language is the process's, so no other page may render in between.
 */
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  context: RouterContextProvider,
): Promise<Response> {
  const reads = context.get(webReadsContext);
  const root = routerContext.staticHandlerContext.loaderData.root as
    { locale?: unknown } | undefined;
  const locale = isLocale(root?.locale) ? root.locale : DEFAULT_LOCALE;
  await loadCatalogs(locale, TRIAL_CATALOGS);
  i18n.activate(locale);
  const nonce = reads?.nonce ?? '';
  const html = renderToString(
    <NonceContext.Provider value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce || undefined} />
    </NonceContext.Provider>,
  );
  // A header and the page's doctype, not text a person reads.
  // eslint-disable-next-line lingui/no-unlocalized-strings
  headers.set('content-type', 'text/html; charset=utf-8');
  // eslint-disable-next-line lingui/no-unlocalized-strings
  return new Response(`<!DOCTYPE html>${html}`, { status, headers });
}
