/* eslint-disable lingui/no-unlocalized-strings -- fixtures: the API's data, not texts of ours */
import type { Organisation } from '@lv/domain';

/** An organisation as the API answers it, for the screens' tests. */
export function organisation(overrides: Partial<Organisation> = {}): Organisation {
  return {
    id: 'org-1',
    name: 'Sahel Grid Energy',
    logoUrl: null,
    country: 'SN',
    defaultLocale: 'fr',
    timeZone: 'Africa/Dakar',
    createdAt: '2026-10-01T00:00:00.000Z',
    myRole: 'owner',
    seats: {
      state: 'active',
      seats: 12,
      held: 5,
      left: 7,
      until: '2027-10-23T00:00:00.000Z',
      grants: [
        {
          id: 'g1',
          seats: 12,
          startsOn: '2026-10-23',
          endsOn: '2027-10-22',
          source: 'invoice',
          reference: 'DEMO-2026-001',
        },
      ],
    },
    ...overrides,
  };
}
