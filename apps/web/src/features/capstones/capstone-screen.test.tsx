import type { AdminCapstoneDetail, CapstoneView } from '@lv/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogs } from '../../lib/i18n/catalogs';
import { CATALOG_NAMES } from '../../lib/i18n/catalog-files';
import { jsonResponse, makeAuth, makeUser } from '../../lib/testing/fakes';
import { renderScreen } from '../../lib/testing/render';
import { AdminCapstoneScreen } from './admin-capstone-screen';
import { CapstoneScreen } from './capstone-screen';
import { JourneyCapstoneCard } from './journey-capstone-card';

const auth = makeAuth({ status: 'signedIn', user: makeUser({ id: 'me' }) });
const LONG = 'We moved the weekly stock count into one shared sheet and met every Monday. '.repeat(
  2,
);

const view = (overrides: Partial<CapstoneView> = {}): CapstoneView => ({
  journey: { id: 'amara', title: "Amara's Path" },
  briefHtml: '<h4>Lead one digital improvement</h4><p>Choose one real problem.</p>',
  required: true,
  enrolled: true,
  status: 'draft',
  draft: { text: 'First notes.', links: [] },
  canEdit: true,
  submissions: [],
  unseenReview: false,
  xpAwarded: null,
  cpdMinutes: 120,
  updatedAt: '2026-11-24T08:00:00.000Z',
  ...overrides,
});

const reviewed: CapstoneView['submissions'][number] = {
  number: 1,
  textHtml: '<p>Version one.</p>',
  links: [{ url: 'https://docs.example.org/sheet', label: 'Our sheet' }],
  submittedAt: '2026-11-20T08:00:00.000Z',
  review: {
    decision: 'changes_requested',
    feedback: '<b>Add</b> the numbers before.\nAnd after.',
    reviewedAt: '2026-11-21T08:00:00.000Z',
    reviewerName: 'Mo Admin',
  },
};

let fetchMock: ReturnType<typeof vi.fn>;
const requests = () =>
  fetchMock.mock.calls.map(([input, init]) => ({
    path: new URL(String(input), 'http://localhost').pathname,
    method: (init as RequestInit | undefined)?.method ?? 'GET',
    body: (init as RequestInit | undefined)?.body
      ? (JSON.parse(String((init as RequestInit).body)) as unknown)
      : undefined,
  }));

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderCapstone = () =>
  renderScreen(<CapstoneScreen />, {
    path: '/journeys/amara/capstone',
    route: '/journeys/:journeyId/capstone',
    auth,
  });

describe('CapstoneScreen', () => {
  it('checks a submission with the domain’s rule before sending, previews through the server and saves a draft', async () => {
    fetchMock.mockImplementation((input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/api/capstones/preview')
        return Promise.resolve(jsonResponse({ html: '<p><strong>Rendered</strong></p>' }));
      if (init?.method === 'PUT')
        return Promise.resolve(
          jsonResponse(view({ draft: JSON.parse(String(init.body)) as CapstoneView['draft'] })),
        );
      return Promise.resolve(jsonResponse(view()));
    });
    renderCapstone();
    expect(
      await screen.findByRole('heading', { level: 1, name: "Capstone: Amara's Path" }),
    ).toBeInTheDocument();
    // The brief's `##` (h4 from the server) sits under the page's h2 section as an h3.
    expect(screen.getByText('Lead one digital improvement').tagName).toBe('H3');

    await userEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(screen.getByLabelText('Your capstone')).toHaveAccessibleDescription(
      /Write at least 100 characters before you submit/,
    );
    expect(requests().filter((r) => r.method === 'POST')).toEqual([]);
    // A formatting help, not raw Markdown in the hint.
    expect(screen.getByLabelText('Your capstone')).toHaveAccessibleDescription(/At least 100 characters to submit/);
    expect(screen.getByLabelText('Your capstone')).not.toHaveAccessibleDescription(/Markdown|\*\*/);
    expect(screen.getByText('Formatting help').closest('details')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Show preview' }));
    expect((await screen.findByText('Rendered')).tagName).toBe('STRONG');
    expect(requests().find((r) => r.path === '/api/capstones/preview')?.body).toEqual({
      text: 'First notes.',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Add a link' }));
    await userEvent.type(screen.getByLabelText('Link 1 address'), 'http://docs.example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Must be an https:// address')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Link 1 address'));
    await userEvent.type(screen.getByLabelText('Link 1 address'), 'https://docs.example.org/sheet');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(
      await screen.findByText('Draft saved. Submit it when it is ready for review.'),
    ).toBeInTheDocument();
    expect(requests().find((r) => r.method === 'PUT')).toEqual({
      path: '/api/journeys/amara/capstone',
      method: 'PUT',
      body: { text: 'First notes.', links: [{ url: 'https://docs.example.org/sheet', label: '' }] },
    });
  });

  it('submits a long enough capstone and then shows it waiting for review, without the editor', async () => {
    fetchMock.mockImplementation((_input: RequestInfo | URL, init?: RequestInit) =>
      Promise.resolve(
        init?.method === 'POST'
          ? jsonResponse(
              view({
                status: 'submitted',
                canEdit: false,
                submissions: [{ ...reviewed, number: 1, review: null }],
              }),
              201,
            )
          : jsonResponse(view({ draft: { text: LONG, links: [] } })),
      ),
    );
    renderCapstone();
    await userEvent.click(await screen.findByRole('button', { name: 'Submit for review' }));
    expect(
      await screen.findByText(/waiting for review\. You can change it again/),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Your capstone')).toBeNull();
    expect(requests().find((r) => r.method === 'POST')).toMatchObject({
      path: '/api/journeys/amara/capstone/submissions',
      body: { text: LONG.trim(), links: [] },
    });
  });

  it('points out a new review once, tells the server it was read, and shows feedback as text', async () => {
    fetchMock.mockImplementation((_input: RequestInfo | URL, init?: RequestInit) =>
      Promise.resolve(
        init?.method === 'POST'
          ? new Response(null, { status: 204 })
          : jsonResponse(
              view({ status: 'changes_requested', unseenReview: true, submissions: [reviewed] }),
            ),
      ),
    );
    renderCapstone();
    expect(
      await screen.findByText(/Your capstone was reviewed: Your reviewer asked for changes/),
    ).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(
        requests()
          .filter((r) => r.method === 'POST')
          .map((r) => r.path),
      ).toEqual(['/api/journeys/amara/capstone/review-seen']),
    );
    const history = screen.getByRole('list', { name: 'Submitted versions' });
    expect(within(history).getByText(/<b>Add<\/b> the numbers before/)).toBeInTheDocument();
    expect(within(history).getByRole('link', { name: 'Our sheet' })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow ugc',
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Change and resubmit your capstone' }),
    ).toBeInTheDocument();
  });

  it('offers enrolment instead of the editor to a learner who is not enrolled', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        view({ enrolled: false, canEdit: false, status: null, draft: { text: '', links: [] } }),
      ),
    );
    renderCapstone();
    expect(
      await screen.findByRole('button', { name: "Enrol in Amara's Path" }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Your capstone')).toBeNull();
  });
});

describe('JourneyCapstoneCard', () => {
  it('shows the state, a new review and a link to the capstone page', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        view({ status: 'changes_requested', unseenReview: true, submissions: [reviewed] }),
      ),
    );
    renderScreen(<JourneyCapstoneCard journeyId="amara" />, {
      path: '/journeys/amara',
      route: '/journeys/:journeyId',
      auth,
    });
    expect(await screen.findByText('New: your capstone was reviewed.')).toBeInTheDocument();
    expect(screen.getByText('Changes requested')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open your capstone' })).toHaveAttribute(
      'href',
      '/journeys/amara/capstone',
    );
  });
});

describe('AdminCapstoneScreen', () => {
  const detail = (overrides: Partial<AdminCapstoneDetail> = {}): AdminCapstoneDetail => ({
    id: 'c1',
    learner: { id: 'u1', name: 'Ada Learner' },
    journey: { id: 'amara', title: "Amara's Path", briefHtml: '<p>Brief.</p>' },
    status: 'submitted',
    submissions: [{ ...reviewed, number: 2, review: null }, reviewed],
    reviewable: 2,
    notice: null,
    xpAwarded: null,
    cpdMinutes: 120,
    ...overrides,
  });

  it('sends the decision on the version shown, and shows the server’s 409 when another admin got there first', async () => {
    fetchMock.mockImplementation((_input: RequestInfo | URL, init?: RequestInit) =>
      Promise.resolve(
        init?.method === 'POST'
          ? jsonResponse(
              { error: { code: 'aborted', message: 'This capstone was already reviewed.' } },
              409,
            )
          : jsonResponse(detail()),
      ),
    );
    renderScreen(<AdminCapstoneScreen />, {
      path: '/admin/capstones/c1',
      route: '/admin/capstones/:capstoneId',
      auth,
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Review version 2' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Earlier versions' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Accept capstone' }));
    expect(screen.getByLabelText('Feedback for Ada Learner')).toHaveAccessibleDescription(
      /Write your feedback for the learner/,
    );
    await userEvent.type(
      screen.getByLabelText('Feedback for Ada Learner'),
      'Clear problem and honest numbers.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Accept capstone' }));
    expect(await screen.findByText('This capstone was already reviewed.')).toBeInTheDocument();
    expect(requests().find((r) => r.method === 'POST')).toEqual({
      path: '/api/admin/capstones/c1/review',
      method: 'POST',
      body: { submission: 2, decision: 'accepted', feedback: 'Clear problem and honest numbers.' },
    });
  });
});

describe('Capstones in French', () => {
  beforeEach(async () => {
    await loadCatalogs('fr', CATALOG_NAMES);
  });
  afterEach(async () => {
    await loadCatalogs('en', CATALOG_NAMES);
  });

  it('shows the learner’s capstone page, its review and its editor in French', async () => {
    fetchMock.mockImplementation((_input: RequestInfo | URL, init?: RequestInit) =>
      Promise.resolve(
        init?.method === 'POST'
          ? new Response(null, { status: 204 })
          : jsonResponse(
              view({
                status: 'changes_requested',
                unseenReview: true,
                submissions: [reviewed],
                cpdMinutes: 1,
              }),
            ),
      ),
    );
    renderCapstone();
    expect(
      await screen.findByRole('heading', { level: 1, name: "Défi final : Amara's Path" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Obligatoire pour terminer le parcours. Rapporte 250 XP et 1 minute CPD une fois validé.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        /^Votre défi final a été évalué : votre évaluateur demande des modifications\./,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', {
        level: 2,
        name: 'Modifiez et soumettez à nouveau votre défi final',
      }),
    ).toBeInTheDocument();
    const history = screen.getByRole('list', { name: 'Versions soumises' });
    expect(within(history).getByText('Modifications demandées')).toBeInTheDocument();
    expect(within(history).getByText(/^Par Mo Admin, le /)).toBeInTheDocument();
    expect(screen.getByLabelText('Votre défi final')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enregistrer le brouillon' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Soumettre pour évaluation' })).toBeInTheDocument();
  });

  it('shows the capstone card of the journey page in French', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        view({ status: 'changes_requested', unseenReview: true, submissions: [reviewed] }),
      ),
    );
    renderScreen(<JourneyCapstoneCard journeyId="amara" />, {
      path: '/journeys/amara',
      route: '/journeys/:journeyId',
      auth,
    });
    expect(await screen.findByText('Nouveau : votre défi final a été évalué.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Défi final' })).toBeInTheDocument();
    expect(
      screen.getByText(
        /Obligatoire pour terminer le parcours ; 120 minutes CPD une fois validé\.$/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ouvrir votre défi final' })).toHaveAttribute(
      'href',
      '/journeys/amara/capstone',
    );
  });

  it('shows the review of a capstone to an administrator in French', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({
        id: 'c1',
        learner: { id: 'u1', name: 'Ada Learner' },
        journey: { id: 'amara', title: "Amara's Path", briefHtml: '<p>Brief.</p>' },
        status: 'submitted',
        submissions: [{ ...reviewed, number: 2, review: null }, reviewed],
        reviewable: 2,
        notice: null,
        xpAwarded: null,
        cpdMinutes: 120,
      } satisfies AdminCapstoneDetail),
    );
    renderScreen(<AdminCapstoneScreen />, {
      path: '/admin/capstones/c1',
      route: '/admin/capstones/:capstoneId',
      auth,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Défi final : Ada Learner' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'La validation attribue la récompense « Défi final » et 120 minutes CPD, et peut achever le parcours.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Ouvrir le compte de Ada Learner' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Évaluer la version 2' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Versions précédentes' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Commentaires pour Ada Learner')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Valider le défi final' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Demander des modifications' })).toBeInTheDocument();
  });
});
