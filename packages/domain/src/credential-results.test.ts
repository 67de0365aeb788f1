import { describe, expect, it } from 'vitest';
import {
  bitAt,
  bitstringOf,
  GROWTH_RUBRIC_LEVELS,
  growthLevelOf,
  growthResultDescriptions,
  growthResults,
  journeyEvidence,
  revocationStatusEntry,
  STATUS_LIST_SIZE,
  statusListCredential,
} from './credential-results';
import { openBadgeCredential, type CredentialInput } from './open-badges';

const A = 'https://leadvillage.example/journeys/j1';
const scores = (v: number | null) => ({
  data_literacy: v,
  change_readiness: v,
  digital_adoption: v,
  leadership_excellence: v,
});

describe('growth rubric', () => {
  it.each([
    [0, 'beginning'],
    [24, 'beginning'],
    [25, 'developing'],
    [49, 'developing'],
    [50, 'practising'],
    [74, 'practising'],
    [75, 'leading'],
    [100, 'leading'],
  ])('%i%% is %s', (score, key) => {
    expect(GROWTH_RUBRIC_LEVELS[growthLevelOf(score)]!.key).toBe(key);
  });

  it('describes each dimension before and after, each with the four levels', () => {
    const d = growthResultDescriptions(A);
    expect(d.map((x) => x.id)).toEqual([
      `${A}#growth-data-literacy-before`,
      `${A}#growth-data-literacy-after`,
      `${A}#growth-change-readiness-before`,
      `${A}#growth-change-readiness-after`,
      `${A}#growth-digital-adoption-before`,
      `${A}#growth-digital-adoption-after`,
      `${A}#growth-leadership-excellence-before`,
      `${A}#growth-leadership-excellence-after`,
    ]);
    expect(d[0]).toMatchObject({
      type: ['ResultDescription'],
      resultType: 'RubricCriterionLevel',
      valueMin: '0',
      valueMax: '100',
      name: 'Data Literacy, self-assessed before the journey (at enrolment): score in percent',
    });
    expect(d[0]!.rubricCriterionLevel.map((l) => [l.id, l.name, l.level, l.points])).toEqual([
      [`${A}#growth-data-literacy-before-beginning`, 'Beginning', '1', '0'],
      [`${A}#growth-data-literacy-before-developing`, 'Developing', '2', '25'],
      [`${A}#growth-data-literacy-before-practising`, 'Practising', '3', '50'],
      [`${A}#growth-data-literacy-before-leading`, 'Leading', '4', '75'],
    ]);
  });

  it('states only what was measured', () => {
    expect(growthResults(A, { before: null, after: null })).toEqual([]);
    expect(growthResults(A, { before: scores(40), after: null })).toHaveLength(4);
    const partial = growthResults(A, {
      before: { ...scores(null), change_readiness: 80 },
      after: { ...scores(null), change_readiness: 90 },
    });
    expect(partial).toEqual([
      {
        type: ['Result'],
        resultDescription: `${A}#growth-change-readiness-before`,
        achievedLevel: `${A}#growth-change-readiness-before-leading`,
        value: '80',
      },
      {
        type: ['Result'],
        resultDescription: `${A}#growth-change-readiness-after`,
        achievedLevel: `${A}#growth-change-readiness-after-leading`,
        value: '90',
      },
    ]);
  });
});

describe('journey evidence', () => {
  it('counts mentoring and dates the capstone; nothing when neither', () => {
    expect(
      journeyEvidence({
        mentoring: { sessions: 0, minutes: 0, byDay: '2026-12-01' },
        capstoneAcceptedOn: null,
      }),
    ).toEqual([]);
    expect(
      journeyEvidence({
        mentoring: { sessions: 1, minutes: 1, byDay: '2026-12-01' },
        capstoneAcceptedOn: '2026-11-30',
      }),
    ).toEqual([
      {
        type: ['Evidence'],
        name: 'Confirmed peer mentoring',
        description:
          '1 peer mentoring session (1 minute) given by the holder up to 2026-12-01, each confirmed by the colleague mentored.',
      },
      {
        type: ['Evidence'],
        name: 'Accepted capstone project',
        description: "The journey's capstone project, accepted by a reviewer on 2026-11-30.",
      },
    ]);
  });
});

describe('bitstring status list', () => {
  it('sets bits most significant first, 131,072 of them', () => {
    const bits = bitstringOf([0, 9, STATUS_LIST_SIZE - 1]);
    expect(bits.length).toBe(16_384);
    expect([bits[0], bits[1], bits[16_383]]).toEqual([0x80, 0x40, 0x01]);
    expect([
      bitAt(bits, 0),
      bitAt(bits, 1),
      bitAt(bits, 9),
      bitAt(bits, STATUS_LIST_SIZE - 1),
    ]).toEqual([true, false, true, true]);
    expect(() => bitstringOf([STATUS_LIST_SIZE])).toThrow(RangeError);
    expect(() => bitAt(bits, STATUS_LIST_SIZE)).toThrow(RangeError);
  });

  it('names the entry and the list credential as the spec does', () => {
    expect(revocationStatusEntry('https://lv.example', { list: 1, index: 94567 })).toEqual({
      id: 'https://lv.example/ob/status/1#94567',
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: '94567',
      statusListCredential: 'https://lv.example/ob/status/1',
    });
    expect(() =>
      revocationStatusEntry('https://lv.example', { list: 1, index: STATUS_LIST_SIZE }),
    ).toThrow(RangeError);
    expect(
      statusListCredential({
        id: 'https://lv.example/ob/status/1',
        issuerId: 'https://lv.example/ob/issuer',
        encodedList: 'uH4s',
        validFrom: '2026-12-07T10:00:00Z',
      }),
    ).toEqual({
      '@context': ['https://www.w3.org/ns/credentials/v2'],
      id: 'https://lv.example/ob/status/1',
      type: ['VerifiableCredential', 'BitstringStatusListCredential'],
      issuer: 'https://lv.example/ob/issuer',
      validFrom: '2026-12-07T10:00:00Z',
      credentialSubject: {
        id: 'https://lv.example/ob/status/1#list',
        type: 'BitstringStatusList',
        statusPurpose: 'revocation',
        encodedList: 'uH4s',
      },
    });
  });

  it('puts results, credits, evidence and the status entry where Open Badges 3.0 has them', () => {
    const input: CredentialInput = {
      id: 'https://lv.example/ob/certificates/AAAAAAAAAAAAAAAAAAAAAA',
      issuer: {
        id: 'https://lv.example/ob/issuer',
        name: 'LeadVillage',
        url: 'https://lv.example',
      },
      achievement: {
        id: A,
        name: 'J',
        description: 'D',
        criteria: 'C',
        achievementType: 'CertificateOfCompletion',
        creditsAvailable: 2,
        resultDescription: growthResultDescriptions(A),
      },
      holder: { name: 'Ama', identityHash: `sha256$${'ab'.repeat(32)}`, salt: 's' },
      awardedAt: 0,
      creditsEarned: 2,
      result: growthResults(A, { before: scores(30), after: scores(60) }),
      evidence: journeyEvidence({ mentoring: null, capstoneAcceptedOn: '2026-11-30' }),
      credentialStatus: revocationStatusEntry('https://lv.example', { list: 1, index: 5 }),
    };
    const c = openBadgeCredential(input);
    expect(c.credentialSubject.achievement.resultDescription).toHaveLength(8);
    expect(c.credentialSubject).toMatchObject({ creditsEarned: 2 });
    expect(c.credentialSubject.result).toHaveLength(8);
    expect(c.evidence).toHaveLength(1);
    expect(c.credentialStatus?.statusListIndex).toBe('5');
    const plain = openBadgeCredential({
      ...input,
      creditsEarned: undefined,
      result: [],
      evidence: [],
      credentialStatus: undefined,
    });
    expect(Object.keys(plain)).not.toContain('evidence');
    expect(Object.keys(plain)).not.toContain('credentialStatus');
    expect(Object.keys(plain.credentialSubject)).toEqual([
      'type',
      'name',
      'identifier',
      'achievement',
    ]);
  });
});
