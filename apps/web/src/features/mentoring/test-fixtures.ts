import type { MentoringSession } from '@lv/domain';

/** People and a session for the mentoring component tests. */
export const ama = { id: 'u-ama', name: 'Ama Mensah' };
export const kofi = { id: 'u-kofi', name: 'Kofi Boateng' };
export const ada = { id: 'user-1', name: 'Ada Learner' };

/** A pending session Ama logged with Ada, seen by Ada, unless overridden. */
export const mentoringSession = (overrides: Partial<MentoringSession> = {}): MentoringSession => ({
  id: 's1',
  role: 'mentee',
  mentor: ama,
  mentee: ada,
  day: '2026-11-20',
  week: '2026-W47',
  minutes: 45,
  // eslint-disable-next-line lingui/no-unlocalized-strings -- test data (a learner's own words), used only by tests
  topic: 'Delegating the weekly report',
  status: 'pending',
  loggedAt: '2026-11-20T10:00:00.000Z',
  respondedAt: null,
  expiresAt: '2026-12-04T10:00:00.000Z',
  xpAwarded: null,
  ...overrides,
});
