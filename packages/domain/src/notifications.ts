import { z } from 'zod';
import { lazySchema } from './lazy-schema';

/*
 * Notification kinds, channels and default preferences (`../shared/spec/decisions.md`
 * "Notifications", ADR 036). Every kind can be turned off per channel, and everything paused at
 * once. The sending, the preferences screen and the notification centre are built elsewhere.
 */

/** Where a notification can reach someone. WhatsApp/SMS goes through a configured provider to verified numbers only. */
export const NOTIFICATION_CHANNELS = ['email', 'push', 'in_app', 'whatsapp_sms'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** The reminders and notices the platform sends (reminder-plans.ts plans each). */
export const NOTIFICATION_KINDS = [
  'webinar_soon',
  'webinar_tomorrow',
  'cohort_starting',
  'assignment_due',
  'assignment_overdue',
  'streak_at_risk',
  'inactive',
  'mentoring_waiting',
  'capstone_reviewed',
  'assessment_due',
  'roi_remeasure',
  'leader_digest',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** One kind's row: who it is for, whether it is limited in number, and which channels are on by default. */
export interface NotificationKindDefinition {
  kind: NotificationKind;
  /** 'leaders': team leaders and organisation admins only. */
  audience: 'learners' | 'leaders';
  /** On by default but limited (streaks of 3+ days; inactivity at 3, 7 and 14 days, then silence). */
  limited: boolean;
  defaults: Readonly<Record<NotificationChannel, boolean>>;
}

/** Email, push and in-app on; WhatsApp/SMS off until the learner turns it on (decisions.md). */
const ON: Readonly<Record<NotificationChannel, boolean>> = {
  email: true,
  push: true,
  in_app: true,
  whatsapp_sms: false,
};

/** The table of kinds, in NOTIFICATION_KINDS order. */
export const NOTIFICATION_KIND_TABLE: ReadonlyArray<NotificationKindDefinition> = [
  { kind: 'webinar_soon', audience: 'learners', limited: false, defaults: ON },
  { kind: 'webinar_tomorrow', audience: 'learners', limited: false, defaults: ON },
  { kind: 'cohort_starting', audience: 'learners', limited: false, defaults: ON },
  { kind: 'assignment_due', audience: 'learners', limited: false, defaults: ON },
  { kind: 'assignment_overdue', audience: 'learners', limited: false, defaults: ON },
  { kind: 'streak_at_risk', audience: 'learners', limited: true, defaults: ON },
  { kind: 'inactive', audience: 'learners', limited: true, defaults: ON },
  { kind: 'mentoring_waiting', audience: 'learners', limited: false, defaults: ON },
  { kind: 'capstone_reviewed', audience: 'learners', limited: false, defaults: ON },
  { kind: 'assessment_due', audience: 'learners', limited: false, defaults: ON },
  { kind: 'roi_remeasure', audience: 'leaders', limited: false, defaults: ON },
  { kind: 'leader_digest', audience: 'leaders', limited: false, defaults: ON },
];

/** The table row of a kind. */
export function notificationKind(kind: NotificationKind): NotificationKindDefinition {
  const found = NOTIFICATION_KIND_TABLE.find((k) => k.kind === kind);
  if (!found) throw new RangeError(`Unknown notification kind: ${String(kind)}`);
  return found;
}

const SWITCH_ERROR = 'Choose on or off';

/** One kind's switches: only the channels the learner changed from the default. */
const ChannelSwitchesSchema = lazySchema(() =>
  z.strictObject(
    Object.fromEntries(
      NOTIFICATION_CHANNELS.map((c) => [c, z.boolean({ error: SWITCH_ERROR }).optional()]),
    ) as Record<NotificationChannel, z.ZodOptional<z.ZodBoolean>>,
    { error: 'Choose a channel from the list' },
  ),
);

/**
 * A learner's notification preferences: `paused` stops every kind on every channel; `kinds` holds
 * only the switches that differ from the defaults, so a default changed later reaches everyone
 * who never chose otherwise.
 */
export const NotificationPreferencesSchema = lazySchema(() =>
  z.strictObject({
    paused: z.boolean({ error: SWITCH_ERROR }).default(false),
    kinds: z
      .strictObject(
        Object.fromEntries(
          NOTIFICATION_KINDS.map((k) => [k, ChannelSwitchesSchema.optional()]),
        ) as Record<NotificationKind, z.ZodOptional<typeof ChannelSwitchesSchema>>,
        { error: 'Choose a notification kind from the list' },
      )
      .default({}),
  }),
);
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;

/** The preferences of someone who never changed them. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  paused: false,
  kinds: {},
};

/** Whether `kind` may reach the learner on `channel`: never while paused, else their switch or the default. */
export function channelEnabled(
  preferences: NotificationPreferences,
  kind: NotificationKind,
  channel: NotificationChannel,
): boolean {
  if (preferences.paused) return false;
  return preferences.kinds[kind]?.[channel] ?? notificationKind(kind).defaults[channel];
}

/** The channels `kind` may use for the learner, in NOTIFICATION_CHANNELS order. */
export function enabledChannels(
  preferences: NotificationPreferences,
  kind: NotificationKind,
): NotificationChannel[] {
  return NOTIFICATION_CHANNELS.filter((channel) => channelEnabled(preferences, kind, channel));
}
