import type { AdminEvent, AdminEventList, AttendanceCode } from '@lv/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogs } from '../../lib/i18n/catalogs';
import { CATALOG_NAMES } from '../../lib/i18n/catalog-files';
import { jsonResponse, makeAuth, makeUser } from '../../lib/testing/fakes';
import { renderScreen } from '../../lib/testing/render';
import { AdminEventScreen } from './admin-event-screen';
import { AdminEventsScreen } from './admin-events-screen';
import { formatTimeLeft } from './components/attendance-code-panel';

const auth = makeAuth({ status: 'signedIn', user: makeUser({ role: 'admin' }) });

const adminEvent = (overrides: Partial<AdminEvent> = {}): AdminEvent => ({
  id: 'e1',
  title: 'Leading change across silos',
  description: 'Bring one change.',
  startsAt: '2030-03-12T14:00:00.000Z',
  endsAt: '2030-03-12T15:30:00.000Z',
  timeZone: 'Africa/Lagos',
  startsAtLocal: '2030-03-12T15:00',
  endsAtLocal: '2030-03-12T16:30',
  joinUrl: null,
  cpdMinutes: 90,
  journey: null,
  phase: 'upcoming',
  cancelledAt: null,
  registrations: 3,
  attendances: 0,
  updatedAt: '2030-01-01T00:00:00.000Z',
  ...overrides,
});

const list = (upcoming: AdminEvent[] = []): AdminEventList => ({
  timeZone: 'Africa/Lagos',
  journeys: [{ id: 'j-first', title: "Amara's Path" }],
  upcoming,
  past: [],
});

let fetchMock: ReturnType<typeof vi.fn>;
const posts = () =>
  fetchMock.mock.calls
    .filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST')
    .map(([input, init]) => ({
      path: String(input),
      body: JSON.parse(String((init as RequestInit).body)) as unknown,
    }));

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  // jsdom has no <dialog> methods.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.open = false;
  };
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('AdminEventsScreen', () => {
  it('schedules an event in the admin’s timezone: the form checks it with the server’s schema first', async () => {
    fetchMock.mockImplementation((input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'POST')
        return Promise.resolve(jsonResponse({ event: adminEvent({ title: 'Data clinic' }) }, 201));
      return Promise.resolve(jsonResponse(list()));
    });
    renderScreen(<AdminEventsScreen />, { path: '/admin/events', auth });
    expect(
      await screen.findByText('Nothing is scheduled. Schedule the next session.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Schedule event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule event' });
    expect(within(dialog).getByLabelText('Timezone of the times below')).toHaveValue(
      'Africa/Lagos',
    );

    await userEvent.type(within(dialog).getByLabelText('Title'), 'Data clinic');
    await userEvent.type(within(dialog).getByLabelText('Description'), 'Bring one number.');
    await userEvent.type(
      within(dialog).getByLabelText('Joining link'),
      'http://meet.example.org/x',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule event' }));
    expect(await within(dialog).findByText('Must be an https:// address')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the start as a date and a time')).toBeInTheDocument();
    expect(posts()).toEqual([]);

    await userEvent.clear(within(dialog).getByLabelText('Joining link'));
    await userEvent.type(within(dialog).getByLabelText('Starts'), '2030-03-12T15:00');
    await userEvent.type(within(dialog).getByLabelText('Ends'), '2030-03-12T16:30');
    await userEvent.selectOptions(
      within(dialog).getByLabelText('Counts toward the journey'),
      'j-first',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule event' }));
    expect(await screen.findByText('Scheduled “Data clinic”.')).toBeInTheDocument();
    expect(posts()).toEqual([
      {
        path: '/api/admin/events',
        body: {
          title: 'Data clinic',
          description: 'Bring one number.',
          startsAtLocal: '2030-03-12T15:00',
          endsAtLocal: '2030-03-12T16:30',
          timeZone: 'Africa/Lagos',
          joinUrl: '',
          cpdMinutes: 60,
          journeyId: 'j-first',
        },
      },
    ]);
  });

  it('shows the server’s field messages when it refuses an event', async () => {
    fetchMock.mockImplementation((_input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'PUT') {
        return Promise.resolve(
          jsonResponse(
            {
              error: {
                code: 'invalid-argument',
                message: 'This event would already be over. Choose a later end.',
                fields: { endsAtLocal: 'This time has already passed' },
              },
            },
            400,
          ),
        );
      }
      return Promise.resolve(jsonResponse(list([adminEvent()])));
    });
    renderScreen(<AdminEventsScreen />, { path: '/admin/events', auth });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Change “Leading change across silos”' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Change event' });
    expect(within(dialog).getByLabelText('Starts')).toHaveValue('2030-03-12T15:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('This time has already passed')).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'This event would already be over. Choose a later end.',
    );
  });
});

describe('AdminEventScreen (the host’s screen)', () => {
  it('shows the current code in two groups and how long it has left', async () => {
    const code: AttendanceCode = {
      state: 'open',
      code: '042917',
      rotatesAt: new Date(Date.now() + 125_000).toISOString(),
      opensAt: '2030-03-12T14:00:00.000Z',
      closesAt: '2030-03-12T15:40:00.000Z',
      serverTime: new Date().toISOString(),
    };
    fetchMock.mockImplementation((input: RequestInfo | URL) => {
      const path = String(input);
      if (path.endsWith('/code')) return Promise.resolve(jsonResponse(code));
      return Promise.resolve(
        jsonResponse({
          event: adminEvent({ phase: 'live' }),
          attendees: [
            {
              userId: 'u1',
              name: 'Ama Mensah',
              email: 'ama@example.org',
              registeredAt: '2030-03-10T09:00:00.000Z',
              attendance: null,
            },
          ],
        }),
      );
    });
    renderScreen(<AdminEventScreen />, {
      path: '/admin/events/e1',
      route: '/admin/events/:eventId',
      auth,
    });
    expect(await screen.findByText('042 917')).toBeInTheDocument();
    // About 2:05 (the server clock and the answer’s arrival differ by a few milliseconds).
    expect(screen.getByText(/^2:0[4-6]$/)).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Mark Ama Mensah as attending' }),
    ).toBeInTheDocument();
  });

  it('marks someone who did not register by their email, checked first', async () => {
    fetchMock.mockImplementation((input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      if (path.endsWith('/code')) return Promise.resolve(jsonResponse({ state: 'closed' }, 404));
      if (path.endsWith('/attendance') && init?.method === 'POST')
        return Promise.resolve(
          jsonResponse({
            created: true,
            attendee: {
              userId: 'u9',
              name: 'Kofi Boateng',
              email: 'kofi@example.org',
              registeredAt: null,
              attendance: { attendedAt: '2030-03-12T14:30:00.000Z', verifiedBy: 'admin' },
            },
          }),
        );
      return Promise.resolve(jsonResponse({ event: adminEvent({ phase: 'live' }), attendees: [] }));
    });
    renderScreen(<AdminEventScreen />, {
      path: '/admin/events/e1',
      route: '/admin/events/:eventId',
      auth,
    });
    const user = userEvent.setup();
    const email = await screen.findByLabelText('Mark someone else by email');
    await user.type(email, 'kofi@');
    await user.click(screen.getByRole('button', { name: 'Mark attending' }));
    expect(await screen.findByText('Enter the learner’s email address')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(posts()).toEqual([]);
    await user.type(email, 'example.org ');
    await user.click(screen.getByRole('button', { name: 'Mark attending' }));
    expect(await screen.findByText('Kofi Boateng is marked as attending.')).toBeInTheDocument();
    expect(posts()).toEqual([
      { path: '/api/admin/events/e1/attendance', body: { email: 'kofi@example.org' } },
    ]);
    expect(email).toHaveValue('');
  });

  it.each([
    [125_000, '2:05'],
    [60_000, '1:00'],
    [999, '0:01'],
    [0, '0:00'],
    [-5_000, '0:00'],
  ])('formatTimeLeft(%d) → %s', (ms, text) => expect(formatTimeLeft(ms)).toBe(text));
});

describe('AdminEventsScreen in French', () => {
  afterEach(async () => {
    await loadCatalogs('en', CATALOG_NAMES);
  });

  it('lists the events and asks before cancelling one, in French with plurals', async () => {
    await loadCatalogs('fr', CATALOG_NAMES);
    fetchMock.mockResolvedValue(jsonResponse(list([adminEvent({ attendances: 1 })])));
    renderScreen(<AdminEventsScreen />, { path: '/admin/events', auth });
    expect(await screen.findByRole('heading', { level: 2, name: 'À venir et en direct' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Événements' })).toBeInTheDocument();
    expect(screen.getByText('3 inscrits · 1 présent · pas encore de lien de connexion')).toBeInTheDocument();
    expect(screen.getByText('Aucun événement passé pour l\'instant.')).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: "Annuler l'événement « Leading change across silos »" }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Annuler cet événement ?' });
    expect(
      within(dialog).getByText(
        "« Leading change across silos » n'accepte plus ni inscriptions ni codes, et les 3 apprenants inscrits le verront annulé. Cette action est définitive.",
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Conserver' })).toBeInTheDocument();
  });
});
