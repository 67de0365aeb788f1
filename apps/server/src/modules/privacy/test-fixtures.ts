import { randomUUID } from 'node:crypto';
import { addressKey } from '../../lib/account-limits';
import type { TestApp } from '../../test/harness';
import { newCertificateId } from '../certificates/service';
import { awardXp } from '../gamification/service';

/** Text no table holds by chance, one per learner: the erasure test searches every table for it afterwards. */
export const newMarker = () => `Qzmark${randomUUID().slice(0, 8)}`;
export const MARKER_IP = '203.0.113.77';

/**
 * Writes the learner's rows in every table that holds a learner's data (privacy/tables.ts), each
 * free text carrying the marker, as the product's flows would; the XP goes through the real award so
 * boards and totals are as the product keeps them. Another learner shares a village, a mentoring
 * session and a forum thread, so the erasure's effect on someone else is seen too.
 */
export async function fillEveryTable(
  t: TestApp,
  userId: string,
  email: string,
  other: string,
  MARKER: string,
): Promise<void> {
  const db = t.app.db.kysely;
  const now = Date.now();
  const journey = await db
    .selectFrom('journeys')
    .select('id')
    .where('currentVersion', 'is not', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const version = await db
    .selectFrom('journey_versions')
    .select('id')
    .where('journeyId', '=', journey.id)
    .orderBy('version', 'desc')
    .executeTakeFirstOrThrow();
  const module = await db
    .selectFrom('journey_version_modules')
    .select('moduleId')
    .where('versionId', '=', version.id)
    .orderBy('position')
    .executeTakeFirstOrThrow();
  const event = await db.selectFrom('events').select('id').orderBy('id').executeTakeFirstOrThrow();
  const text = (what: string) => `${what} by ${MARKER}`;
  const { name } = await db
    .selectFrom('users')
    .select('name')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();

  await db
    .updateTable('users')
    .set({
      bio: text('bio'),
      country: 'NG',
      personalityType: 'D',
      image: `https://example.org/${MARKER}.png`,
      timezone: 'Africa/Lagos',
    })
    .where('id', '=', userId)
    .execute();
  await t.app.db.identity.changed(userId);
  await db
    .insertInto('session')
    .values({
      id: randomUUID(),
      token: randomUUID(),
      userId,
      expiresAt: new Date(now + 86_400_000).toISOString(),
      createdAt: new Date(now).toISOString(),
      updatedAt: new Date(now).toISOString(),
      ipAddress: MARKER_IP,
      userAgent: `MarkerAgent/1.0 ${MARKER}`,
    })
    .execute();
  await db
    .insertInto('verification')
    .values({
      id: randomUUID(),
      identifier: randomUUID(),
      value: JSON.stringify({ email, userId }),
      expiresAt: new Date(now + 3_600_000).toISOString(),
      createdAt: new Date(now).toISOString(),
      updatedAt: new Date(now).toISOString(),
    })
    .execute();
  await db
    .insertInto('request_limits')
    .values({ key: `GET /api/me/data/export.json user:${userId}`, windowStart: now, count: 1 })
    .execute();
  await db
    .insertInto('account_limits')
    .values({ key: addressKey('sign-in', email), windowStart: now, failures: 1, lockedUntil: null })
    .execute();
  await db
    .insertInto('dev_outbox')
    .values({
      id: randomUUID(),
      to: email,
      subject: text('subject'),
      text: text('mail'),
      html: null,
      createdAt: now,
    })
    .execute();

  for (const action of ['onboarding_complete', 'complete_module'] as const) {
    await awardXp(
      t.app.db,
      t.app.points,
      { userId, action, idempotencyKey: `${action}:${userId}`, reason: text('reason') },
      now,
    );
  }
  await awardXp(
    t.app.db,
    t.app.points,
    { userId: other, action: 'complete_module', idempotencyKey: `complete_module:${other}` },
    now,
  );
  const badge = await t.make.badge(other, { name: `Badge ${randomUUID().slice(0, 6)}` });
  await db
    .insertInto('user_badges')
    .values({
      userId,
      badgeId: badge,
      unlockedAt: now,
      evidenceLedgerId: null,
      credentialId: randomUUID(),
    })
    .execute();
  await db
    .insertInto('payments')
    .values({
      id: randomUUID(),
      userId,
      plan: 'individual',
      tier: 'individual_paid',
      amount: 1900,
      currency: 'usd',
      stripePaymentIntentId: null,
      checkoutUrl: `https://pay.example/${MARKER}`,
      status: 'succeeded',
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  await db
    .insertInto('audit_log')
    .values({
      id: randomUUID(),
      createdAt: now,
      actorId: other,
      action: 'forum.comment.delete',
      targetType: 'comment',
      targetId: randomUUID(),
      details: JSON.stringify({ authorId: userId, comment: text('comment') }),
    })
    .execute();
  await db
    .insertInto('blueprint_leads')
    .values({
      id: randomUUID(),
      browserTokenHash: randomUUID(),
      answers: JSON.stringify({ goal: text('goal') }),
      recommendedPath: 'first',
      userId,
      createdAt: now,
      claimedAt: now,
    })
    .execute();
  await t.make.roiLead({ email, userId });
  const booking = randomUUID();
  await db
    .insertInto('bookings')
    .values({
      id: booking,
      payload: JSON.stringify({ name: text('name'), email }),
      email,
      date: '2026-12-20',
      time: '10:00',
      timezone: 'Africa/Lagos',
      userId,
      createdAt: now,
    })
    .execute();
  await db
    .insertInto('booking_outbox')
    .values({
      bookingId: booking,
      status: 'stored',
      attempts: 0,
      nextAttemptAt: now,
      lockedUntil: null,
      lastError: null,
      deliveredAt: null,
      createdAt: now,
    })
    .execute();

  // A village the learner leads, with the other learner in it (the erasure hands it over).
  const team = await t.make.team(userId, { name: `${name}'s village` });
  await db
    .insertInto('team_members')
    .values({
      userId: other,
      teamId: team,
      role: 'member',
      tierBefore: null,
      tierSetByTeam: null,
      joinedAt: now + 1,
    })
    .execute();
  await db
    .insertInto('team_invites')
    .values({
      id: randomUUID(),
      teamId: team,
      email,
      tokenHash: randomUUID(),
      invitedBy: other,
      expiresAt: now + 86_400_000,
      usedAt: null,
      usedBy: null,
      createdAt: now,
    })
    .execute();
  await db
    .insertInto('learner_onboarding')
    .values({
      userId,
      answers: JSON.stringify({ challenge: text('challenge') }),
      recommendedPath: 'first',
      completedAt: now,
      updatedAt: now,
    })
    .execute();
  await t.make.impactEntry(userId, {
    title: text('impact'),
    description: text('impact description'),
  });
  await db
    .insertInto('idempotent_requests')
    .values({
      userId,
      key: randomUUID(),
      scope: 'impact',
      fingerprint: 'f',
      status: 201,
      response: JSON.stringify({ title: text('answer') }),
      createdAt: now,
    })
    .execute();

  const post = await t.make.post(userId, { title: text('post'), markdown: text('post body') });
  const othersPost = await t.make.post(other, {
    title: 'A thread by someone else',
    markdown: 'Their words.',
  });
  await db
    .insertInto('forum_comments')
    .values({
      id: randomUUID(),
      postId: othersPost,
      authorId: userId,
      body: text('comment'),
      createdAt: now,
    })
    .execute();
  await db
    .insertInto('forum_comments')
    .values({
      id: randomUUID(),
      postId: post,
      authorId: other,
      body: 'A reply by someone else',
      createdAt: now,
    })
    .execute();
  await db
    .insertInto('forum_likes')
    .values({ postId: othersPost, userId, createdAt: now })
    .execute();

  await db
    .insertInto('journey_enrolments')
    .values({
      userId,
      journeyId: journey.id,
      versionId: version.id,
      enrolledAt: now,
      completedAt: now,
    })
    .execute();
  await db
    .insertInto('module_completions')
    .values({ userId, moduleId: module.moduleId, reflection: text('reflection'), completedAt: now })
    .execute();
  const session = randomUUID();
  await db
    .insertInto('mentoring_sessions')
    .values({
      id: session,
      mentorId: other,
      menteeId: userId,
      day: '2026-12-01',
      week: '2026-W49',
      minutes: 45,
      topic: text('topic'),
      status: 'confirmed',
      tokenHash: randomUUID(),
      expiresAt: now,
      requestKey: null,
      createdAt: now,
      respondedAt: now,
    })
    .execute();
  await db
    .insertInto('mentoring_award_weeks')
    .values({
      mentorId: other,
      menteeId: userId,
      week: '2026-W49',
      sessionId: session,
      createdAt: now,
    })
    .execute();
  const capstone = randomUUID();
  await db
    .insertInto('capstones')
    .values({
      id: capstone,
      userId,
      journeyId: journey.id,
      status: 'accepted',
      draftText: text('draft'),
      draftLinks: JSON.stringify([{ url: `https://example.org/${MARKER}`, label: MARKER }]),
      latestSubmission: 1,
      submittedAt: now,
      reviewedAt: now,
      reviewSeenAt: null,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  await db
    .insertInto('capstone_submissions')
    .values({
      capstoneId: capstone,
      number: 1,
      text: text('capstone'),
      textHtml: `<p>${text('capstone')}</p>`,
      links: '[]',
      submittedAt: now,
      decision: 'accepted',
      feedback: text('feedback'),
      reviewerId: other,
      reviewedAt: now,
    })
    .execute();
  for (const [type, minutes, title] of [
    ['module', 30, 'A module title'],
    ['external', 90, text('course')],
  ] as const) {
    await db
      .insertInto('cpd_entries')
      .values({
        id: randomUUID(),
        userId,
        type,
        title,
        provider: type === 'external' ? text('provider') : 'LeadVillage',
        startDate: '2026-12-01',
        endDate: '2026-12-01',
        minutes,
        evidence: text('evidence'),
        verifiedBy: type === 'external' ? 'self' : 'platform',
        sourceId: randomUUID(),
        journeyId: null,
        createdAt: now,
        voidedAt: null,
        voidReason: null,
      })
      .execute();
  }
  await db
    .insertInto('certificates')
    .values({
      id: newCertificateId(),
      code: `C${randomUUID().slice(0, 9)}`,
      issueKey: `journey:${userId}:${journey.id}`,
      userId,
      journeyId: journey.id,
      journeyTitle: 'A journey',
      journeyVersion: 1,
      holderName: name,
      cpdMinutes: 120,
      completedAt: now,
      issuedAt: now,
      issuerName: 'LeadVillage',
      accreditorName: null,
      accreditorNumber: null,
      revokedAt: null,
      revokedReason: null,
      revokedBy: null,
      replacesId: null,
    })
    .execute();
  await db
    .insertInto('event_registrations')
    .values({ eventId: event.id, userId, registeredAt: now })
    .execute();
  await db
    .insertInto('event_attendances')
    .values({ userId, eventId: event.id, attendedAt: now, verifiedBy: 'platform', markedBy: null })
    .execute();
  await db
    .insertInto('deletion_requests')
    .values({
      id: randomUUID(),
      userId,
      status: 'cancelled',
      keepCertificates: 0,
      requestedAt: now - 20 * 86_400_000,
      dueAt: now - 6 * 86_400_000,
      closedAt: now - 19 * 86_400_000,
      closedBy: null,
    })
    .execute();
  const organisationId = randomUUID();
  await db
    .insertInto('organisations')
    .values({
      id: organisationId,
      name: 'Sahel Test Bank',
      logoUrl: null,
      country: 'NG',
      defaultLocale: 'en',
      timeZone: 'Africa/Lagos',
      createdBy: null,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  await db
    .insertInto('organisation_members')
    .values({ userId, organisationId, role: 'member', joinedAt: now })
    .execute();
  await db
    .insertInto('organisation_invitations')
    .values({
      id: randomUUID(),
      organisationId,
      email,
      role: 'member',
      tokenHash: randomUUID(),
      invitedBy: other,
      expiresAt: now + 86_400_000,
      acceptedAt: now,
      acceptedBy: userId,
      revokedAt: null,
      createdAt: now,
    })
    .execute();
  await db
    .insertInto('growth_assessments')
    .values({
      id: randomUUID(),
      userId,
      journeyId: journey.id,
      moment: 'baseline',
      answers: JSON.stringify({ 'dl-source': 4 }),
      takenAt: now,
    })
    .execute();
  await db
    .insertInto('growth_rater_invites')
    .values({
      id: randomUUID(),
      userId,
      journeyId: journey.id,
      round: 'before',
      raterGroup: 'peer',
      email: `rater-${MARKER.toLowerCase()}@example.org`,
      tokenHash: randomUUID(),
      status: 'open',
      expiresAt: now,
      createdAt: now,
    })
    .execute();
  await db
    .insertInto('growth_rater_answers')
    .values({
      id: randomUUID(),
      userId,
      journeyId: journey.id,
      round: 'before',
      raterGroup: 'peer',
      answers: JSON.stringify({ 'dl-source': 3 }),
      comment: text('360 comment'),
    })
    .execute();
  await db
    .insertInto('ssoProvider')
    .values({
      id: randomUUID(),
      issuer: 'https://login.sahel-test-bank.example',
      oidcConfig: JSON.stringify({ issuer: 'https://login.sahel-test-bank.example' }),
      samlConfig: null,
      userId: other,
      providerId: `org-${organisationId}`,
      organizationId: organisationId,
      domain: 'sahel-test-bank.example',
      domainVerified: t.app.db.dialect === 'postgres' ? true : 1,
    })
    .execute();
  await db
    .insertInto('module_check_passes')
    .values({ userId, moduleId: module.moduleId, correct: 3, total: 3, passedAt: now })
    .execute();
  await db
    .insertInto('review_cards')
    .values({
      userId,
      moduleId: module.moduleId,
      questionId: 'privacy-question',
      repetitions: 0,
      intervalDays: 1,
      ease: 2.5,
      dueDay: '2026-12-08',
      reviewedDay: null,
      retired: 0,
      updatedAt: now,
    })
    .execute();
  await db
    .insertInto('mail_deliveries')
    .values({
      id: randomUUID(),
      causeKey: `privacy-test:${MARKER}`,
      kind: 'notice',
      to: email,
      subject: text('queued subject'),
      text: text('queued mail'),
      html: null,
      state: 'sent',
      attempts: 1,
      lastError: null,
      lockedUntil: null,
      createdAt: now,
      updatedAt: now,
      sentAt: now,
    })
    .execute();
  await db.insertInto('mail_suppressions').values({ address: email, reason: 'bounce', detail: text('bounce'), createdAt: now }).execute();
  await db
    .insertInto('event_code_failures')
    .values({ userId, failures: JSON.stringify([now]), updatedAt: now })
    .execute();
}
