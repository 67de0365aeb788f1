import { describe, expect, it } from 'vitest';
import { COUNTRIES, countryName } from './countries';
import { fitPersonName, fitPhotoUrl, isSafeImageUrl, PERSONALITY_TYPES, personalityType, PersonNameSchema, ProfileUpdateSchema } from './profile';

describe('isSafeImageUrl', () => {
  it.each([
    ['https://example.com/me.png', true],
    ['https://cdn.example.org:8443/a/b.jpg?size=200#x', true],
    ['http://example.com/me.png', false],
    ['javascript:alert(1)', false],
    ['data:image/png;base64,AAAA', false],
    ['https://user:pass@example.com/me.png', false],
    ['https://example.com/a b.png', false],
    ['https://example.com/"onerror="x', false],
    ['//example.com/me.png', false],
    ['https://', false],
  ])('%s → %s', (url, ok) => {
    expect(isSafeImageUrl(url)).toBe(ok);
  });
});

describe('ProfileUpdateSchema', () => {
  it.each([
    ['a name', { name: 'Ada' }, true],
    ['an empty name', { name: '  ' }, false],
    ['an https photo', { image: 'https://example.com/a.png' }, true],
    ['an http photo', { image: 'http://example.com/a.png' }, false],
    ['no photo', { image: '' }, true],
    ['a bio of 500 characters', { bio: 'b'.repeat(500) }, true],
    ['a bio of 501 characters', { bio: 'b'.repeat(501) }, false],
    ['a country code', { country: 'NG' }, true],
    ['an unknown country', { country: 'XX' }, false],
    ['an IANA timezone', { timezone: 'Africa/Lagos' }, true],
    ['a made-up timezone', { timezone: 'Mars/Olympus' }, false],
    ['a DISC style', { personalityType: 'steadiness' }, true],
    ['an unknown style', { personalityType: 'introvert' }, false],
    ['privacy', { leaderboardHidden: true }, true],
    ['role', { role: 'admin' }, false],
    ['points', { points: 1_000_000 }, false],
    ['membershipStatus', { membershipStatus: 'paid' }, false],
    ['transformationTier', { transformationTier: 'corporate_leader' }, false],
    ['accountStatus', { accountStatus: 'active' }, false],
  ])('%s → %s', (_name, input, ok) => {
    expect(ProfileUpdateSchema.safeParse(input).success).toBe(ok);
  });

  it('turns an empty photo and bio into none', () => {
    expect(ProfileUpdateSchema.parse({ image: ' ', bio: '  ' })).toEqual({ image: null, bio: null });
  });
});

describe('personality types and countries', () => {
  it('has the four DISC styles, each described', () => {
    expect(PERSONALITY_TYPES.map((p) => p.label)).toEqual(['Dominance', 'Influence', 'Steadiness', 'Conscientiousness']);
    for (const p of PERSONALITY_TYPES) expect(p.description.length).toBeGreaterThan(20);
    expect(personalityType('influence')?.label).toBe('Influence');
    expect(personalityType('x')).toBeUndefined();
  });

  it.each([
    ['NG', 'Nigeria'],
    ['KE', 'Kenya'],
    ['ZA', 'South Africa'],
    ['GH', 'Ghana'],
    ['QQ', 'QQ'],
  ])('%s → %s', (code, name) => {
    expect(countryName(code)).toBe(name);
  });

  it('lists over 200 countries with unique names', () => {
    const names = Object.values(COUNTRIES);
    expect(names.length).toBeGreaterThan(200);
    expect(new Set(names).size).toBe(names.length);
  });

  it('lists them in the order of their English names', () => {
    const names = Object.values(COUNTRIES);
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
  });
});

describe('a person’s name', () => {
  it.each([
    ['Ada\nLovelace', 'Ada Lovelace'],
    ['Ada\u202E ecalevol', 'Ada ecalevol'],
    ['\u0007Ada\u200B', 'Ada'],
  ])('%j is kept on one clean line: %j', (input, clean) => {
    expect(PersonNameSchema.parse(input)).toBe(clean);
  });

  it('refuses more than 80 characters and a name that is only invisible characters', () => {
    expect(PersonNameSchema.safeParse('x'.repeat(81)).error?.issues[0]?.message).toBe('Use at most 80 characters');
    expect(PersonNameSchema.safeParse('\u202E\n').error?.issues[0]?.message).toBe('Enter your name');
  });

  it('fits a provider’s name and photo instead of refusing them, never cutting a character in half', () => {
    expect(fitPersonName(`Eve\n${'e'.repeat(200)}`)).toBe(`Eve ${'e'.repeat(76)}`);
    expect(fitPersonName(`${'x'.repeat(79)}🙂`)).toBe('x'.repeat(79));
    expect(fitPersonName(`${'x'.repeat(79)}ọ̀`)).toBe('x'.repeat(79));
    expect(fitPersonName('Chúkwúemeka Ọ̀kọ̀nkwọ́')).toBe('Chúkwúemeka Ọ̀kọ̀nkwọ́');
    expect(fitPhotoUrl('javascript:alert(1)')).toBeNull();
    expect(fitPhotoUrl(`https://example.com/${'a'.repeat(500)}`)).toBeNull();
    expect(fitPhotoUrl(' https://example.com/a.png ')).toBe('https://example.com/a.png');
    expect(fitPhotoUrl(undefined)).toBeNull();
  });
});
