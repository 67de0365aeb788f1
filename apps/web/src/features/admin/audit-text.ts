import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { AUDIT_ACTION_LABELS, type AuditAction } from '@lv/domain';
import { domainText } from '../../lib/i18n/domain-text';
import { isTier, tierName } from './format';

/** An audit action's label (the domain's words) in the page's language; an unknown action as stored. */
export function auditActionLabel(action: string): string {
  const label = AUDIT_ACTION_LABELS[action as AuditAction] as string | undefined;
  return label ? domainText(label) : action;
}

const FIELD_LABELS: Record<string, MessageDescriptor> = {
  name: msg({ message: 'name', context: 'audit field' }),
  role: msg({ message: 'role', context: 'audit field' }),
  membershipStatus: msg({ message: 'membership', context: 'audit field' }),
  transformationTier: msg({ message: 'tier', context: 'audit field' }),
  accountStatus: msg({ message: 'status', context: 'audit field' }),
};

/** The stored codes of a user's role, membership and status, in words. */
const CODE_LABELS: Record<string, MessageDescriptor> = {
  learner: msg({ message: 'learner', context: 'audit value' }),
  admin: msg({ message: 'admin', context: 'audit value' }),
  free: msg({ message: 'free', context: 'audit value' }),
  paid: msg({ message: 'paid', context: 'audit value' }),
  active: msg({ message: 'active', context: 'audit value' }),
  inactive: msg({ message: 'inactive', context: 'audit value' }),
};

const SETTING_LABELS: Record<string, MessageDescriptor> = {
  siteName: msg`site name`,
  firstLeaderName: msg`first leader`,
  secondLeaderName: msg`second leader`,
  customJourneyBookingUrl: msg`custom journey booking page`,
  calendarPageUrl: msg`calendar page`,
  bookingWebhookUrl: msg`booking webhook`,
  salesEmail: msg`sales email`,
  livesGoal: msg`lives to impact`,
  activeLeaders: msg`active leaders`,
  activeLeadersGoal: msg`active leaders goal`,
  leadersClaim: msg`leaders claim`,
  plans: msg`plans`,
  localPrices: msg`local prices`,
  accreditorName: msg`accrediting body`,
  accreditorNumber: msg`accreditation number`,
  startsAt: msg`start`,
  endsAt: msg`end`,
  timeZone: msg`timezone`,
  joinUrl: msg`joining link`,
  cpdMinutes: msg`CPD minutes`,
  journeyId: msg`journey`,
  category: msg({ message: 'category', context: 'audit field' }),
  question: msg({ message: 'question', context: 'audit field' }),
  answer: msg({ message: 'answer', context: 'audit field' }),
};

/** The parts of a forum post an admin edited. */
const POST_PART_LABELS: Record<string, MessageDescriptor> = {
  title: msg({ message: 'title', context: 'forum post part' }),
  body: msg({ message: 'body', context: 'forum post part' }),
};

/** A label from a table, or the key itself when the table lacks it. */
const labelOf = (labels: Record<string, MessageDescriptor>, key: string) =>
  Object.hasOwn(labels, key) ? i18n._(labels[key] as MessageDescriptor) : key;

/** How a changed value reads: a user's role, membership or status code, an FAQ category, or as stored. */
type Values = 'codes' | 'category' | 'stored';

/** A stored value in words. */
function valueText(value: unknown, values: Values = 'stored'): string {
  if (value === null || value === undefined || value === '') return t`none`;
  if (typeof value === 'string') {
    if (isTier(value)) return tierName(value);
    if (values === 'codes') return labelOf(CODE_LABELS, value);
    return values === 'category' ? domainText(value) : value;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** One change in words: "membership: free → paid". */
function changeText(key: string, labels: Record<string, MessageDescriptor>, from: unknown, to: unknown, values: Values): string {
  const label = labelOf(labels, key);
  const before = valueText(from, values);
  const after = valueText(to, values);
  return t`${label}: ${before} → ${after}`;
}

/** An audit row's details as one short sentence ("membership: free → paid"), in the page's language. */
export function describeAuditDetails(details: Record<string, unknown>): string {
  // Events: the event's title, then what changed or who was marked as attending.
  if (typeof details.event === 'string') {
    const { event, ...rest } = details;
    if (typeof rest.changes === 'object' && rest.changes !== null) {
      const changes = describeAuditDetails({ changes: rest.changes });
      return t`event “${event}”: ${changes}`;
    }
    if (typeof rest.userId === 'string') {
      const learner = rest.userId;
      return t`event “${event}”: learner ${learner} marked as attending`;
    }
    if (typeof rest.startsAt === 'string') {
      const start = rest.startsAt.slice(0, 16).replace('T', ' ');
      return t`event “${event}” on ${start} UTC`;
    }
    return t`event “${event}”`;
  }
  if (typeof details.field === 'string' && 'to' in details) {
    const change = changeText(details.field, FIELD_LABELS, details.from, details.to, 'codes');
    if (typeof details.sessionsEnded !== 'number') return change;
    const sessions = details.sessionsEnded;
    return t`${change} (${plural(sessions, { one: '# session ended', other: '# sessions ended' })})`;
  }
  const changes = details.changes;
  if (typeof changes === 'object' && changes !== null) {
    return Object.entries(changes as Record<string, { from?: unknown; to?: unknown }>)
      .map(([key, change]) => changeText(key, SETTING_LABELS, change?.from, change?.to, key === 'category' ? 'category' : 'stored'))
      .join('; ');
  }
  if (typeof details.points === 'number' && typeof details.reason === 'string') {
    const points = `${details.points > 0 ? '+' : ''}${i18n.number(details.points)}`;
    const reason = details.reason;
    return t`${points} XP, ${reason}`;
  }
  if (typeof details.name === 'string' && 'rule' in details) {
    const badge = details.name;
    return t`“${badge}”`;
  }
  if (typeof details.question === 'string') {
    const question = details.question;
    if (typeof details.from === 'number' && typeof details.to === 'number') {
      const from = details.from;
      const to = details.to;
      return t`“${question}”: place ${from} → ${to}`;
    }
    return t`“${question}”`;
  }
  if (typeof details.attempts === 'number' && 'lastError' in details) {
    const attempts = details.attempts;
    if (typeof details.lastError !== 'string')
      return t`queued again after ${plural(attempts, { one: '# failed attempt', other: '# failed attempts' })}`;
    const lastError = details.lastError;
    return t`queued again after ${plural(attempts, { one: '# failed attempt', other: '# failed attempts' })} (last error: ${lastError})`;
  }
  // Capstone reviews: which version, and the start of the feedback.
  if (typeof details.submission === 'number' && typeof details.feedback === 'string') {
    const version = details.submission;
    const feedback = details.feedback;
    return t`version ${version}: “${feedback}”`;
  }
  // Journey authoring: the journey's title and what changed, as the server wrote it.
  if (typeof details.journey === 'string') {
    const journey = details.journey;
    if (typeof details.change !== 'string') return t`journey “${journey}”`;
    const change = domainText(details.change);
    return t`journey “${journey}”: ${change}`;
  }
  // Forum moderation: the post's title (and which parts were edited), or the deleted comment.
  if (typeof details.title === 'string') {
    const title = details.title;
    if (!Array.isArray(details.fields)) return t`post “${title}”`;
    const parts = new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(
      details.fields.map((field) => labelOf(POST_PART_LABELS, String(field))),
    );
    return t`post “${title}” (${parts})`;
  }
  if (typeof details.comment === 'string') {
    const comment = details.comment;
    return t`comment “${comment}”`;
  }
  if (typeof details.reason === 'string') return details.reason;
  return JSON.stringify(details);
}
