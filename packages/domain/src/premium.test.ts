import { describe, expect, it } from 'vitest';
import { LEVELS } from './levels';
import {
  ecosystemFeatures,
  ecosystemLink,
  featuresAtLevel,
  featuresOpenTo,
  FEATURES,
  paidPlanFeatures,
} from './premium';

describe('the plans-and-levels table', () => {
  it('has the spec ecosystem cards in the spec order, premium as the spec marks them', () => {
    expect(ecosystemFeatures().map((f) => [f.name, f.plan])).toEqual([
      ['Transformation Partner', 'paid'],
      ['Podcast', 'everyone'],
      ['Book Club', 'paid'],
      ['Impact Log', 'everyone'],
      ['Peer-to-Peer Circles', 'paid'],
      ['Webinars & Events', 'everyone'],
    ]);
  });

  it('gives every built feature a screen, and no unbuilt one', () => {
    for (const f of FEATURES) expect(f.route !== null, f.id).toBe(f.built);
  });

  it('sells with paid membership only what is built, and names the rest as coming', () => {
    const { included, coming } = paidPlanFeatures();
    expect(included.every((f) => f.built && f.plan === 'paid')).toBe(true);
    expect(included.map((f) => f.id)).toContain('points');
    expect(coming.every((f) => !f.built)).toBe(true);
    expect(new Set([...included, ...coming].map((f) => f.id))).toEqual(
      new Set(FEATURES.filter((f) => f.plan === 'paid').map((f) => f.id)),
    );
  });

  it.each([
    ['free', ['podcast', 'impact-log', 'webinars-events', 'mentoring-as-mentor', 'elite-certification']],
    ['paid', ['podcast', 'impact-log', 'webinars-events', 'points', 'mentoring-as-mentor', 'elite-certification']],
  ] as const)('opens to a %s member the built features of their plan', (membership, ids) => {
    const open = featuresOpenTo(membership).map((f) => f.id);
    for (const id of ids) expect(open).toContain(id);
    if (membership === 'free') expect(open).not.toContain('points');
    expect(featuresOpenTo(membership).every((f) => f.built)).toBe(true);
  });

  it.each([
    [1, []],
    [2, ['group-challenges']],
    [3, ['mentoring-as-mentor']],
    [4, ['elite-certification']],
  ] as const)('level %i unlocks %j', (level, ids) => {
    expect(featuresAtLevel(level).map((f) => f.id)).toEqual(ids);
  });

  it('knows no level outside the four', () => {
    expect(() => featuresAtLevel(5)).toThrow(RangeError);
    expect(LEVELS.map((l) => featuresAtLevel(l.number).length).reduce((a, b) => a + b)).toBe(
      FEATURES.filter((f) => f.minLevel !== null).length,
    );
  });

  it.each([
    ['impact-log', 'free', '/impact-log'],
    ['impact-log', null, '/impact-log'],
    ['webinars-events', 'paid', '/events'],
    ['book-club', 'paid', null],
    ['transformation-partner', 'free', null],
    ['podcast', 'free', '/podcast'],
    ['podcast', null, '/podcast'],
  ] as const)('links the %s card for a %s member to %s', (id, membership, to) => {
    expect(
      ecosystemLink(
        FEATURES.find((f) => f.id === id)!,
        membership,
      ),
    ).toBe(to);
  });

  it('sends a free member from a built premium card to the upgrade page', () => {
    const built = {
      ...FEATURES.find((f) => f.id === 'book-club')!,
      built: true,
      route: '/book-club',
    };
    expect(ecosystemLink(built, 'free')).toBe('/upgrade');
    expect(ecosystemLink(built, null)).toBe('/upgrade');
    expect(ecosystemLink(built, 'paid')).toBe('/book-club');
  });
});
