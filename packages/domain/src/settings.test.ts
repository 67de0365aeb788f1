import { describe, expect, it } from 'vitest';
import { PLAN_IDS } from './payments';
import {
  applySettingsPatch,
  DEFAULT_SETTINGS,
  HttpsUrlSchema,
  journeyLeadersFrom,
  PublicSettingsSchema,
  resolveSettings,
  SettingsSchema,
  toPublicSettings,
} from './settings';

const firstMessage = (result: {
  success: boolean;
  error?: { issues: Array<{ message: string }> };
}) => (result.success ? null : (result.error?.issues[0]?.message ?? null));

describe('DEFAULT_SETTINGS', () => {
  it('is valid and carries the decided defaults', () => {
    expect(SettingsSchema.parse(DEFAULT_SETTINGS)).toEqual(DEFAULT_SETTINGS);
    expect(DEFAULT_SETTINGS).toMatchObject({
      siteName: 'LeadVillage',
      firstLeaderName: 'Amara',
      secondLeaderName: 'Kwame',
      bookingWebhookUrl: null,
      salesEmail: 'sales@leadvillage.africa',
      livesGoal: 1_000_000,
      activeLeaders: 2453,
      activeLeadersGoal: 100_000,
      leadersClaim: '2,400+',
    });
    expect(Object.keys(DEFAULT_SETTINGS.plans)).toEqual([...PLAN_IDS]);
    expect(DEFAULT_SETTINGS.plans.individual).toMatchObject({
      tier: 'individual_paid',
      currency: 'usd',
    });
    expect(DEFAULT_SETTINGS.plans.corporate).toMatchObject({
      tier: 'corporate_leader',
      currency: 'usd',
    });
  });
});

describe('HttpsUrlSchema', () => {
  it.each([
    ['https://hooks.example.com/booking', null],
    ['  https://calendar.example.org/leadvillage?x=1  ', null],
    ['https://xn--80ak6aa92e.xn--p1ai/', null], // an internationalised domain
    ['http://hooks.example.com/booking', 'Must be an https:// address'],
    ['ftp://example.com', 'Must be an https:// address'],
    ['hooks.example.com', 'Must be an https:// address'],
    ['', 'Must be an https:// address'],
    ['https://localhost/hook', 'Must be a public internet address'],
    ['https://127.0.0.1/hook', 'Must be a public internet address'],
    ['https://2130706433/hook', 'Must be a public internet address'], // 127.0.0.1 in disguise
    ['https://10.0.0.5/hook', 'Must be a public internet address'],
    ['https://192.168.1.1/', 'Must be a public internet address'],
    ['https://169.254.169.254/latest/meta-data', 'Must be a public internet address'],
    ['https://[::1]/hook', 'Must be a public internet address'],
    ['https://metadata.google.internal/', 'Must be a public internet address'],
    ['https://printer.local/', 'Must be a public internet address'],
    ['https://intranet/', 'Must be a public internet address'],
  ])('%j → %s', (url, message) => {
    expect(firstMessage(HttpsUrlSchema.safeParse(url))).toBe(message);
  });
});

describe('SettingsSchema', () => {
  it.each([
    [{ siteName: '' }, 'Site name is required'],
    [{ firstLeaderName: '' }, 'Name is required'],
    [{ firstLeaderName: 'Ngozi Adeyemi' }, null],
    [{ firstLeaderName: 'Zoë' }, null],
    [{ firstLeaderName: '<script>' }, 'Use letters only'],
    [{ secondLeaderName: 'Amara' }, 'The two leaders need different first names'],
    [{ secondLeaderName: 'amara okafor' }, 'The two leaders need different first names'],
    [{ firstLeaderName: 'Custom' }, 'This name is reserved'],
    [{ secondLeaderName: 'custom' }, 'This name is reserved'],
    [{ calendarPageUrl: 'http://cal.example.com' }, 'Must be an https:// address'],
    [{ customJourneyBookingUrl: 'https://localhost' }, 'Must be a public internet address'],
    [{ bookingWebhookUrl: 'https://hooks.example.com/x' }, null],
    [{ bookingWebhookUrl: 'http://hooks.example.com/x' }, 'Must be an https:// address'],
    [{ salesEmail: 'sales' }, 'Please enter a valid email address'],
    [{ activeLeaders: -1 }, 'Cannot be negative'],
    [{ livesGoal: 1.5 }, 'Enter a whole number'],
    [
      {
        plans: {
          ...DEFAULT_SETTINGS.plans,
          individual: { ...DEFAULT_SETTINGS.plans.individual, amount: 49 },
        },
      },
      'The amount must be at least 50 cents',
    ],
    [
      {
        plans: {
          ...DEFAULT_SETTINGS.plans,
          corporate: { ...DEFAULT_SETTINGS.plans.corporate, currency: 'dollars' },
        },
      },
      'Use a 3-letter currency code, e.g. usd',
    ],
    [{ accreditorName: 'CPD Standards Office', accreditorNumber: 'P-40123' }, null],
    [{ accreditorName: 'Institute of Leadership' }, null],
    [{ accreditorNumber: 'P-40123' }, 'Name the accrediting body that gave this number'],
    [{ accreditorName: 'x'.repeat(121) }, 'Keep the name under 120 characters'],
    [{ accreditorName: 'Body', accreditorNumber: '9'.repeat(61) }, 'Keep the number under 60 characters'],
  ])('%j → %s', (patch, message) => {
    expect(firstMessage(SettingsSchema.safeParse({ ...DEFAULT_SETTINGS, ...patch }))).toBe(message);
  });

  it.each([
    ['  CPD Standards Office ', 'CPD Standards Office', null],
    [null, null, null],
    ['', null, 'Enter the text, or leave the field empty'],
    ['   ', null, 'Enter the text, or leave the field empty'],
    ['Body\nline two', null, 'Use plain text on one line'],
  ])('the accreditor name %j is stored as %j (%s)', (input, stored, message) => {
    const result = SettingsSchema.safeParse({ ...DEFAULT_SETTINGS, accreditorName: input });
    expect(firstMessage(result)).toBe(message);
    if (result.success) expect(result.data.accreditorName).toBe(stored);
  });
});

describe('applySettingsPatch', () => {
  it('changes only the given keys', () => {
    const result = applySettingsPatch(DEFAULT_SETTINGS, {
      siteName: 'Lead Africa',
      firstLeaderName: 'Ngozi',
    });
    expect(result.ok && result.settings).toEqual({
      ...DEFAULT_SETTINGS,
      siteName: 'Lead Africa',
      firstLeaderName: 'Ngozi',
    });
  });

  it.each([
    [{ unknownKey: 1 }],
    [{ secondLeaderName: 'Amara' }],
    [{ bookingWebhookUrl: 'http://x.example.com' }],
  ])('refuses %j', (patch) => {
    expect(applySettingsPatch(DEFAULT_SETTINGS, patch).ok).toBe(false);
  });

  it('can clear the webhook', () => {
    const withHook = { ...DEFAULT_SETTINGS, bookingWebhookUrl: 'https://hooks.example.com/x' };
    const result = applySettingsPatch(withHook, { bookingWebhookUrl: null });
    expect(result.ok && result.settings.bookingWebhookUrl).toBeNull();
  });
});

describe('resolveSettings', () => {
  it('uses defaults for missing and invalid stored values', () => {
    expect(resolveSettings({})).toEqual(DEFAULT_SETTINGS);
    expect(
      resolveSettings({
        siteName: 'Lead Africa',
        calendarPageUrl: 'http://bad.example.com',
        stray: 1,
      }),
    ).toEqual({
      ...DEFAULT_SETTINGS,
      siteName: 'Lead Africa',
    });
  });

  it('drops a stored accreditor number whose body name is no longer valid', () => {
    const settings = resolveSettings({ accreditorName: 'x'.repeat(500), accreditorNumber: 'P-1' });
    expect(settings).toMatchObject({ accreditorName: null, accreditorNumber: null });
  });

  it('falls back to the default leaders when the stored pair clashes', () => {
    const settings = resolveSettings({ firstLeaderName: 'Kwame', secondLeaderName: 'Kwame' });
    expect(journeyLeadersFrom(settings)).toEqual({ first: 'Amara', second: 'Kwame' });
  });
});

describe('toPublicSettings', () => {
  it('hides the webhook address', () => {
    const pub = toPublicSettings({
      ...DEFAULT_SETTINGS,
      bookingWebhookUrl: 'https://hooks.example.com/secret',
    });
    expect(pub).not.toHaveProperty('bookingWebhookUrl');
    expect(PublicSettingsSchema.parse(pub)).toEqual(pub);
  });
});
