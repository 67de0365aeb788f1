import { describe, expect, it } from 'vitest';
import { leaderDigest, type DigestMember } from './leader-digest';

const NOW = Date.UTC(2026, 11, 7, 8);
const daysAgo = (n: number) => NOW - n * 86_400_000;
const member = (
  name: string,
  weekXp: number,
  weekModules: number,
  lastActive: number | null,
): DigestMember => ({
  name,
  weekXp,
  weekModules,
  lastActive,
});

describe('leaderDigest', () => {
  it('is null for a village with no member besides its leader', () => {
    expect(leaderDigest([], NOW)).toBeNull();
  });

  it.each([
    [
      'counts the active, the modules and the one who moved most',
      [
        member('Ama', 300, 3, daysAgo(1)),
        member('Kofi', 100, 1, daysAgo(2)),
        member('Zara', 0, 0, daysAgo(5)),
      ],
      {
        members: 3,
        active: 2,
        modules: 4,
        mostMoved: { name: 'Ama', xp: 300 },
        quiet: [],
        quietMore: 0,
      },
    ],
    [
      'breaks a tie for most moved by name, and names nobody when nobody earned XP',
      [member('Kofi', 100, 1, daysAgo(1)), member('Ama', 100, 1, daysAgo(1))],
      {
        members: 2,
        active: 2,
        modules: 2,
        mostMoved: { name: 'Ama', xp: 100 },
        quiet: [],
        quietMore: 0,
      },
    ],
    [
      'names no one as most moved in a quiet week',
      [member('Ama', 0, 0, daysAgo(3))],
      { members: 1, active: 0, modules: 0, mostMoved: null, quiet: [], quietMore: 0 },
    ],
    [
      'names the quiet from 14 days, never active first, then longest quiet, at most 3',
      [
        member('Ama', 0, 0, daysAgo(14)),
        member('Bola', 0, 0, daysAgo(13)),
        member('Chidi', 0, 0, daysAgo(40)),
        member('Dede', 0, 0, null),
        member('Efua', 0, 0, daysAgo(20)),
      ],
      {
        members: 5,
        active: 0,
        modules: 0,
        mostMoved: null,
        quiet: ['Dede', 'Chidi', 'Efua'],
        quietMore: 1,
      },
    ],
  ])('%s', (_, members, expected) => {
    expect(leaderDigest(members, NOW)).toEqual(expected);
  });
});
