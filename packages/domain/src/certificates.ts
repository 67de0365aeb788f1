import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { CalendarDaySchema } from './calendar-day';
import { cleanText } from './text';

/*
 * Journey certificates (`../shared/spec/decisions.md` "CPD record and credentials"): one per learner and journey,
 * issued when the journey's rule is first met; public verification by id or short code; admins
 * revoke (with a reason) and reissue (a new id and code; the old one stays revoked).
 */

export const CERTIFICATE_STATUSES = ['valid', 'revoked'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

/** A journey's certificate, or the elite certificate of Level 4 (`elite.ts`). */
export const CERTIFICATE_KINDS = ['journey', 'elite'] as const;
export type CertificateKind = (typeof CERTIFICATE_KINDS)[number];

/** The accrediting body a certificate names (settings; only when set). */
export const AccreditorSchema = lazySchema(() => z.object({ name: z.string(), number: z.string().nullable() }));
export type Accreditor = z.infer<typeof AccreditorSchema>;

/** A certificate as its holder sees it (`GET /api/me/certificates`). */
export const OwnCertificateSchema = lazySchema(() => z.object({
  id: z.string(),
  /** Canonical code; print it with formatCertificateCode. */
  code: z.string(),
  /** 'elite': the Level 4 certificate; its journey is the first one the holder completed. */
  kind: z.enum(CERTIFICATE_KINDS).default('journey'),
  /** The holder's XP when an elite certificate was issued; null on a journey's. */
  xp: z.number().int().nullable().default(null),
  journeyId: z.string(),
  journeyTitle: z.string(),
  holderName: z.string(),
  cpdMinutes: z.number().int(),
  issuedAt: z.string(),
  status: z.enum(CERTIFICATE_STATUSES),
  revokedAt: z.string().nullable(),
  revokedReason: z.string().nullable(),
  /** The public page that verifies it (`$PUBLIC_URL/verify/{id}`). */
  verifyUrl: z.string(),
  /** Where its PDF downloads (same origin, signed in); null once revoked. */
  pdfUrl: z.string().nullable(),
  /** Its Open Badges 3.0 credential (same origin, public by its id, `/ob/certificates/{id}`); null once revoked. */
  credentialUrl: z.string().nullable(),
}));
export type OwnCertificate = z.infer<typeof OwnCertificateSchema>;

export const OwnCertificateListSchema = lazySchema(() => z.object({ certificates: z.array(OwnCertificateSchema) }));
export type OwnCertificateList = z.infer<typeof OwnCertificateListSchema>;

/** What a verifier learns of a valid certificate: never an email. */
export const VerifiedCertificateSchema = lazySchema(() => z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(CERTIFICATE_KINDS).default('journey'),
  /** The holder's XP at issue (elite certificates). */
  xp: z.number().int().nullable().default(null),
  holderName: z.string(),
  journeyTitle: z.string(),
  cpdMinutes: z.number().int(),
  cpdHours: z.number(),
  /** 'YYYY-MM-DD' (UTC). */
  issuedOn: z.string(),
  issuer: z.string(),
  accreditor: AccreditorSchema.nullable(),
}));
export type VerifiedCertificate = z.infer<typeof VerifiedCertificateSchema>;

/** The answer of `/verify` for a known certificate: valid, or revoked with its date and reason. */
export const CertificateVerificationSchema = lazySchema(() => z.discriminatedUnion('status', [
  z.object({ status: z.literal('valid'), certificate: VerifiedCertificateSchema }),
  z.object({
    status: z.literal('revoked'),
    certificate: VerifiedCertificateSchema,
    /** 'YYYY-MM-DD' (UTC). */
    revokedOn: z.string(),
    reason: z.string(),
  }),
]));
export type CertificateVerification = z.infer<typeof CertificateVerificationSchema>;

/** The one answer for any id or code that names no certificate, well-formed or not (404). */
export const UnknownCertificateSchema = lazySchema(() => z.object({ status: z.literal('unknown'), message: z.string() }));
export type UnknownCertificate = z.infer<typeof UnknownCertificateSchema>;
export const UNKNOWN_CERTIFICATE: UnknownCertificate = {
  status: 'unknown',
  message: 'No certificate has this id or code. Check it against the paper copy.',
};

/** `/verify?code=`: the code as typed (normalised by the server). */
export const VerifyCodeQuerySchema = lazySchema(() => z.object({ code: z.string().optional() }));

export const CERTIFICATE_REASON_MAX = 500;

/** An admin's revocation or reissue: the reason is kept on the certificate and in the audit log. */
export const CertificateActionInputSchema = lazySchema(() => z.strictObject({
  reason: z
    .string({ error: 'Give a reason' })
    .transform((v) => cleanText(v))
    .pipe(
      z
        .string()
        .min(3, { error: 'Give a reason (at least 3 characters)' })
        .max(CERTIFICATE_REASON_MAX, { error: `Use at most ${CERTIFICATE_REASON_MAX} characters` }),
    ),
}));
export type CertificateActionInput = z.infer<typeof CertificateActionInputSchema>;

/** A certificate in the admin console. */
export const AdminCertificateSchema = lazySchema(() => OwnCertificateSchema.omit({ pdfUrl: true, credentialUrl: true }).extend({
  userId: z.string(),
  /** The certificate this one replaced (reissue), if any. */
  replacesId: z.string().nullable(),
  /** The certificate that replaced this one, if any. */
  replacedById: z.string().nullable(),
}));
export type AdminCertificate = z.infer<typeof AdminCertificateSchema>;

export const AdminCertificateQuerySchema = lazySchema(() => z.strictObject({
  /** Holder name, certificate id or code. */
  q: z.string().trim().max(200).optional(),
  journeyId: z.string().trim().min(1).max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
}));
export type AdminCertificateQuery = z.infer<typeof AdminCertificateQuerySchema>;

export const AdminCertificatePageSchema = lazySchema(() => z.object({
  items: z.array(AdminCertificateSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Every journey that has certificates, for the filter and the accreditor pack. */
  journeys: z.array(z.object({ id: z.string(), title: z.string() })),
}));
export type AdminCertificatePage = z.infer<typeof AdminCertificatePageSchema>;

export const ReissueAnswerSchema = lazySchema(() => z.object({ revoked: AdminCertificateSchema, issued: AdminCertificateSchema }));
export type ReissueAnswer = z.infer<typeof ReissueAnswerSchema>;

/** The accreditor pack: one journey's certificates issued in a period (UTC days, inclusive). */
export const AccreditorPackQuerySchema = lazySchema(() => z
  .strictObject({
    journeyId: z.string({ error: 'Choose a journey' }).trim().min(1, { error: 'Choose a journey' }).max(100),
    from: CalendarDaySchema,
    to: CalendarDaySchema,
  })
  .refine((q) => q.from <= q.to, { path: ['to'], error: 'The end of the period cannot be before its start' }));
export type AccreditorPackQuery = z.infer<typeof AccreditorPackQuerySchema>;

export const ACCREDITOR_PACK_HEADER = [
  'Holder',
  'Journey',
  'First activity',
  'Completed',
  'Issued',
  'CPD minutes',
  'CPD hours (h:mm)',
  'Certificate id',
  'Certificate code',
  'Status',
  'Revoked on',
  'Revocation reason',
] as const;
