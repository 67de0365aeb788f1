import type { JourneyMonth } from '@lv/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime, formatDay } from '../../lib/format';
import { jsonResponse, makeAuth, makeUser } from '../../lib/testing/fakes';
import { renderScreen } from '../../lib/testing/render';
import { JourneyScreen } from './journey-screen';
import { answerWith, detail, enrolment, moduleItem } from './journeys-test-data';

const auth = makeAuth({ status: 'signedIn', user: makeUser() });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// The app composes other features into the page; here each slot says what it was given.
const slots = {
  webinars: ({ journeyId }: { journeyId: string }) => <section aria-label="Live sessions">sessions of {journeyId}</section>,
  capstone: ({ journeyId }: { journeyId: string }) => <p>capstone of {journeyId}</p>,
  mentoring: () => <p>mentoring card</p>,
};
const render = (path = '/journeys/amara') => renderScreen(<JourneyScreen slots={slots} />, { path, route: '/journeys/:journeyId', auth });

const inProgress = detail({
  status: 'in_progress',
  enrolment: enrolment(),
  progress: { done: 1, required: 3, percent: 33 },
  // Out of order on purpose: the page shows them by position.
  modules: [moduleItem(2, { hasVideo: true }), moduleItem(1, { done: true, completedAt: '2026-11-21T10:00:00.000Z' }), moduleItem(3, { required: false })],
  next: { slug: 'module-2', title: 'Choosing the right tools' },
  requirements: {
    modules: { done: 1, required: 3 },
    webinars: { attended: 0, required: 1 },
    capstone: { required: true, accepted: false },
    met: false,
  },
});

describe('JourneyScreen', () => {
  it('shows the modules in order with done ticks, progress done / required, a Continue to the next module, the capstone brief and the webinars', async () => {
    fetchMock.mockImplementation(answerWith({ 'GET /api/journeys/amara': () => jsonResponse(inProgress) }));
    render();

    expect(await screen.findByRole('heading', { level: 1, name: "Amara's Path" })).toBeInTheDocument();
    expect(screen.getByText('1 / 3 required modules done')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: "Progress through Amara's Path" })).toHaveAttribute('aria-valuenow', '33');
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/journeys/amara/modules/module-2');
    expect(screen.getByText('Webinars: 0 / 1 attended')).toBeInTheDocument();
    expect(screen.getByText('Capstone challenge: not accepted yet')).toBeInTheDocument();

    const modules = within(screen.getByRole('region', { name: 'Modules' })).getAllByRole('listitem');
    expect(modules.map((m) => within(m).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Digital confidence starts with you (done)',
      'Choosing the right tools (not done yet)',
      'Asking better questions of data (not done yet)',
    ]);
    expect(within(modules[1]!).getByText('· Up next', { exact: false })).toBeInTheDocument();
    expect(within(modules[1]!).getByText('Video')).toBeInTheDocument();
    expect(within(modules[2]!).getByText('Optional')).toBeInTheDocument();
    expect(within(modules[0]!).getByRole('link', { name: 'Digital confidence starts with you' })).toHaveAttribute(
      'href',
      '/journeys/amara/modules/module-1',
    );

    // The brief's `##` arrives as h4; under the section's h2 it reads as h3.
    const capstone = screen.getByRole('region', { name: 'Capstone challenge' });
    expect(within(capstone).getByRole('heading', { level: 3, name: 'Your capstone' })).toBeInTheDocument();
    expect(within(capstone).getByText('real').tagName).toBe('STRONG');

    // Other features' parts, composed by the app, get the journey's URL id.
    expect(screen.getByRole('region', { name: 'Live sessions' })).toHaveTextContent('sessions of amara');
    expect(screen.getByText('mentoring card')).toBeInTheDocument();
  });

  it('offers Enrol when not enrolled, enrols with a PUT and moves focus to the progress', async () => {
    const user = userEvent.setup();
    let enrolled = false;
    fetchMock.mockImplementation(
      answerWith({
        'GET /api/journeys/amara': () =>
          jsonResponse(enrolled ? detail({ status: 'enrolled', enrolment: enrolment() }) : detail()),
        'PUT /api/journeys/amara/enrolment': () => {
          enrolled = true;
          return jsonResponse({ created: true, enrolment: enrolment() }, 201);
        },
      }),
    );
    render();
    expect(await screen.findByRole('heading', { level: 2, name: 'Start this journey' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
    // Nothing is marked "Up next" before the learner has enrolled.
    expect(screen.queryByText('· Up next', { exact: false })).toBeNull();

    await user.click(screen.getByRole('button', { name: "Enrol in Amara's Path" }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Your progress' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('0 / 3 required modules done')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start the first module' })).toHaveAttribute('href', '/journeys/amara/modules/module-1');
    expect(screen.queryByRole('button', { name: /Enrol/ })).toBeNull();
  });

  it('shows a completed journey at 100% without a Continue', async () => {
    fetchMock.mockImplementation(
      answerWith({
        'GET /api/journeys/amara': () =>
          jsonResponse(
            detail({
              status: 'completed',
              enrolment: { ...enrolment(), completedAt: '2026-11-23T10:00:00.000Z' },
              progress: { done: 3, required: 3, percent: 100 },
              modules: [1, 2, 3].map((n) => moduleItem(n, { done: true, completedAt: '2026-11-22T10:00:00.000Z' })),
              next: null,
              requirements: {
                modules: { done: 3, required: 3 },
                webinars: { attended: 1, required: 1 },
                capstone: { required: true, accepted: true },
                met: true,
              },
            }),
          ),
      }),
    );
    render();
    expect(await screen.findByText('You have completed this journey.')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('3 / 3 required modules done')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Continue/ })).toBeNull();
    expect(screen.getByText('Completed')).toBeInTheDocument();
  });

  it('shows a skeleton with Loading... while the journey loads', () => {
    fetchMock.mockImplementation(() => new Promise(() => {}));
    render();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('shows "Journey not found" for an unknown journey', async () => {
    fetchMock.mockImplementation(answerWith({}));
    render('/journeys/nobody');
    expect(await screen.findByRole('heading', { level: 1, name: 'Journey not found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.getByRole('link', { name: 'All journeys' })).toHaveAttribute('href', '/journeys');
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual(['/api/journeys/nobody']);
  });

  it('shows an error with Retry when the network fails, and the journey once Retry works', async () => {
    const user = userEvent.setup();
    let online = false;
    fetchMock.mockImplementation((input: RequestInfo | URL, init?: RequestInit) =>
      online ? answerWith({ 'GET /api/journeys/amara': () => jsonResponse(inProgress) })(input, init) : Promise.reject(new TypeError('Failed to fetch')),
    );
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not load this journey' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The server could not be reached. Check your connection and try again.');
    online = true;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: "Amara's Path" })).toBeInTheDocument();
  });

  it('offers the certificate of a completed journey: the PDF, its credential and its public verification page', async () => {
    const certificate = {
      id: 'Yx3kQ2w9Lr0aB7cD1eF5gH',
      code: 'ABCDE12345K',
      kind: 'journey' as const,
      xp: null,
      journeyId: 'j1',
      journeyTitle: "Amara's Path",
      holderName: 'Chúkwúemeka Ọ̀kọ̀nkwọ́',
      cpdMinutes: 600,
      issuedAt: '2026-11-20T10:00:00.000Z',
      status: 'valid' as const,
      revokedAt: null,
      revokedReason: null,
      verifyUrl: 'http://localhost:3000/verify/Yx3kQ2w9Lr0aB7cD1eF5gH',
      pdfUrl: '/api/me/certificates/Yx3kQ2w9Lr0aB7cD1eF5gH/pdf',
      credentialUrl: '/ob/certificates/Yx3kQ2w9Lr0aB7cD1eF5gH',
    };
    fetchMock.mockImplementation(
      answerWith({ 'GET /api/journeys/amara': () => jsonResponse(detail({ status: 'completed', enrolment: enrolment(), next: null, certificate })) }),
    );
    render();
    expect(await screen.findByText('You have completed this journey.')).toBeInTheDocument();
    const panel = screen.getByTestId('journey-certificate');
    expect(within(panel).getByRole('link', { name: 'Download certificate (PDF)' })).toHaveAttribute('href', certificate.pdfUrl);
    const credential = within(panel).getByRole('link', { name: 'Export credential' });
    expect(credential).toHaveAttribute('href', certificate.credentialUrl);
    expect(credential).toHaveAttribute('download', 'amara-s-path-credential.json');
    expect(within(panel).getByRole('link', { name: 'Verification page' })).toHaveAttribute('href', certificate.verifyUrl);
    expect(panel).toHaveTextContent('Code ABCDE-12345-K');
  });

  it('shows the months as the spine: where the learner is, the month asked of them, and when the next one opens', async () => {
    const month = (number: number, over: Partial<JourneyMonth>): JourneyMonth => ({
      number,
      title: `Month ${number}: Theme ${number}`,
      purpose: `What month ${number} is for.`,
      moduleSlugs: [],
      liveSession: { title: `Session ${number}`, event: null },
      practice: `Practice of month ${number}.`,
      opensOn: null,
      open: false,
      done: false,
      current: false,
      ...over,
    });
    const paced = detail({
      ...inProgress,
      months: [
        month(1, { moduleSlugs: ['module-1', 'module-2'], opensOn: '2026-11-20', open: true, current: true, liveSession: { title: 'Kick-off', event: { id: 'ev1', startsAt: '2026-11-26T14:00:00.000Z' } } }),
        month(2, { moduleSlugs: ['module-3'], opensOn: '2026-12-18' }),
      ],
    });
    fetchMock.mockImplementation(answerWith({ 'GET /api/journeys/amara': () => jsonResponse(paced) }));
    render();

    const spine = await screen.findByRole('region', { name: 'Month by month' });
    expect(screen.queryByRole('region', { name: 'Modules' })).not.toBeInTheDocument();
    const months = within(spine).getAllByRole('listitem').filter((li) => li.hasAttribute('data-month'));
    expect(months.map((m) => within(m).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Month 1: Theme 1',
      'Month 2: Theme 2',
    ]);
    expect(within(months[0]!).getByText('You are here')).toBeInTheDocument();
    expect(within(months[0]!).getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual([
      'Digital confidence starts with you (done)',
      'Choosing the right tools (not done yet)',
    ]);
    expect(within(months[0]!).getByText('Practice of month 1.')).toBeInTheDocument();
    expect(within(months[0]!).getByRole('link', { name: formatDateTime('2026-11-26T14:00:00.000Z') })).toHaveAttribute('href', '/events/ev1');
    expect(within(months[1]!).getByText(`Opens on ${formatDay('2026-12-18')}`)).toBeInTheDocument();
    expect(within(months[1]!).getByText('date to be announced')).toBeInTheDocument();
  });
});
