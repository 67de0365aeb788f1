import { TIER_LABELS } from './format';

const FIELD_LABELS: Record<string, string> = {
  name: 'name',
  role: 'role',
  membershipStatus: 'membership',
  transformationTier: 'tier',
  accountStatus: 'status',
};

const SETTING_LABELS: Record<string, string> = {
  siteName: 'site name',
  firstLeaderName: 'first leader',
  secondLeaderName: 'second leader',
  customJourneyBookingUrl: 'custom journey booking page',
  calendarPageUrl: 'calendar page',
  bookingWebhookUrl: 'booking webhook',
  salesEmail: 'sales email',
  livesGoal: 'lives to impact',
  activeLeaders: 'active leaders',
  activeLeadersGoal: 'active leaders goal',
  leadersClaim: 'leaders claim',
  plans: 'plans',
  localPrices: 'local prices',
  accreditorName: 'accrediting body',
  accreditorNumber: 'accreditation number',
  startsAt: 'start',
  endsAt: 'end',
  timeZone: 'timezone',
  joinUrl: 'joining link',
  cpdMinutes: 'CPD minutes',
  journeyId: 'journey',
};

/** A stored value in words. */
function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'none';
  if (typeof value === 'string')
    return value in TIER_LABELS ? TIER_LABELS[value as keyof typeof TIER_LABELS] : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** An audit row's details as one short sentence ("membership: free → paid"). */
export function describeAuditDetails(details: Record<string, unknown>): string {
  // Events: the event's title, then what changed or who was marked as attending.
  if (typeof details.event === 'string') {
    const { event, ...rest } = details;
    if (typeof rest.changes === 'object' && rest.changes !== null) return `event “${event}”: ${describeAuditDetails({ changes: rest.changes })}`;
    if (typeof rest.userId === 'string') return `event “${event}”: learner ${rest.userId} marked as attending`;
    return typeof rest.startsAt === 'string' ? `event “${event}” on ${rest.startsAt.slice(0, 16).replace('T', ' ')} UTC` : `event “${event}”`;
  }
  if (typeof details.field === 'string' && 'to' in details) {
    const ended =
      typeof details.sessionsEnded === 'number'
        ? ` (${details.sessionsEnded} ${details.sessionsEnded === 1 ? 'session' : 'sessions'} ended)`
        : '';
    return `${FIELD_LABELS[details.field] ?? details.field}: ${valueText(details.from)} → ${valueText(details.to)}${ended}`;
  }
  const changes = details.changes;
  if (typeof changes === 'object' && changes !== null) {
    return Object.entries(changes as Record<string, { from?: unknown; to?: unknown }>)
      .map(
        ([key, change]) =>
          `${SETTING_LABELS[key] ?? key}: ${valueText(change?.from)} → ${valueText(change?.to)}`,
      )
      .join('; ');
  }
  if (typeof details.points === 'number' && typeof details.reason === 'string') {
    const sign = details.points > 0 ? '+' : '';
    return `${sign}${details.points.toLocaleString()} XP, ${details.reason}`;
  }
  if (typeof details.name === 'string' && 'rule' in details) return `“${details.name}”`;
  if (typeof details.question === 'string') {
    const moved =
      typeof details.from === 'number' && typeof details.to === 'number'
        ? `: place ${details.from} → ${details.to}`
        : '';
    return `“${details.question}”${moved}`;
  }
  if (typeof details.attempts === 'number' && 'lastError' in details) {
    const error =
      typeof details.lastError === 'string' ? ` (last error: ${details.lastError})` : '';
    return `queued again after ${details.attempts.toLocaleString()} failed attempts${error}`;
  }
  // Capstone reviews: which version, and the start of the feedback.
  if (typeof details.submission === 'number' && typeof details.feedback === 'string') {
    return `version ${details.submission}: “${details.feedback}”`;
  }
  // Journey authoring: the journey's title and what changed, as the server wrote it.
  if (typeof details.journey === 'string') {
    return typeof details.change === 'string' ? `journey “${details.journey}”: ${details.change}` : `journey “${details.journey}”`;
  }
  // Forum moderation: the post's title (and which parts were edited), or the deleted comment.
  if (typeof details.title === 'string') {
    const fields = Array.isArray(details.fields) ? ` (${details.fields.join(' and ')})` : '';
    return `post “${details.title}”${fields}`;
  }
  if (typeof details.comment === 'string') return `comment “${details.comment}”`;
  if (typeof details.reason === 'string') return details.reason;
  return JSON.stringify(details);
}
