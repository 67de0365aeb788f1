import {
  CredentialCheckSchema,
  DEFAULT_SETTINGS,
  IssuerProfileSchema,
  OpenBadgeAchievementSchema,
  OpenBadgeCredentialSchema,
  StatusListCredentialSchema,
} from '@lv/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../lib/errors';
import { answers } from '../../lib/responses';
import { getSettings } from '../settings/service';
import { certificateCredential, eliteAchievementDocument } from './certificate-credential';
import { createIssuer } from './issuer';
import { badgeAchievementDocument, badgeCredential, CredentialSigner } from './service';
import { StatusListPublisher } from './status-list';
import { checkCredentialFile } from './verify-file';

const LD_JSON = 'application/ld+json; charset=utf-8';
// Credentials change only when their holder or badge is renamed; verifiers and wallets may keep them an hour.
const CACHE = 'public, max-age=3600';
// Malformed ids get the same 404 as unknown ones (checked in the service), so the schema only bounds the size.
const CredentialParams = z.strictObject({ credentialId: z.string().max(100) });
const BadgeParams = z.strictObject({ badgeId: z.string().min(1).max(100) });
const CertificateParams = z.strictObject({ certificateId: z.string().max(100) });
const StatusListParams = z.strictObject({ list: z.coerce.number().int().min(1).max(1_000_000) });

/**
 * Open Badges 3.0 (ADR 008): the issuer profile with its public key, each unlocked badge's signed
 * OpenBadgeCredential, each badge's Achievement and each journey certificate's credential. Public: anyone with the link may read them,
 * from any origin (wallets and verifiers fetch them cross-origin), never with cookies.
 */
export const credentialRoutes: FastifyPluginAsyncZod = async (app) => {
  const issuer = await createIssuer(app.config);
  const { publicUrl, issuerKey } = app.config;
  // Signing (RDF canonicalisation) runs in the CPU pool, not on the event loop (ADR 033).
  const signer = new CredentialSigner({
    ...issuer,
    sign: <T extends object>(credential: T, created: Date) =>
      app.cpu.run('signCredential', { publicUrl, issuerKey }, credential, created) as Promise<
        T & { proof: Array<Record<string, unknown>> }
      >, // the thread signs this very credential: same shape, cloned
  });

  const statusLists = new StatusListPublisher(signer.issuer, publicUrl);

  // Scoped to this plugin: only these GETs are readable cross-origin (errors included).
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('access-control-allow-origin', '*');
    reply.header('cross-origin-resource-policy', 'cross-origin');
    done();
  });

  // Visitor, all three: a verifier (any site, no account) fetches these to check a credential;
  // a credential is found only by its 128-bit random id.
  app.get('/ob/issuer', { config: { access: 'visitor' }, schema: { response: answers({ 200: IssuerProfileSchema }) } }, async (_request, reply) => {
    const { siteName } = await getSettings(app.db.kysely);
    return reply.type(LD_JSON).header('cache-control', CACHE).send(issuer.profile(siteName));
  });

  app.get('/ob/badges/:credentialId', { config: { access: 'visitor' }, schema: { params: CredentialParams, response: answers({ 200: OpenBadgeCredentialSchema }) } }, async (request, reply) => {
    const credential = await badgeCredential(app.db.kysely, signer, publicUrl, request.params.credentialId);
    if (!credential) throw errors.notFound('That credential');
    return reply.type(LD_JSON).header('cache-control', CACHE).send(credential);
  });

  // A certificate's credential, public by its id like its verification page. A revocation shows at
  // once (no cache keeps it, as on /verify): a revoked certificate's credential is gone (410).
  app.get('/ob/certificates/:certificateId', { config: { access: 'visitor' }, schema: { params: CertificateParams, response: answers({ 200: OpenBadgeCredentialSchema }) } }, async (request, reply) => {
    const answer = await certificateCredential(app.db.kysely, signer, publicUrl, request.params.certificateId);
    if (!answer) throw errors.notFound('That credential');
    reply.header('cache-control', 'no-store');
    if (answer.status === 'revoked') {
      return reply.status(410).send({ error: { code: 'failed-precondition' as const, message: `This credential was revoked on ${answer.revokedOn}.` } });
    }
    return reply.type(LD_JSON).send(answer.credential);
  });

  // The revocation list (ADR 050): a verifier reads a certificate credential's bit here, so a
  // credential saved before its revocation fails too. Not cached: a revocation shows at once.
  const statusSchema = { params: StatusListParams, response: answers({ 200: StatusListCredentialSchema }) };
  app.get('/ob/status/:list', { config: { access: 'visitor' }, schema: statusSchema }, async (request, reply) => {
    const list = await statusLists.list(app.db.kysely, request.params.list);
    if (!list) throw errors.notFound('That status list');
    return reply.type(LD_JSON).header('cache-control', 'no-store').send(list);
  });

  // Checks a saved credential file (ADR 050): its proof, and its revocation bit as it is now.
  // Public and rate limited like /verify; the verification runs in the CPU pool.
  app.post(
    '/api/verify/credential',
    {
      config: { access: 'visitor', rateLimit: { max: app.config.VERIFY_RATE_LIMIT, timeWindow: 60_000 } },
      schema: { body: z.looseObject({}), response: answers({ 200: CredentialCheckSchema }) },
    },
    async (request, reply) => {
      const check = await checkCredentialFile(
        {
          db: app.db.kysely,
          publicUrl,
          issuerId: issuer.id,
          // Verification reads only the profile's keys, never its name.
          profile: issuer.profile(DEFAULT_SETTINGS.siteName),
          statusLists,
          verify: (credential, controllers, others) => app.cpu.run('verifyCredentialFile', credential, controllers, others),
        },
        request.body,
      );
      return reply.header('cache-control', 'no-store').send(check);
    },
  );

  // The elite certificate's Achievement (ADR 043): Level 4's criteria, the same for every holder.
  app.get('/ob/achievements/elite', { config: { access: 'visitor' }, schema: { response: answers({ 200: OpenBadgeAchievementSchema }) } }, async (_request, reply) => {
    const { accreditorName, accreditorNumber } = await getSettings(app.db.kysely);
    const accreditor = accreditorName ? { name: accreditorName, number: accreditorNumber || null } : null;
    return reply.type(LD_JSON).header('cache-control', CACHE).send(eliteAchievementDocument(publicUrl, accreditor));
  });

  app.get('/ob/achievements/badges/:badgeId', { config: { access: 'visitor' }, schema: { params: BadgeParams, response: answers({ 200: OpenBadgeAchievementSchema }) } }, async (request, reply) => {
    const achievement = await badgeAchievementDocument(app.db.kysely, publicUrl, request.params.badgeId);
    if (!achievement) throw errors.notFound('That achievement');
    return reply.type(LD_JSON).header('cache-control', CACHE).send(achievement);
  });
};
