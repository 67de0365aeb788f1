import { CertificateVerificationSchema, UNKNOWN_CERTIFICATE, UnknownCertificateSchema, VerifyCodeQuerySchema } from '@lv/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers } from '../../lib/responses';
import { getSettings } from '../settings/service';
import { verify } from './service';
import { requestLocale } from '../../lib/request-locale';
import { contentSecurityPolicy } from '../../plugins/security-headers';
import { renderVerifyPage, VERIFY_PAGE_INLINE } from './verify-page';

// Any text is accepted as the id: a malformed one must answer exactly like an unknown one (404),
// never a 400 that would tell the two apart. A wildcard, because the router answers 414 to a named
// parameter over 100 characters.
const IdParamsSchema = z.object({ '*': z.string() });
const response = answers({ 200: CertificateVerificationSchema, 404: UnknownCertificateSchema });

/** Whether the caller asked for JSON rather than the page (`Accept: application/json` before text/html). */
function wantsJson(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  const json = accept.indexOf('application/json');
  const html = accept.indexOf('text/html');
  return json >= 0 && (html < 0 || json < html);
}

/**
 * Public certificate verification, no sign-in: `/verify/:id` and `/verify?code=` answer a small
 * server-rendered page (or JSON when asked), `/api/verify/...` always JSON. Valid, revoked (date
 * and reason) or unknown (404, one shape for malformed and unknown); never an email. Rate limited
 * per client address. Registered as routes, so the web app's fallback never answers /verify.
 */
export const verifyRoutes: FastifyPluginAsyncZod = async (app) => {
  // Public: anyone holding a paper copy may check it.
  const config = { access: 'visitor' as const, rateLimit: { max: app.config.VERIFY_RATE_LIMIT, timeWindow: 60_000 } };
  // The page's own policy: the general one with exactly the page's inline stylesheet, not the web
  // build's inline parts (ADR 018); its JSON answers keep the general one.
  const pageCsp = contentSecurityPolicy({ https: app.config.publicUrl.startsWith('https://'), inline: VERIFY_PAGE_INLINE, stripe: false });

  async function answer(request: FastifyRequest, reply: FastifyReply, by: { id: string } | { code: string } | null, json: boolean) {
    const result = by ? await verify(app.db.kysely, by) : null;
    // A revocation must show at once: no cache keeps an old "valid".
    reply.header('cache-control', 'no-store').header('vary', 'Accept, Accept-Language, Cookie');
    if (json) return result ? reply.send(result) : reply.status(404).send(UNKNOWN_CERTIFICATE);
    const settings = await getSettings(app.db.kysely);
    const html = renderVerifyPage({ siteName: settings.siteName, result, asked: by !== null, code: by && 'code' in by ? by.code : undefined, locale: requestLocale(request) });
    return reply.status(by && !result ? 404 : 200).header('content-security-policy', pageCsp).type('text/html; charset=utf-8').send(html);
  }

  app.get('/verify/*', { config, schema: { params: IdParamsSchema, response } }, (request, reply) => answer(request, reply, { id: request.params['*'] }, wantsJson(request)));

  app.get('/verify', { config, schema: { querystring: VerifyCodeQuerySchema, response } }, (request, reply) => {
    const code = request.query.code?.trim();
    return answer(request, reply, code ? { code } : null, wantsJson(request));
  });

  app.get('/api/verify/*', { config, schema: { params: IdParamsSchema, response } }, (request, reply) => answer(request, reply, { id: request.params['*'] }, true));

  app.get('/api/verify', { config, schema: { querystring: VerifyCodeQuerySchema, response } }, (request, reply) => answer(request, reply, { code: request.query.code?.trim() ?? '' }, true));
};
