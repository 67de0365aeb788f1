import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import {
  ACTIVE_LEADERS,
  ACTIVE_LEADERS_GOAL,
  DEFAULT_CALENDAR_PAGE_URL,
  DEFAULT_CUSTOM_JOURNEY_BOOKING_URL,
  DEFAULT_SALES_EMAIL,
  LEADERS_CLAIM,
  MISSION_LIVES_GOAL,
} from './constants';
import {
  CUSTOM_PATH_ID,
  DEFAULT_JOURNEY_LEADERS,
  pathIdForLeader,
  type JourneyLeaders,
} from './journeys';
import type { PlanId } from './payments';
import { DEFAULT_LOCAL_PRICES, PlanLocalPricesSchema } from './paystack';
import { TransformationTierSchema } from './role-schemas';

/*
 * The admin-editable settings of `../shared/spec/decisions.md`: every placeholder of the spec (names, URLs,
 * sales email, landing figures, prices). Secrets are environment variables, never settings.
 */

/** Host names that never belong to a public web service. */
const PUBLIC_HOSTNAME =
  /^(?!.*\.(?:localhost|local|internal|lan|home|corp|intranet|home\.arpa)$)(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?=[a-z0-9-]*[a-z])[a-z0-9-]{2,63}$/i;

/** A URL whose host is a public DNS name: no IP literal, no localhost or local-network name. */
const PublicHostUrlSchema = lazySchema(() => z.url({ hostname: PUBLIC_HOSTNAME }));

/**
 * An outbound address the admin sets (webhook, calendar, booking page): https only, and a public
 * host name, so loopback, private, link-local and metadata addresses are refused at save (the
 * server checks the resolved address again at delivery).
 */
export const HttpsUrlSchema = lazySchema(() => z
  .url({ protocol: /^https$/, abort: true, error: 'Must be an https:// address' })
  .max(2_000, { error: 'The address is too long' })
  .refine((url) => PublicHostUrlSchema.safeParse(url).success, {
    error: 'Must be a public internet address',
  }));

/** A journey leader's display name: letters, spaces, apostrophes, hyphens and dots. */
const leaderName = lazySchema(() => z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, { error: 'Name is required', abort: true })
  .max(40, { error: 'Keep the name under 40 characters' })
  .regex(/^\p{L}[\p{L}\p{M}' .-]*$/u, { error: 'Use letters only' }));

/** A whole, non-negative figure shown on the landing page. */
const figure = lazySchema(() => z
  .number({ error: 'Enter a number' })
  .int({ error: 'Enter a whole number' })
  .min(0, { error: 'Cannot be negative' })
  .max(1_000_000_000_000, { error: 'The number is too large' }));

/**
 * Optional one-line text: trimmed, null when not set. Refinements only, no transforms: the
 * settings are also a response contract, and a transform cannot be encoded back.
 */
const optionalText = (max: number, tooLong: string) =>
  z
    .string({ error: 'Enter text' })
    .trim()
    .min(1, { error: 'Enter the text, or leave the field empty' })
    .max(max, { error: tooLong })
    // eslint-disable-next-line no-control-regex -- control characters have no place in a printed name
    .refine((v) => !/[\u0000-\u001F\u007F\u200B-\u200F\u202A-\u202E\u2066-\u2069]/.test(v), { error: 'Use plain text on one line' })
    .nullable();

/** A price: the tier it grants, the amount in minor units (cents) and a 3-letter currency. */
export const PlanSchema = lazySchema(() => z.object({
  name: z.string().trim().min(1, { error: 'Name is required' }).max(60),
  tier: TransformationTierSchema,
  amount: z
    .number({ error: 'Enter an amount in cents' })
    .int({ error: 'Enter an amount in cents' })
    .min(50, { error: 'The amount must be at least 50 cents' })
    .max(100_000_000, { error: 'The amount is too large' }),
  currency: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z]{3}$/, { error: 'Use a 3-letter currency code, e.g. usd' }),
}));
export type Plan = z.infer<typeof PlanSchema>;

const settingsFields = lazySchema(() => ({
  siteName: z
    .string({ error: 'Site name is required' })
    .trim()
    .min(1, { error: 'Site name is required' })
    .max(60, { error: 'Keep the site name under 60 characters' }),
  firstLeaderName: leaderName,
  secondLeaderName: leaderName,
  customJourneyBookingUrl: HttpsUrlSchema,
  calendarPageUrl: HttpsUrlSchema,
  bookingWebhookUrl: HttpsUrlSchema.nullable(),
  salesEmail: z
    .email({ error: 'Please enter a valid email address' })
    .max(254, { error: 'Please enter a valid email address' }),
  livesGoal: figure,
  activeLeaders: figure,
  activeLeadersGoal: figure,
  leadersClaim: z
    .string()
    .trim()
    .min(1, { error: 'Required' })
    .max(20, { error: 'Keep it under 20 characters' }),
  plans: z.object({ individual: PlanSchema, corporate: PlanSchema }),
  /** Each plan's price in each local currency (Paystack's subunits); the plans' prices are the USD reference. */
  localPrices: PlanLocalPricesSchema,
  /** The body that accredits the CPD (certificates name it only when set). */
  accreditorName: optionalText(120, 'Keep the name under 120 characters'),
  /** The accreditation or provider number it gave us. */
  accreditorNumber: optionalText(60, 'Keep the number under 60 characters'),
}));

const SettingsObjectSchema = lazySchema(() => z.object(settingsFields));
export type Settings = z.infer<typeof SettingsObjectSchema>;
export type SettingKey = keyof Settings;

/** An accreditation number means nothing without the body that gave it. */
function checkAccreditor(settings: Pick<Settings, 'accreditorName' | 'accreditorNumber'>, ctx: z.RefinementCtx): void {
  if (settings.accreditorNumber && !settings.accreditorName) {
    ctx.addIssue({ code: 'custom', path: ['accreditorName'], message: 'Name the accrediting body that gave this number' });
  }
}

/** Both named paths need distinct ids that are not the custom path's id. */
function checkLeaders(
  settings: Pick<Settings, 'firstLeaderName' | 'secondLeaderName'>,
  ctx: z.RefinementCtx,
): void {
  const first = pathIdForLeader(settings.firstLeaderName);
  const second = pathIdForLeader(settings.secondLeaderName);
  if (first === CUSTOM_PATH_ID) {
    ctx.addIssue({ code: 'custom', path: ['firstLeaderName'], message: 'This name is reserved' });
  }
  if (second === CUSTOM_PATH_ID) {
    ctx.addIssue({ code: 'custom', path: ['secondLeaderName'], message: 'This name is reserved' });
  } else if (first === second) {
    ctx.addIssue({
      code: 'custom',
      path: ['secondLeaderName'],
      message: 'The two leaders need different first names',
    });
  }
}

/** The complete, valid settings. */
export const SettingsSchema = lazySchema(() => SettingsObjectSchema.superRefine((settings, ctx) => {
  checkLeaders(settings, ctx);
  checkAccreditor(settings, ctx);
}));

/** An admin's change: any subset of the settings (unknown keys refused). */
export const SettingsPatchSchema = lazySchema(() => z.strictObject(settingsFields).partial());
export type SettingsPatch = z.infer<typeof SettingsPatchSchema>;

/** The settings the browser may read: all but the outbound webhook address. */
export const PublicSettingsSchema = lazySchema(() => SettingsObjectSchema.omit({ bookingWebhookUrl: true }));
export type PublicSettings = z.infer<typeof PublicSettingsSchema>;

/** The default prices (placeholders an admin sets): amounts in cents. */
export const DEFAULT_PLANS: Readonly<Record<PlanId, Plan>> = {
  individual: { name: 'Individual', tier: 'individual_paid', amount: 4_900, currency: 'usd' },
  corporate: {
    name: 'Corporate Leader',
    tier: 'corporate_leader',
    amount: 49_900,
    currency: 'usd',
  },
};

/** The settings before an admin changes anything. */
export const DEFAULT_SETTINGS: Settings = {
  siteName: 'LeadVillage',
  firstLeaderName: DEFAULT_JOURNEY_LEADERS.first,
  secondLeaderName: DEFAULT_JOURNEY_LEADERS.second,
  customJourneyBookingUrl: DEFAULT_CUSTOM_JOURNEY_BOOKING_URL,
  calendarPageUrl: DEFAULT_CALENDAR_PAGE_URL,
  bookingWebhookUrl: null,
  salesEmail: DEFAULT_SALES_EMAIL,
  livesGoal: MISSION_LIVES_GOAL,
  activeLeaders: ACTIVE_LEADERS,
  activeLeadersGoal: ACTIVE_LEADERS_GOAL,
  leadersClaim: LEADERS_CLAIM,
  plans: { individual: DEFAULT_PLANS.individual, corporate: DEFAULT_PLANS.corporate },
  localPrices: DEFAULT_LOCAL_PRICES,
  accreditorName: null,
  accreditorNumber: null,
};

/**
 * The effective settings from stored values: each valid stored key wins, anything missing or
 * no longer valid falls back to its default (a bad row never takes the product down).
 */
export function resolveSettings(stored: Readonly<Record<string, unknown>>): Settings {
  const resolved: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  for (const key of Object.keys(settingsFields) as SettingKey[]) {
    if (!Object.hasOwn(stored, key)) continue;
    const parsed = settingsFields[key].safeParse(stored[key]);
    if (parsed.success) resolved[key] = parsed.data;
  }
  const whole = SettingsSchema.safeParse(resolved);
  if (whole.success) return whole.data;
  // Only the leader pair and the accreditor pair can fail as a whole: fall back to their defaults.
  return SettingsSchema.parse({
    ...resolved,
    firstLeaderName: DEFAULT_SETTINGS.firstLeaderName,
    secondLeaderName: DEFAULT_SETTINGS.secondLeaderName,
    ...(resolved.accreditorName ? {} : { accreditorNumber: null }),
  });
}

/** Applies an admin's change to the current settings and validates the result as a whole. */
export function applySettingsPatch(
  current: Settings,
  patch: unknown,
): { ok: true; settings: Settings } | { ok: false; error: z.ZodError } {
  const parsedPatch = SettingsPatchSchema.safeParse(patch);
  if (!parsedPatch.success) return { ok: false, error: parsedPatch.error };
  const next = SettingsSchema.safeParse({ ...current, ...parsedPatch.data });
  return next.success ? { ok: true, settings: next.data } : { ok: false, error: next.error };
}

/** The settings without what the browser must not see. */
export function toPublicSettings(settings: Settings): PublicSettings {
  const { bookingWebhookUrl: _hidden, ...rest } = settings;
  return rest;
}

/** The host of the booking addresses the product ships with (constants.ts): an example, not the operator's. */
export const SHIPPED_EXAMPLE_HOST = 'leadvillage.africa';

/** The host name of an http(s) address, lower-cased (the domain has no URL class). */
function hostOf(url: string): string | null {
  const match = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/?#]*@)?(\[[^\]]*\]|[^/?#:]+)/i.exec(url.trim());
  return match?.[1]?.toLowerCase().replace(/\.$/, '') ?? null;
}

/** The visitor-facing booking addresses a production install must set to its own. */
export const SETTINGS_TO_SET_IN_PRODUCTION = ['calendarPageUrl', 'customJourneyBookingUrl'] as const satisfies readonly SettingKey[];
export type SettingToSet = (typeof SETTINGS_TO_SET_IN_PRODUCTION)[number];

/** The message for a booking address still on the shipped example host in production. */
export const SHIPPED_EXAMPLE_MESSAGE = `Set your own address: ${SHIPPED_EXAMPLE_HOST} is the example the product ships with`;

/** True when an address is on the shipped example host (or one of its subdomains). */
export function isShippedExampleUrl(url: string): boolean {
  const host = hostOf(url);
  return host !== null && (host === SHIPPED_EXAMPLE_HOST || host.endsWith(`.${SHIPPED_EXAMPLE_HOST}`));
}

/** The booking addresses still on the shipped example (what production says must be set). */
export function settingsLeftOnExample(settings: Pick<Settings, SettingToSet>): SettingToSet[] {
  return SETTINGS_TO_SET_IN_PRODUCTION.filter((key) => isShippedExampleUrl(settings[key]));
}

/** The journey leaders named in the settings. */
export function journeyLeadersFrom(
  settings: Pick<Settings, 'firstLeaderName' | 'secondLeaderName'>,
): JourneyLeaders {
  return { first: settings.firstLeaderName, second: settings.secondLeaderName };
}
