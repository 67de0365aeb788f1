import { describe, expect, it } from 'vitest';
import { describeAuditDetails } from './audit-text';

describe('describeAuditDetails', () => {
  it.each([
    [{ field: 'membershipStatus', from: 'free', to: 'paid' }, 'membership: free → paid'],
    [
      { field: 'transformationTier', from: null, to: 'individual_paid' },
      'tier: none → Individual (paid)',
    ],
    [
      {
        changes: {
          firstLeaderName: { from: 'Amara', to: 'Ngozi' },
          activeLeaders: { from: 1, to: 2 },
        },
      },
      'first leader: Amara → Ngozi; active leaders: 1 → 2',
    ],
    [
      { field: 'accountStatus', from: 'active', to: 'inactive', sessionsEnded: 1 },
      'status: active → inactive (1 session ended)',
    ],
    [{ reason: 'Bonus for mentoring' }, 'Bonus for mentoring'],
    [
      { event: 'Live clinic', startsAt: '2026-12-08T14:00:00.000Z', journeyId: null },
      'event “Live clinic” on 2026-12-08 14:00 UTC',
    ],
    [
      { event: 'Live clinic', changes: { joinUrl: { from: null, to: 'https://meet.example.org/x' } } },
      'event “Live clinic”: joining link: none → https://meet.example.org/x',
    ],
    [{ event: 'Live clinic', userId: 'u1' }, 'event “Live clinic”: learner u1 marked as attending'],
    [
      { attempts: 60, lastError: 'HTTP 500' },
      'queued again after 60 failed attempts (last error: HTTP 500)',
    ],
    [{ attempts: 3, lastError: null }, 'queued again after 3 failed attempts'],
    [
      { authorId: 'u1', title: 'Retro ideas', fields: ['title', 'body'] },
      'post “Retro ideas” (title and body)',
    ],
    [{ authorId: 'u1', title: 'Retro ideas' }, 'post “Retro ideas”'],
    [{ authorId: 'u1', postId: 'p1', comment: 'Spam here' }, 'comment “Spam here”'],
  ])('%j → %s', (details, text) => {
    expect(describeAuditDetails(details)).toBe(text);
  });
});

describe('describeAuditDetails for XP and badges', () => {
  it('reads an XP adjustment and a new badge in words', () => {
    expect(describeAuditDetails({ points: 150, reason: 'Led the webinar', ledgerId: 'x' })).toBe(
      '+150 XP, Led the webinar',
    );
    expect(describeAuditDetails({ points: -20, reason: 'Duplicate' })).toBe('-20 XP, Duplicate');
    expect(describeAuditDetails({ name: 'Mentor', rule: { kind: 'total_xp', target: 10 } })).toBe(
      '“Mentor”',
    );
  });
});

describe('describeAuditDetails for FAQ entries', () => {
  it.each([
    [
      { question: 'How do streaks work?', category: 'XP, levels and streaks' },
      '“How do streaks work?”',
    ],
    [{ question: 'How do streaks work?', from: 3, to: 2 }, '“How do streaks work?”: place 3 → 2'],
    [
      { question: 'Q?', changes: { category: { from: 'Privacy', to: 'Badges' } } },
      'category: Privacy → Badges',
    ],
  ])('%j → %s', (details, text) => {
    expect(describeAuditDetails(details)).toBe(text);
  });
});

describe('describeAuditDetails for capstone reviews', () => {
  it('names the version decided and the start of the feedback', () => {
    expect(
      describeAuditDetails({
        learnerId: 'u1',
        journeyId: 'j1',
        submission: 2,
        feedback: 'Clear and honest.',
      }),
    ).toBe('version 2: “Clear and honest.”');
  });
});
