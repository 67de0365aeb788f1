import { z } from 'zod';
import { GROWTH_DIMENSIONS, type GrowthDimension } from './growth-assessment';
import { GROWTH_ASSESSMENT_TEXTS } from './growth-texts';
import { lazySchema } from './lazy-schema';

/*
 * What a journey certificate's Open Badges 3.0 credential says beyond the achievement (ADR 050):
 * the measured growth as results against a rubric, the evidence, and its place in the issuer's
 * Bitstring Status List (W3C VC Bitstring Status List v1.0). Pure shapes and rules; the server
 * reads the facts, signs and publishes.
 */

/**
 * The rubric a self-assessed dimension score (0-100%, ADR 040) is read against: four bands of the
 * 1-5 frequency scale (1 → 0%, 2 → 25%, 3 → 50%, 4 → 75%, 5 → 100%). `min` is the band's lowest
 * whole percent.
 */
export const GROWTH_RUBRIC_LEVELS = [
  {
    key: 'beginning',
    name: 'Beginning',
    min: 0,
    description: 'A self-assessed score of 0-24%: the behaviours described never or rarely.',
  },
  {
    key: 'developing',
    name: 'Developing',
    min: 25,
    description: 'A self-assessed score of 25-49%: the behaviours described rarely to sometimes.',
  },
  {
    key: 'practising',
    name: 'Practising',
    min: 50,
    description: 'A self-assessed score of 50-74%: the behaviours described sometimes to often.',
  },
  {
    key: 'leading',
    name: 'Leading',
    min: 75,
    description: 'A self-assessed score of 75-100%: the behaviours described often to always.',
  },
] as const;

/** The rubric level (0-3) of a whole-percent score. */
export function growthLevelOf(score: number): number {
  let level = 0;
  GROWTH_RUBRIC_LEVELS.forEach((l, i) => {
    if (score >= l.min) level = i;
  });
  return level;
}

/** Before the journey (the baseline) or after it (the completion or the 90-day assessment). */
export const GROWTH_RESULT_MOMENTS = ['before', 'after'] as const;
export type GrowthResultMoment = (typeof GROWTH_RESULT_MOMENTS)[number];

const slug = (d: GrowthDimension) => d.replace(/_/g, '-');
/** A result description's id: a fragment of the achievement's id (`…/journeys/x#growth-data-literacy-before`). */
export const growthResultDescriptionId = (
  achievementId: string,
  d: GrowthDimension,
  m: GrowthResultMoment,
) => `${achievementId}#growth-${slug(d)}-${m}`;
const levelId = (descriptionId: string, level: number) =>
  `${descriptionId}-${GROWTH_RUBRIC_LEVELS[level]!.key}`;

export const ResultDescriptionSchema = lazySchema(() =>
  z.strictObject({
    id: z.string(),
    type: z.tuple([z.literal('ResultDescription')]),
    name: z.string(),
    resultType: z.literal('RubricCriterionLevel'),
    valueMin: z.string(),
    valueMax: z.string(),
    rubricCriterionLevel: z.array(
      z.strictObject({
        id: z.string(),
        type: z.tuple([z.literal('RubricCriterionLevel')]),
        name: z.string(),
        description: z.string(),
        level: z.string(),
        points: z.string(),
      }),
    ),
  }),
);
export type ResultDescription = z.infer<typeof ResultDescriptionSchema>;

/**
 * The achievement's result descriptions: per dimension, one for before the journey and one for
 * after it (a Result has no field saying when it was measured, so the description says it), each
 * read against the rubric, the score itself as the value (0-100).
 */
export function growthResultDescriptions(achievementId: string): ResultDescription[] {
  return GROWTH_DIMENSIONS.flatMap((d) =>
    GROWTH_RESULT_MOMENTS.map((m) => {
      const id = growthResultDescriptionId(achievementId, d, m);
      const when =
        m === 'before'
          ? 'before the journey (at enrolment)'
          : 'after the journey (at completion, or 90 days after)';
      return {
        id,
        type: ['ResultDescription'] as ['ResultDescription'],
        name: `${GROWTH_ASSESSMENT_TEXTS.en.dimensions[d]}, self-assessed ${when}: score in percent`,
        resultType: 'RubricCriterionLevel' as const,
        valueMin: '0',
        valueMax: '100',
        rubricCriterionLevel: GROWTH_RUBRIC_LEVELS.map((l, i) => ({
          id: levelId(id, i),
          type: ['RubricCriterionLevel'] as ['RubricCriterionLevel'],
          name: l.name,
          description: l.description,
          level: String(i + 1),
          points: String(l.min),
        })),
      };
    }),
  );
}

export const ResultSchema = lazySchema(() =>
  z.strictObject({
    type: z.tuple([z.literal('Result')]),
    resultDescription: z.string(),
    achievedLevel: z.string(),
    value: z.string(),
  }),
);
export type CredentialResult = z.infer<typeof ResultSchema>;

/** The dimension scores of one self-assessment (null where too few statements were answered). */
export type DimensionScores = Record<GrowthDimension, number | null>;

/**
 * The holder's results: each dimension scored before and after, when that assessment was taken and
 * the dimension has a score. No assessment, no result: nothing is said that was not measured.
 */
export function growthResults(
  achievementId: string,
  scores: { before: DimensionScores | null; after: DimensionScores | null },
): CredentialResult[] {
  return GROWTH_DIMENSIONS.flatMap((d) =>
    GROWTH_RESULT_MOMENTS.flatMap((m) => {
      const score = scores[m]?.[d];
      if (score === null || score === undefined) return [];
      const id = growthResultDescriptionId(achievementId, d, m);
      return [
        {
          type: ['Result'] as ['Result'],
          resultDescription: id,
          achievedLevel: levelId(id, growthLevelOf(score)),
          value: String(score),
        },
      ];
    }),
  );
}

export const EvidenceSchema = lazySchema(() =>
  z.strictObject({
    type: z.tuple([z.literal('Evidence')]),
    name: z.string().min(1),
    description: z.string().min(1),
    id: z.string().optional(),
  }),
);
export type CredentialEvidence = z.infer<typeof EvidenceSchema>;

const s = (n: number) => (n === 1 ? '' : 's');

/**
 * The evidence a verifier may see: confirmed peer mentoring as counts (never a colleague's name,
 * address or the topic), the accepted capstone as a date (never its text).
 */
export function journeyEvidence(facts: {
  mentoring: { sessions: number; minutes: number; byDay: string } | null;
  capstoneAcceptedOn: string | null;
}): CredentialEvidence[] {
  const evidence: CredentialEvidence[] = [];
  const m = facts.mentoring;
  if (m && m.sessions > 0) {
    evidence.push({
      type: ['Evidence'],
      name: 'Confirmed peer mentoring',
      description: `${m.sessions} peer mentoring session${s(m.sessions)} (${m.minutes} minute${s(m.minutes)}) given by the holder up to ${m.byDay}, each confirmed by the colleague mentored.`,
    });
  }
  if (facts.capstoneAcceptedOn) {
    evidence.push({
      type: ['Evidence'],
      name: 'Accepted capstone project',
      description: `The journey's capstone project, accepted by a reviewer on ${facts.capstoneAcceptedOn}.`,
    });
  }
  return evidence;
}

/** Entries per status list: the spec's minimum of 16 KB uncompressed (131,072 bits). */
export const STATUS_LIST_SIZE = 131_072;

/** A status list credential's URL (`/ob/status/1`, ...). */
export const statusListUrl = (publicUrl: string, list: number) => `${publicUrl}/ob/status/${list}`;

export const StatusEntrySchema = lazySchema(() =>
  z.strictObject({
    id: z.string(),
    type: z.literal('BitstringStatusListEntry'),
    statusPurpose: z.literal('revocation'),
    statusListIndex: z.string().regex(/^\d+$/),
    statusListCredential: z.string(),
  }),
);
export type StatusEntry = z.infer<typeof StatusEntrySchema>;

/** A credential's `credentialStatus`: its revocation bit at `index` of list `list`. */
export function revocationStatusEntry(
  publicUrl: string,
  position: { list: number; index: number },
): StatusEntry {
  if (!Number.isInteger(position.index) || position.index < 0 || position.index >= STATUS_LIST_SIZE)
    throw new RangeError(`Status list index ${position.index} is out of range`);
  const list = statusListUrl(publicUrl, position.list);
  return {
    id: `${list}#${position.index}`,
    type: 'BitstringStatusListEntry',
    statusPurpose: 'revocation',
    statusListCredential: list,
    statusListIndex: String(position.index),
  };
}

/** The unsigned BitstringStatusListCredential of a list (`encodedList`: the GZIP'd bitstring, base64url with the multibase `u`). */
export function statusListCredential(input: {
  id: string;
  issuerId: string;
  encodedList: string;
  validFrom: string;
}) {
  return {
    // VC 2.0 defines every term of a status list credential.
    '@context': ['https://www.w3.org/ns/credentials/v2'],
    id: input.id,
    type: ['VerifiableCredential', 'BitstringStatusListCredential'],
    issuer: input.issuerId,
    validFrom: input.validFrom,
    credentialSubject: {
      id: `${input.id}#list`,
      type: 'BitstringStatusList' as const,
      statusPurpose: 'revocation' as const,
      encodedList: input.encodedList,
    },
  };
}

/** A bit of a bitstring: index 0 is the most significant bit of the first byte (the spec's order). */
export function bitAt(bits: Uint8Array, index: number): boolean {
  const byte = bits[index >> 3];
  if (byte === undefined) throw new RangeError(`Status list index ${index} is past the list's end`);
  return (byte & (0x80 >> (index & 7))) !== 0;
}

/** Sets the bits at `indexes` in a bitstring of `size` bits. */
export function bitstringOf(indexes: Iterable<number>, size = STATUS_LIST_SIZE): Uint8Array {
  const bits = new Uint8Array(size / 8);
  for (const i of indexes) {
    if (!Number.isInteger(i) || i < 0 || i >= size)
      throw new RangeError(`Status list index ${i} is out of range`);
    bits[i >> 3]! |= 0x80 >> (i & 7);
  }
  return bits;
}

/** The published status list's response contract: loose (a signed document is served as signed). */
export const StatusListCredentialSchema = lazySchema(() =>
  z.looseObject({
    '@context': z.array(z.unknown()),
    id: z.string(),
    type: z.array(z.string()),
    issuer: z.string(),
    validFrom: z.string(),
    credentialSubject: z.looseObject({
      id: z.string(),
      type: z.literal('BitstringStatusList'),
      statusPurpose: z.literal('revocation'),
      encodedList: z.string(),
    }),
    proof: z
      .array(z.looseObject({ type: z.literal('DataIntegrityProof'), proofValue: z.string() }))
      .min(1),
  }),
);

/** What `POST /api/verify/credential` answers about a credential file (ADR 050). */
export const CredentialCheckSchema = lazySchema(() =>
  z.strictObject({
    verified: z.boolean(),
    /** Why not, in plain words (empty when verified). */
    errors: z.array(z.string()),
  }),
);
export type CredentialCheck = z.infer<typeof CredentialCheckSchema>;

/** The reason given for a credential another issuer signed (only ours can be checked here). */
export const NOT_OUR_CREDENTIAL_MESSAGE =
  'This credential was not issued by this platform, so it cannot be checked here.';
