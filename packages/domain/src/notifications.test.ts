import { describe, expect, it } from 'vitest';
import {
  channelEnabled,
  DEFAULT_NOTIFICATION_PREFERENCES,
  enabledChannels,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KIND_TABLE,
  NOTIFICATION_KINDS,
  NotificationPreferencesSchema,
  notificationKind,
  type NotificationPreferences,
} from './notifications';

describe('the notification kinds table', () => {
  it('has one row per kind, in order; email, push and in-app on by default, WhatsApp/SMS off (decisions.md)', () => {
    expect(NOTIFICATION_KIND_TABLE.map((k) => k.kind)).toEqual([...NOTIFICATION_KINDS]);
    for (const row of NOTIFICATION_KIND_TABLE)
      expect(row.defaults).toEqual({ email: true, push: true, in_app: true, whatsapp_sms: false });
    expect(NOTIFICATION_KIND_TABLE.filter((k) => k.limited).map((k) => k.kind)).toEqual([
      'streak_at_risk',
      'inactive',
    ]);
    expect(
      NOTIFICATION_KIND_TABLE.filter((k) => k.audience === 'leaders').map((k) => k.kind),
    ).toEqual(['roi_remeasure', 'leader_digest']);
    expect(() => notificationKind('carrier_pigeon' as never)).toThrow(RangeError);
  });
});

describe('NotificationPreferencesSchema', () => {
  it.each([
    [{}, true],
    [{ paused: true }, true],
    [
      {
        kinds: {
          streak_at_risk: { email: false },
          leader_digest: { whatsapp_sms: true, push: false },
        },
      },
      true,
    ],
    [{ kinds: { streak_at_risk: { fax: true } } }, false],
    [{ kinds: { lottery_results: { email: true } } }, false],
    [{ kinds: { inactive: { email: 'no' } } }, false],
    [{ paused: 'yes' }, false],
    [{ paused: false, theme: 'dark' }, false],
  ])('%j → valid %s', (input, valid) => {
    expect(NotificationPreferencesSchema.safeParse(input).success).toBe(valid);
  });

  it('fills the defaults and names the problem', () => {
    expect(NotificationPreferencesSchema.parse({})).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    const bad = NotificationPreferencesSchema.safeParse({ kinds: { inactive: { email: 'no' } } });
    expect(bad.error?.issues[0]?.message).toBe('Choose on or off');
    expect(
      NotificationPreferencesSchema.safeParse({ kinds: { inactive: { fax: true } } }).error
        ?.issues[0]?.message,
    ).toBe('Choose a channel from the list');
    expect(
      NotificationPreferencesSchema.safeParse({ kinds: { lottery: {} } }).error?.issues[0]?.message,
    ).toBe('Choose a notification kind from the list');
  });
});

describe('channelEnabled', () => {
  const mine: NotificationPreferences = {
    paused: false,
    kinds: { streak_at_risk: { email: false, whatsapp_sms: true } },
  };
  it.each([
    [DEFAULT_NOTIFICATION_PREFERENCES, 'webinar_soon', 'email', true],
    [DEFAULT_NOTIFICATION_PREFERENCES, 'webinar_soon', 'whatsapp_sms', false],
    [mine, 'streak_at_risk', 'email', false],
    [mine, 'streak_at_risk', 'whatsapp_sms', true],
    [mine, 'streak_at_risk', 'push', true],
    [mine, 'inactive', 'email', true],
    [{ ...mine, paused: true }, 'streak_at_risk', 'whatsapp_sms', false],
    [{ ...mine, paused: true }, 'capstone_reviewed', 'in_app', false],
  ] as const)('%j: %s by %s → %s', (prefs, kind, channel, on) => {
    expect(channelEnabled(prefs, kind, channel)).toBe(on);
  });

  it('lists the channels in order', () => {
    expect(enabledChannels(mine, 'streak_at_risk')).toEqual(['push', 'in_app', 'whatsapp_sms']);
    expect(enabledChannels({ paused: true, kinds: {} }, 'leader_digest')).toEqual([]);
    expect(NOTIFICATION_CHANNELS).toEqual(['email', 'push', 'in_app', 'whatsapp_sms']);
  });
});
