import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { BUILT_IN_BADGES } from './badges';
import {
  badgeAchievementInput,
  certificateAchievementInput,
  CredentialIdSchema,
  credentialDateTime,
  credentialFileName,
  describeJourneyCriteria,
  issuerKeyId,
  issuerProfile,
  OB_V3_CONTEXT,
  openBadgeAchievement,
  openBadgeCredential,
  VC_V2_CONTEXT,
  type CredentialInput,
} from './open-badges';

const issuer = { id: 'https://leadvillage.example/ob/issuer', name: 'LeadVillage', url: 'https://leadvillage.example' };
const hash = `sha256$${'ab'.repeat(32)}`;
const badgeInput: CredentialInput = {
  id: 'https://leadvillage.example/ob/badges/AAAAAAAAAAAAAAAAAAAAAA',
  issuer,
  achievement: {
    id: 'https://leadvillage.example/ob/achievements/badges/data-master',
    name: 'Data Master',
    description: 'Complete 8 modules on data literacy and digital tools.',
    criteria: 'Complete a module 8 times',
    achievementType: 'Badge',
  },
  holder: { name: 'Adéwálé Ọ̀ṣọ́', identityHash: hash, salt: 'AAAAAAAAAAAAAAAAAAAAAA' },
  awardedAt: Date.UTC(2026, 10, 24, 8, 30, 0, 456),
};

describe('credentialDateTime', () => {
  it.each([
    [0, '1970-01-01T00:00:00Z'],
    [Date.UTC(2026, 10, 24, 8, 30, 0, 456), '2026-11-24T08:30:00Z'],
    [Date.UTC(2026, 11, 31, 23, 59, 59, 999), '2026-12-31T23:59:59Z'],
  ])('%i → %s', (ms, text) => {
    expect(credentialDateTime(ms)).toBe(text);
  });
});

describe('CredentialIdSchema', () => {
  it.each([
    ['AAAAAAAAAAAAAAAAAAAAAA', true],
    ['a-b_c-d_e-f_g-h_i-j_kl', true],
    ['AAAAAAAAAAAAAAAAAAAAA', false],
    ['AAAAAAAAAAAAAAAAAAAAAAA', false],
    ['AAAAAAAAAAAAAAAAAAAA/A', false],
    ['1', false],
  ])('%s valid: %s', (id, valid) => {
    expect(CredentialIdSchema.safeParse(id).success).toBe(valid);
  });
});

describe('openBadgeCredential', () => {
  it('builds an OpenBadgeCredential: contexts in order, issuer, holder by name and hashed id, achievement, dates', () => {
    const c = openBadgeCredential(badgeInput);
    expect(c['@context']).toEqual([VC_V2_CONTEXT, OB_V3_CONTEXT]);
    expect(c.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(c.issuer).toEqual({ ...issuer, type: ['Profile'] });
    expect(c.validFrom).toBe('2026-11-24T08:30:00Z');
    expect(c.awardedDate).toBe('2026-11-24T08:30:00Z');
    expect(c.name).toBe('Data Master');
    expect(c.credentialSubject).toEqual({
      type: ['AchievementSubject'],
      name: 'Adéwálé Ọ̀ṣọ́',
      identifier: [{ type: 'IdentityObject', identityHash: hash, identityType: 'systemId', hashed: true, salt: 'AAAAAAAAAAAAAAAAAAAAAA' }],
      achievement: {
        id: badgeInput.achievement.id,
        type: ['Achievement'],
        achievementType: 'Badge',
        name: 'Data Master',
        description: 'Complete 8 modules on data literacy and digital tools.',
        criteria: { narrative: 'Complete a module 8 times' },
      },
    });
  });

  it('carries a certificate: credits and image', () => {
    const a = openBadgeAchievement({
      id: 'https://leadvillage.example/ob/achievements/journeys/j1',
      name: 'Digital Transformation Leader',
      description: 'Completed the journey.',
      criteria: 'Complete every module and the capstone',
      achievementType: 'CertificateOfCompletion',
      creditsAvailable: 12.5,
      image: { id: 'https://leadvillage.example/cert.png' },
    });
    expect(a.creditsAvailable).toBe(12.5);
    expect(a.image).toEqual({ id: 'https://leadvillage.example/cert.png', type: 'Image' });
  });

  it.each<[string, (i: CredentialInput) => CredentialInput, string]>([
    ['an empty criteria', (i) => ({ ...i, achievement: { ...i.achievement, criteria: '  ' } }), 'The criteria is required'],
    ['an empty holder name', (i) => ({ ...i, holder: { ...i.holder, name: '' } }), 'The holder name is required'],
    ['a plain account id as identity hash', (i) => ({ ...i, holder: { ...i.holder, identityHash: 'user-1' } }), 'The identity hash must be sha256$ and 64 hex digits'],
    ['a non-URL achievement id', (i) => ({ ...i, achievement: { ...i.achievement, id: 'data-master' } }), 'The achievement id must be an http(s) URL'],
    ['a javascript: issuer url', (i) => ({ ...i, issuer: { ...i.issuer, url: 'javascript:alert(1)' } }), 'The issuer url must be an http(s) URL'],
    ['a holder email', (i) => ({ ...i, holder: { ...i.holder, email: 'ada@example.com' } as CredentialInput['holder'] }), 'Unrecognized key: "email"'],
    ['a fractional award time', (i) => ({ ...i, awardedAt: 1.5 }), 'expected int'],
  ])('refuses %s', (_name, change, message) => {
    let error: unknown;
    try {
      openBadgeCredential(change(badgeInput));
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ZodError);
    expect((error as ZodError).issues.map((i) => i.message).join(' | ')).toContain(message);
  });
});

describe('badgeAchievementInput', () => {
  it.each([
    ['data-master', 'https://lv.example/ob/achievements/badges/data-master', 'Complete Module 8 times.'],
    ['change-champion', 'https://lv.example/ob/achievements/badges/change-champion', 'Submit Weekly Reflection 6 times.'],
    ['leadership-excellence', 'https://lv.example/ob/achievements/badges/leadership-excellence', 'Peer Mentoring 5 times.'],
    ['transformation-catalyst', 'https://lv.example/ob/achievements/badges/transformation-catalyst', 'Earn 5,001 XP.'],
  ])('%s: id %s, criteria %s', (id, url, criteria) => {
    const badge = BUILT_IN_BADGES.find((b) => b.id === id)!;
    expect(badgeAchievementInput('https://lv.example', badge)).toEqual({ id: url, name: badge.name, description: badge.description, criteria, achievementType: 'Badge' });
  });
  it('escapes an id that is not URL-safe', () => {
    const a = badgeAchievementInput('https://lv.example', { id: 'a b/c', name: 'N', description: 'D', rule: { kind: 'total_xp', target: 1 } });
    expect(a.id).toBe('https://lv.example/ob/achievements/badges/a%20b%2Fc');
  });
});

describe('issuerProfile', () => {
  it('publishes the key as a Multikey under #key-1, named as the assertion method', () => {
    const p = issuerProfile({ ...issuer, description: 'Leadership journeys.', publicKeyMultibase: 'z6MkjZRZv3aez3r18pB1RBFJR1kwUVJ5jHt92JmQwXbd5hwi' });
    const keyId = issuerKeyId(issuer.id);
    expect(keyId).toBe('https://leadvillage.example/ob/issuer#key-1');
    expect(p.type).toEqual(['Profile']);
    expect(p.verificationMethod).toEqual([{ id: keyId, type: 'Multikey', controller: issuer.id, publicKeyMultibase: 'z6MkjZRZv3aez3r18pB1RBFJR1kwUVJ5jHt92JmQwXbd5hwi' }]);
    expect(p.assertionMethod).toEqual([keyId]);
    expect(p['@context'].slice(0, 2)).toEqual([VC_V2_CONTEXT, OB_V3_CONTEXT]);
  });
});

describe('certificateAchievementInput', () => {
  const base = 'https://leadvillage.example';
  const cert = { journeyId: 'amara', journeyTitle: "Amara's journey", cpdMinutes: 270, accreditor: null, rule: { requiredModules: 8, requiredWebinars: 2, capstoneRequired: true } };

  it('names the journey, its CPD hours and its completion rule', () => {
    expect(certificateAchievementInput(base, cert)).toEqual({
      id: 'https://leadvillage.example/journeys/amara',
      name: "Amara's journey",
      description: "Certificate of completion of the leadership journey Amara's journey: 4.5 CPD hours (4:30).",
      criteria: "To complete the journey Amara's journey: complete its 8 required modules, each with a written reflection, attend 2 of its webinars and have a capstone project accepted.",
      achievementType: 'CertificateOfCompletion',
      creditsAvailable: 4.5,
    });
  });

  it('names the accrediting body when set, and states no credits for a journey worth none', () => {
    const a = certificateAchievementInput(base, { ...cert, cpdMinutes: 0, accreditor: { name: 'CPD Standards Office', number: 'P-40123' } });
    expect(a.description).toBe("Certificate of completion of the leadership journey Amara's journey: 0 CPD hours (0:00). CPD accredited by CPD Standards Office, accreditation no. P-40123.");
    expect(a).not.toHaveProperty('creditsAvailable');
    // The achievement it builds is a valid Achievement input (positive credits only).
    expect(() => openBadgeAchievement(a)).not.toThrow();
  });

  it.each([
    [{ requiredModules: 1, requiredWebinars: 0, capstoneRequired: false }, 'To complete the journey J: complete its 1 required module, each with a written reflection.'],
    [{ requiredModules: 3, requiredWebinars: 1, capstoneRequired: false }, 'To complete the journey J: complete its 3 required modules, each with a written reflection and attend one of its webinars.'],
    [{ requiredModules: 3, requiredWebinars: 0, capstoneRequired: true }, 'To complete the journey J: complete its 3 required modules, each with a written reflection and have a capstone project accepted.'],
    [null, 'Meet the completion rule of the journey J.'],
  ])('describes the rule %j', (rule, text) => {
    expect(describeJourneyCriteria('J', rule)).toBe(text);
  });
});

describe('credentialFileName', () => {
  it.each([
    ["Amara's 6-month leadership journey", 'amara-s-6-month-leadership-journey-credential.json'],
    ['  Data Master! ', 'data-master-credential.json'],
    ['Ọ̀kọ̀nkwọ́ Path', 'okonkwo-path-credential.json'],
    ['日本', 'open-badge-credential.json'],
  ])('%s → %s', (name, file) => {
    expect(credentialFileName(name)).toBe(file);
  });
});
