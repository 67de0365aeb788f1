import { JOIN_LINK_PENDING_TEXT, type EventList, type LearnerEvent } from '@lv/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogs } from '../../lib/i18n/catalogs';
import { CATALOG_NAMES } from '../../lib/i18n/catalog-files';
import { jsonResponse, makeAuth, makeUser } from '../../lib/testing/fakes';
import { renderScreen } from '../../lib/testing/render';
import { EventsScreen } from './events-screen';
import { JourneyEvents } from './journey-events';

const auth = makeAuth({ status: 'signedIn', user: makeUser() });

const event = (overrides: Partial<LearnerEvent> = {}): LearnerEvent => ({
  id: 'e1',
  title: 'Leading with data: a live clinic',
  description: 'Bring one number your team reports.\n\nLeave with a draft dashboard.',
  startsAt: '2026-12-08T14:00:00.000Z',
  endsAt: '2026-12-08T15:15:00.000Z',
  cpdMinutes: 75,
  journey: { id: 'amara', title: "Amara's Path" },
  phase: 'upcoming',
  cancelled: false,
  registered: false,
  attendance: null,
  hasJoinUrl: false,
  joinUrl: null,
  joinOpensAt: '2026-12-08T13:45:00.000Z',
  attendanceOpen: false,
  attendanceClosesAt: '2026-12-08T15:25:00.000Z',
  ...overrides,
});

const list = (upcoming: LearnerEvent[], overrides: Partial<EventList> = {}): EventList => ({
  timeZone: 'Africa/Nairobi',
  timeZoneChosen: true,
  upcoming,
  past: [],
  ...overrides,
});

let fetchMock: ReturnType<typeof vi.fn>;
const requests = () =>
  fetchMock.mock.calls.map(([input, init]) => ({
    path:
      new URL(String(input), 'http://localhost').pathname +
      new URL(String(input), 'http://localhost').search,
    method: (init as RequestInit | undefined)?.method ?? 'GET',
    body: (init as RequestInit | undefined)?.body,
  }));

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('EventsScreen', () => {
  it('shows each time in the learner’s timezone with the zone named', async () => {
    fetchMock.mockResolvedValue(jsonResponse(list([event()])));
    renderScreen(<EventsScreen />, { path: '/events', auth });
    const card = await screen.findByRole('article', { name: 'Leading with data: a live clinic' });
    // 14:00 UTC is 17:00 in Nairobi (24-hour or 12-hour, as the runtime's locale writes it).
    expect(
      within(card).getByText(
        /Tuesday,? (8 December|December 8),? 2026, (17:00|5:00\s?PM)–(18:15|6:15\s?PM)/,
      ),
    ).toBeInTheDocument();
    expect(within(card).getByText('East Africa Time (Africa/Nairobi)')).toBeInTheDocument();
    expect(
      within(card).getByText(/^Amara's Path · 75 CPD minutes · Attend for 75 XP$/),
    ).toBeInTheDocument();
    expect(screen.getByText(/Times show in your timezone, Africa\/Nairobi\./)).toBeInTheDocument();
    expect(screen.getByText('No past sessions yet.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      '/api/events/e1/calendar.ics',
    );
  });

  it('asks a learner who never chose a timezone to set one', async () => {
    fetchMock.mockResolvedValue(jsonResponse(list([], { timeZone: 'UTC', timeZoneChosen: false })));
    renderScreen(<EventsScreen />, { path: '/events', auth });
    expect(await screen.findByRole('link', { name: 'Set your timezone' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(screen.getByText(/No sessions are scheduled right now/)).toBeInTheDocument();
  });

  it('shows an error with a retry when the list cannot load', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ error: { code: 'internal', message: 'x' } }, 500),
    );
    fetchMock.mockResolvedValueOnce(jsonResponse(list([event()])));
    renderScreen(<EventsScreen />, { path: '/events', auth });
    expect(
      await screen.findByText('We could not load the events. Check your connection and try again.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('article', { name: 'Leading with data: a live clinic' }),
    ).toBeInTheDocument();
  });

  it('registers, then tells a registered learner the host will add the link', async () => {
    let registered = false;
    fetchMock.mockImplementation((input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/api/events/e1/registration' && init?.method === 'PUT') {
        registered = true;
        return Promise.resolve(
          jsonResponse({ changed: true, event: event({ registered: true }) }, 201),
        );
      }
      return Promise.resolve(jsonResponse(list([event({ registered })])));
    });
    renderScreen(<EventsScreen />, { path: '/events', auth });
    const card = await screen.findByRole('article', { name: 'Leading with data: a live clinic' });
    expect(within(card).queryByText(JOIN_LINK_PENDING_TEXT)).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Register' }));
    expect(await within(card).findByText(JOIN_LINK_PENDING_TEXT)).toBeInTheDocument();
    expect(within(card).getByText('Registered')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Cancel registration' })).toBeInTheDocument();
    expect(
      requests()
        .filter((r) => r.method === 'PUT')
        .map((r) => r.path),
    ).toEqual(['/api/events/e1/registration']);
  });

  it('shows the joining link when the server sends it, opening in a new tab', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        list([
          event({ registered: true, hasJoinUrl: true, joinUrl: 'https://meet.example.org/room' }),
        ]),
      ),
    );
    renderScreen(<EventsScreen />, { path: '/events', auth });
    const join = await screen.findByRole('link', { name: /Join the session/ });
    expect(join).toHaveAttribute('href', 'https://meet.example.org/room');
    expect(join).toHaveAttribute('target', '_blank');
    expect(join).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('checks the code before sending, shows the server’s refusal, and records the attendance', async () => {
    let attended = false;
    const live = () =>
      event({
        phase: 'live',
        registered: true,
        attendanceOpen: !attended,
        attendance: attended
          ? { attendedAt: '2026-12-08T14:10:00.000Z', verifiedBy: 'platform' }
          : null,
      });
    let tries = 0;
    fetchMock.mockImplementation((input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/api/events/e1/attendance') {
        tries += 1;
        if (tries === 1)
          return Promise.resolve(
            jsonResponse(
              {
                error: {
                  code: 'invalid-argument',
                  message: 'That code is not right.',
                  fields: { code: 'That code is not right.' },
                },
              },
              400,
            ),
          );
        if (tries === 2)
          return Promise.resolve(
            jsonResponse(
              {
                error: {
                  code: 'resource-exhausted',
                  message:
                    'Too many wrong codes. Wait 40 seconds, then enter the code the host shows.',
                },
              },
              429,
            ),
          );
        attended = true;
        return Promise.resolve(
          jsonResponse(
            { created: true, xpAwarded: 75, points: 75, journeyCompleted: false, event: live() },
            201,
          ),
        );
      }
      return Promise.resolve(jsonResponse(list([live()])));
    });
    renderScreen(<EventsScreen />, { path: '/events', auth });
    const code = await screen.findByLabelText('Attendance code');
    const submit = screen.getByRole('button', { name: 'Record my attendance' });

    await userEvent.type(code, '12345');
    await userEvent.click(submit);
    expect(await screen.findByText('Enter the 6-digit code the host shows')).toBeInTheDocument();
    expect(tries).toBe(0);

    await userEvent.type(code, '9');
    await userEvent.click(submit);
    expect(await screen.findByText('That code is not right.')).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many wrong codes. Wait 40 seconds, then enter the code the host shows.',
    );
    await userEvent.click(submit);
    expect(await screen.findByText('Your attendance is recorded.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Attendance code')).not.toBeInTheDocument();
    expect(
      requests()
        .filter((r) => r.method === 'POST')
        .map((r) => r.body),
    ).toEqual(Array(3).fill(JSON.stringify({ code: '123459' })));
  });
});

describe('JourneyEvents (for the journey page)', () => {
  it('lists the journey’s sessions, or says none is scheduled', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(list([event()])));
    const view = renderScreen(<JourneyEvents journeyId="amara" />, {
      path: '/journeys/amara',
      route: '/journeys/:id',
      auth,
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Live sessions' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Leading with data: a live clinic' }),
    ).toBeInTheDocument();
    expect(requests()[0]?.path).toBe('/api/events?journeyId=amara');
    view.unmount();

    fetchMock.mockResolvedValueOnce(jsonResponse(list([])));
    renderScreen(<JourneyEvents journeyId="kwame" />, {
      path: '/journeys/kwame',
      route: '/journeys/:id',
      auth,
    });
    expect(
      await screen.findByText(/No session is scheduled for this journey right now/),
    ).toBeInTheDocument();
  });
});

describe('EventsScreen in French', () => {
  afterEach(async () => {
    await loadCatalogs('en', CATALOG_NAMES);
  });

  it('says everything in French, dates and times included', async () => {
    await loadCatalogs('fr', CATALOG_NAMES);
    fetchMock.mockResolvedValue(
      jsonResponse(
        list(
          [
            event(),
            event({ id: 'e2', title: 'Late clinic', cpdMinutes: 1, startsAt: '2026-12-08T20:30:00.000Z', endsAt: '2026-12-08T22:00:00.000Z' }),
          ],
          { timeZoneChosen: false },
        ),
      ),
    );
    renderScreen(<EventsScreen />, { path: '/events', auth });
    expect(await screen.findByRole('heading', { level: 1, name: 'Webinaires et événements' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'À venir' })).toBeInTheDocument();
    expect(screen.getByText('Aucune séance passée pour l\'instant.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Indiquez votre fuseau horaire' })).toHaveAttribute('href', '/profile');
    const card = screen.getByRole('article', { name: 'Leading with data: a live clinic' });
    // 14:00 UTC is 17:00 in Nairobi, written the French way.
    expect(within(card).getByText('mardi 8 décembre 2026, 17:00–18:15')).toBeInTheDocument();
    expect(within(card).getByText(/^Amara's Path · 75 minutes CPD · Participez pour gagner 75 XP$/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: "S'inscrire" })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Ajouter au calendrier' })).toBeInTheDocument();
    const late = screen.getByRole('article', { name: 'Late clinic' });
    // One minute, and an end after midnight in Nairobi.
    expect(within(late).getByText(/ 1 minute CPD · /)).toBeInTheDocument();
    expect(within(late).getByText('mardi 8 décembre 2026, 23:30 – 01:00 (le lendemain)')).toBeInTheDocument();
  });
});
