import { describe, expect, it } from 'vitest';
import {
  nextSendTime,
  planAssignmentReminders,
  planCapstoneReviewed,
  planCohortStarting,
  planFollowUpAssessment,
  planInactivity,
  planLeaderDigest,
  planMentoringWaiting,
  planRoiRemeasure,
  planStreakAtRisk,
  planWebinarReminders,
  remindersDue,
  type PlannedReminder,
  type Recipient,
  type SentCauses,
} from './reminder-plans';
import { zonedWallTimeToUtc, utcToZonedWallTime } from './zoned-time';

const MINUTE = 60_000;
/** A fake clock steps through weeks of minutes: generous time on a busy machine. */
const SLOW = { timeout: 60_000 };
const who = (timeZone: string): Recipient => ({ userId: 'u1', timeZone, locale: 'fr' });
/** A local wall time in a zone, as an instant. */
const local = (wall: string, zone: string) => zonedWallTimeToUtc(wall, zone)!;

/**
 * A fake clock: from `from` to `to` (local wall times) every `step` minutes, plans with the causes
 * sent so far and sends what is due, as the job engine will. Returns each send as [cause, local time].
 */
function run(
  zone: string,
  from: string,
  to: string,
  plan: (sent: SentCauses, now: number) => PlannedReminder[],
  step = 5,
  skip?: (now: number) => boolean,
) {
  const sent = new Set<string>();
  const log: Array<[string, string]> = [];
  for (let now = local(from, zone); now <= local(to, zone); now += step * MINUTE) {
    if (skip?.(now)) continue;
    for (const r of remindersDue(plan(sent, now), now)) {
      expect(r).toMatchObject({ userId: 'u1', locale: 'fr', timeZone: zone });
      sent.add(r.cause);
      log.push([r.cause, utcToZonedWallTime(now, zone)]);
    }
  }
  return log;
}

describe.each(['Africa/Lagos', 'Africa/Nairobi', 'Africa/Cairo'])(
  'reminders in %s, with a fake clock',
  (zone) => {
    const to = who(zone);

    it('a registered webinar: the day before at 09:00, then 1 hour before, once each', SLOW, () => {
      const startsAt = local('2026-12-10T15:00', zone);
      const log = run(zone, '2026-12-08T00:00', '2026-12-11T00:00', (sent) =>
        planWebinarReminders(to, { eventId: 'w1', startsAt }, sent),
      );
      const id = `u1:w1:${new Date(startsAt).toISOString()}`;
      expect(log).toEqual([
        [`webinar-tomorrow:${id}`, '2026-12-09T09:00'],
        [`webinar-soon:${id}`, '2026-12-10T14:00'],
      ]);
    });

    it(
      'a webinar at 08:30 gets its 1-hour reminder at 08:00; one at 21:00 gets none (it would come after)',
      SLOW,
      () => {
        const early = local('2026-12-10T08:30', zone);
        const late = local('2026-12-10T21:00', zone);
        const plan = (sent: SentCauses) => [
          ...planWebinarReminders(to, { eventId: 'e', startsAt: early }, sent),
          ...planWebinarReminders(to, { eventId: 'l', startsAt: late }, sent),
        ];
        const log = run(zone, '2026-12-09T00:00', '2026-12-11T00:00', plan);
        expect(log.map(([cause, time]) => [cause.split(':').slice(0, 3).join(':'), time])).toEqual([
          ['webinar-tomorrow:u1:e', '2026-12-09T09:00'],
          ['webinar-tomorrow:u1:l', '2026-12-09T09:00'],
          ['webinar-soon:u1:e', '2026-12-10T08:00'],
        ]);
      },
    );

    it('a cohort starting tomorrow, at 09:00 the day before', SLOW, () => {
      const log = run(zone, '2026-12-12T00:00', '2026-12-15T00:00', (sent) =>
        planCohortStarting(to, { cohortId: 'c1', startDay: '2026-12-14' }, sent),
      );
      expect(log).toEqual([['cohort-starting:u1:c1:2026-12-14', '2026-12-13T09:00']]);
    });

    it(
      'work due in 5 days, then overdue the day after and weekly, 3 times, then nothing',
      SLOW,
      () => {
        const work = { assignmentId: 'a1', dueDay: '2026-12-10', done: false };
        const log = run(
          zone,
          '2026-12-01T00:00',
          '2027-01-10T00:00',
          (sent) => planAssignmentReminders(to, work, sent),
          30,
        );
        expect(log).toEqual([
          ['due-soon:u1:a1:2026-12-10', '2026-12-05T09:00'],
          ['overdue:u1:a1:2026-12-10:1', '2026-12-11T09:00'],
          ['overdue:u1:a1:2026-12-10:2', '2026-12-18T09:00'],
          ['overdue:u1:a1:2026-12-10:3', '2026-12-25T09:00'],
        ]);
        expect(
          run(
            zone,
            '2026-12-01T00:00',
            '2027-01-10T00:00',
            (sent) => planAssignmentReminders(to, { ...work, done: true }, sent),
            60,
          ),
        ).toEqual([]);
      },
    );

    it(
      'a job engine down for two weeks sends the overdue reminder of now, not the missed ones',
      SLOW,
      () => {
        const work = { assignmentId: 'a1', dueDay: '2026-12-10', done: false };
        const down = (now: number) =>
          now >= local('2026-12-11T00:00', zone) && now < local('2026-12-20T12:00', zone);
        const log = run(
          zone,
          '2026-12-10T00:00',
          '2027-01-10T00:00',
          (sent) => planAssignmentReminders(to, work, sent),
          30,
          down,
        );
        expect(log).toEqual([
          ['due-soon:u1:a1:2026-12-10', '2026-12-10T08:00'],
          ['overdue:u1:a1:2026-12-10:2', '2026-12-20T12:00'],
          ['overdue:u1:a1:2026-12-10:3', '2026-12-25T09:00'],
        ]);
      },
    );

    it.each([
      ['2026-12-08T10:00', 5, [['streak-at-risk:u1:2026-12-08', '2026-12-09T09:00']]],
      ['2026-12-08T06:00', 3, [['streak-at-risk:u1:2026-12-08', '2026-12-09T08:00']]], // 05:00 waits for the morning
      ['2026-12-08T21:30', 9, [['streak-at-risk:u1:2026-12-08', '2026-12-09T19:00']]], // before quiet hours, while it can be saved
      ['2026-12-08T10:00', 2, []], // streaks under 3 days get none
    ])('a streak at risk: last XP at %s, a %i-day streak', (lastXp, days, expected) => {
      const lastXpAt = local(lastXp, zone);
      expect(
        run(zone, '2026-12-08T00:00', '2026-12-11T00:00', (sent) =>
          planStreakAtRisk(to, { days, lastXpAt }, sent),
        ),
      ).toEqual(expected);
    });

    it('inactive for 3, 7 and 14 days, then silence', SLOW, () => {
      const lastActiveAt = local('2026-12-01T22:00', zone);
      const log = run(
        zone,
        '2026-12-01T22:00',
        '2027-01-10T00:00',
        (sent) => planInactivity(to, { lastActiveAt }, sent),
        15,
      );
      expect(log).toEqual([
        ['inactive:u1:2026-12-01:3', '2026-12-05T08:00'],
        ['inactive:u1:2026-12-01:7', '2026-12-09T08:00'],
        ['inactive:u1:2026-12-01:14', '2026-12-16T08:00'],
      ]);
    });

    it(
      'a mentoring request unanswered for 2 days, and a capstone reviewed late in the evening',
      SLOW,
      () => {
        const requestedAt = local('2026-12-08T21:00', zone);
        const reviewedAt = local('2026-12-08T22:30', zone);
        const plan = (sent: SentCauses) => [
          ...planMentoringWaiting(
            to,
            {
              requestId: 'm1',
              requestedAt,
              expiresAt: requestedAt + 14 * 86_400_000,
              answered: false,
            },
            sent,
          ),
          ...planCapstoneReviewed(to, { submissionId: 's1', reviewedAt }, sent),
        ];
        expect(run(zone, '2026-12-08T00:00', '2026-12-13T00:00', plan)).toEqual([
          [`capstone-reviewed:u1:s1:${new Date(reviewedAt).toISOString()}`, '2026-12-09T08:00'],
          ['mentoring-waiting:u1:m1', '2026-12-11T08:00'],
        ]);
        expect(
          planMentoringWaiting(
            to,
            {
              requestId: 'm1',
              requestedAt,
              expiresAt: requestedAt + 14 * 86_400_000,
              answered: true,
            },
            new Set(),
          ),
        ).toEqual([]);
      },
    );

    it.each([
      ['in the afternoon: when it opens', '2026-12-01T15:00', '2027-03-01T15:00'],
      ['early in the morning: at 09:00 that day', '2026-12-01T06:00', '2027-03-01T09:00'],
      ['late in the evening: at 08:00 the next day', '2026-12-01T21:30', '2027-03-02T08:00'],
    ])(
      'the 90-day assessment of a journey completed %s',
      (_, completed, expected) => {
        const completedAt = local(completed, zone);
        const plan = (sent: SentCauses) =>
          planFollowUpAssessment(to, { journeyId: 'j1', completedAt, taken: false }, sent);
        expect(run(zone, '2027-02-28T00:00', '2027-03-05T00:00', plan)).toEqual([
          ['follow-up-assessment:u1:j1', expected],
        ]);
      },
      SLOW.timeout,
    );

    it('no 90-day reminder once taken, nor 30 days after it opened', () => {
      const completedAt = local('2026-12-01T15:00', zone);
      const opens = local('2027-03-01T15:00', zone);
      expect(
        planFollowUpAssessment(to, { journeyId: 'j1', completedAt, taken: true }, new Set()),
      ).toEqual([]);
      const late = planFollowUpAssessment(
        to,
        { journeyId: 'j1', completedAt, taken: false },
        new Set(),
      );
      expect(remindersDue(late, opens + 29 * 86_400_000)).toHaveLength(1);
      expect(remindersDue(late, opens + 30 * 86_400_000)).toEqual([]);
    });

    it.each([
      ['in the afternoon: 30 and 90 days later at that time', '2026-12-01T15:00', '15:00'],
      ['early in the morning: at 09:00 those days', '2026-12-01T06:00', '09:00'],
      ['late in the evening: at 08:00 the next days', '2026-12-01T21:30', '08:00'],
    ])(
      'an ROI estimate first saved %s, never re-measured',
      (_, saved, time) => {
        const estimates = [{ id: 'e1', savedAt: local(saved, zone), score: 40 }];
        const plan = (sent: SentCauses) => planRoiRemeasure(to, estimates, sent);
        const late = time === '08:00';
        expect(run(zone, '2026-12-30T00:00', '2027-03-03T00:00', plan, 15)).toEqual([
          ['roi-remeasure:u1:30', `${late ? '2027-01-01' : '2026-12-31'}T${time}`],
          ['roi-remeasure:u1:90', `${late ? '2027-03-02' : '2027-03-01'}T${time}`],
        ]);
      },
      SLOW.timeout,
    );

    it("a leader's weekly digest, Monday 09:00, once a week; none for a learner", SLOW, () => {
      const log = run(
        zone,
        '2026-12-07T00:00',
        '2026-12-28T00:00',
        (sent, now) => planLeaderDigest(to, { leads: true }, now, sent),
        15,
      );
      expect(log).toEqual([
        ['leader-digest:u1:2026-W50', '2026-12-07T09:00'],
        ['leader-digest:u1:2026-W51', '2026-12-14T09:00'],
        ['leader-digest:u1:2026-W52', '2026-12-21T09:00'],
      ]);
      expect(planLeaderDigest(to, { leads: false }, Date.now(), new Set())).toEqual([]);
    });
  },
);

describe('reminders across a change of the clocks (Africa/Cairo, forward at 00:00 on 24 April 2026)', () => {
  const zone = 'Africa/Cairo';
  const to = who(zone);

  it('a streak at risk 23 hours later reads the new offset: 10:00 EET becomes 10:00 EEST', () => {
    const lastXpAt = local('2026-04-23T10:00', zone);
    expect(
      run(zone, '2026-04-23T00:00', '2026-04-26T00:00', (sent) =>
        planStreakAtRisk(to, { days: 4, lastXpAt }, sent),
      ),
    ).toEqual([['streak-at-risk:u1:2026-04-23', '2026-04-24T10:00']]);
  });

  it('a capstone reviewed at 23:00 the night the clocks change goes at 08:00 summer time', () => {
    const reviewedAt = local('2026-04-23T23:00', zone);
    const log = run(zone, '2026-04-23T22:00', '2026-04-25T00:00', (sent) =>
      planCapstoneReviewed(to, { submissionId: 's', reviewedAt }, sent),
    );
    expect(log.map(([, time]) => time)).toEqual(['2026-04-24T08:00']);
    expect(log).toHaveLength(1);
  });
});

describe('planning', () => {
  const to = who('Africa/Lagos');

  it('a mentoring confirmation waiting: none once its links have expired', () => {
    const requestedAt = Date.UTC(2026, 11, 1, 12);
    const request = {
      requestId: 'm1',
      requestedAt,
      expiresAt: requestedAt + 3 * 86_400_000,
      answered: false,
    };
    const planned = planMentoringWaiting(to, request, new Set());
    expect(remindersDue(planned, requestedAt + 2 * 86_400_000).map((r) => r.cause)).toEqual([
      'mentoring-waiting:u1:m1',
    ]);
    expect(remindersDue(planned, requestedAt + 3 * 86_400_000)).toEqual([]);
    const expiring = { ...request, expiresAt: requestedAt + 2 * 86_400_000 };
    expect(planMentoringWaiting(to, expiring, new Set())).toEqual([]);
  });

  it('an ROI re-measure: none once done, only the latest when a later one opened, the last kept 30 days', () => {
    const first = Date.UTC(2026, 11, 1, 14); // 15:00 in Lagos
    const day = (n: number) => first + n * 86_400_000;
    const e1 = { id: 'e1', savedAt: first, score: 40 };
    const causes = (list: PlannedReminder[]) => list.map((r) => r.cause);
    const remeasured = planRoiRemeasure(
      to,
      [e1, { id: 'e2', savedAt: day(31), score: 55 }],
      new Set(),
    );
    expect(causes(remeasured)).toEqual(['roi-remeasure:u1:90', 'roi-remeasure:u1:180']);
    const never = planRoiRemeasure(to, [e1], new Set());
    expect(causes(remeasured.filter((r) => r.sendAt <= day(95)))).toEqual(['roi-remeasure:u1:90']);
    expect(causes(remindersDue(never, day(95)))).toEqual(['roi-remeasure:u1:90']);
    expect(causes(remindersDue(never, day(209)))).toEqual(['roi-remeasure:u1:180']);
    expect(remindersDue(never, day(210))).toEqual([]);
    expect(planRoiRemeasure(to, [], new Set())).toEqual([]);
    expect(causes(planRoiRemeasure(to, [e1], new Set(['roi-remeasure:u1:30'])))).toEqual([
      'roi-remeasure:u1:90',
      'roi-remeasure:u1:180',
    ]);
  });

  it('plans nothing for a cause already sent', () => {
    const [first] = planCohortStarting(to, { cohortId: 'c', startDay: '2026-12-14' }, new Set());
    expect(
      planCohortStarting(to, { cohortId: 'c', startDay: '2026-12-14' }, new Set([first!.cause])),
    ).toEqual([]);
  });

  it('nextSendTime: now when due in the hours, the morning in the night, null once expired', () => {
    const [r] = planCohortStarting(to, { cohortId: 'c', startDay: '2026-12-14' }, new Set());
    expect(nextSendTime(r!, local('2026-12-13T07:00', 'Africa/Lagos'))).toBe(
      local('2026-12-13T09:00', 'Africa/Lagos'),
    );
    expect(nextSendTime(r!, local('2026-12-13T12:00', 'Africa/Lagos'))).toBe(
      local('2026-12-13T12:00', 'Africa/Lagos'),
    );
    expect(nextSendTime(r!, local('2026-12-13T21:00', 'Africa/Lagos'))).toBeNull(); // the morning is the start day
  });

  it('times an unknown zone in UTC', () => {
    const [r] = planCapstoneReviewed(
      { ...to, timeZone: 'Nowhere/Atall' },
      { submissionId: 's', reviewedAt: Date.parse('2026-12-08T22:00:00Z') },
      new Set(),
    );
    expect(r).toMatchObject({ timeZone: 'UTC', sendAt: Date.parse('2026-12-09T08:00:00Z') });
  });
});
