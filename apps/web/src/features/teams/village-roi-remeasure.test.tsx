import type {
  MyTeamResponse,
  RoiEstimateSeries,
  RoiInput,
  Team,
  VillageProgress,
} from '@lv/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CATALOG_NAMES } from '../../lib/i18n/catalog-files';
import { loadCatalogs } from '../../lib/i18n/catalogs';
import { jsonResponse, makeAuth, makeUser } from '../../lib/testing/fakes';
import { renderScreen } from '../../lib/testing/render';
import { BuildVillageScreen } from './build-village-screen';

/*
 * The ROI estimate re-measured on /build-village (ADR 051): the trend of the leader's saved
 * estimates, and the offer to re-measure with the last answers when one is due.
 */

const auth = makeAuth({ status: 'signedIn', user: makeUser({ id: 'me', name: 'Ngozi Leader' }) });

const team: Team = {
  id: 't1',
  name: 'Kumasi Builders',
  createdAt: '2026-11-22T10:00:00.000Z',
  myRole: 'leader',
  members: [
    {
      userId: 'me',
      name: 'Ngozi Leader',
      image: null,
      role: 'leader',
      points: 0,
      level: { number: 1, name: 'Explorer' },
      joinedAt: '2026-11-22T10:00:00.000Z',
    },
  ],
  joinLink: null,
  invites: [],
};

// Score 70: issues 40 → 20, turnover 60,000 → 20, prep 9 → 20, sometimes → 10.
const last: RoiInput = {
  teamSize: 8,
  avgSalary: 3000,
  leadershipPlanPercentage: 20,
  issuesPercentage: 40,
  turnoverCost: 60_000,
  projectStalls: 'sometimes',
  leadershipPrepTime: 9,
  desiredOutcomes: ['Productivity'],
};

/** First 80 on 1 Aug, the 30-day re-measure 70 on 5 Sep: the 90-day one is due. */
const dueSeries: RoiEstimateSeries = {
  estimates: [
    {
      id: 'e1',
      savedAt: '2026-08-01T09:00:00.000Z',
      score: 80,
      band: 'high',
      changeFromFirst: 0,
      remeasureDay: null,
    },
    {
      id: 'e2',
      savedAt: '2026-09-05T09:00:00.000Z',
      score: 70,
      band: 'high',
      changeFromFirst: -10,
      remeasureDay: 30,
    },
  ],
  schedule: [
    { day: 30, dueAt: '2026-08-31T09:00:00.000Z', status: 'done' },
    { day: 90, dueAt: '2026-10-30T09:00:00.000Z', status: 'due' },
    { day: 180, dueAt: '2027-01-28T09:00:00.000Z', status: 'upcoming' },
  ],
  due: { day: 90, dueAt: '2026-10-30T09:00:00.000Z', status: 'due' },
  lastInput: last,
};

/** After the 90-day re-measure: 40, nothing due until the 180-day one. */
const savedSeries: RoiEstimateSeries = {
  ...dueSeries,
  estimates: [
    ...dueSeries.estimates,
    {
      id: 'e3',
      savedAt: '2026-12-07T09:00:00.000Z',
      score: 40,
      band: 'moderate',
      changeFromFirst: -40,
      remeasureDay: 90,
    },
  ],
  schedule: [
    { day: 30, dueAt: '2026-08-31T09:00:00.000Z', status: 'done' },
    { day: 90, dueAt: '2026-10-30T09:00:00.000Z', status: 'done' },
    { day: 180, dueAt: '2027-01-28T09:00:00.000Z', status: 'upcoming' },
  ],
  due: null,
};

const progressWith = (series: RoiEstimateSeries): VillageProgress => ({
  team: { id: 't1', name: 'Kumasi Builders' },
  averageCompletion: 0,
  members: [
    {
      userId: 'me',
      name: 'Ngozi Leader',
      role: 'leader',
      completion: 0,
      journeys: [],
      cpdMinutes: 0,
    },
  ],
  totalCpdMinutes: 0,
  roiEstimate: series.lastInput
    ? { savedAt: series.estimates.at(-1)!.savedAt, input: series.lastInput }
    : null,
  roiTrend: series,
});

let fetchMock: ReturnType<typeof vi.fn>;
let posted: unknown[];
function serve(
  series: RoiEstimateSeries,
  saveAnswer: () => Response = () => jsonResponse(savedSeries, 201),
) {
  posted = [];
  let current = series;
  fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/teams/mine')
      return Promise.resolve(jsonResponse({ team } satisfies MyTeamResponse));
    if (url.pathname === '/api/teams/mine/progress')
      return Promise.resolve(jsonResponse(progressWith(current)));
    if (url.pathname === '/api/me/roi-estimates' && init?.method === 'POST') {
      posted.push(JSON.parse(String(init.body)));
      const answer = saveAnswer();
      if (answer.ok) current = savedSeries;
      return Promise.resolve(answer);
    }
    return Promise.resolve(jsonResponse({ error: { code: 'not-found', message: 'x' } }, 404));
  });
  vi.stubGlobal('fetch', fetchMock);
}
const WAIT = { timeout: 5_000 };

beforeEach(() => {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
afterEach(() => vi.unstubAllGlobals());

const roiRegion = (name = "Your team's ROI estimate") =>
  screen.findByRole('region', { name }, WAIT);

describe('the ROI estimate re-measured on /build-village', () => {
  it('shows the trend: the first estimate, each re-measure and the change from the first', async () => {
    serve(dueSeries);
    renderScreen(<BuildVillageScreen />, { path: '/build-village', auth });
    await roiRegion();
    const trend = screen.getByRole('list', { name: 'Your saved ROI estimates, oldest first' });
    const items = within(trend).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('First estimate');
    expect(items[0]).toHaveTextContent('80 / 100, High ROI Potential');
    expect(items[0]).not.toHaveTextContent('since the first');
    expect(items[1]).toHaveTextContent('30-day re-measure');
    expect(items[1]).toHaveTextContent('70 / 100, High ROI Potential · −10 points since the first');
  });

  it('offers the due re-measure, opens the form with the last answers and saves a new estimate', async () => {
    const user = userEvent.setup();
    serve(dueSeries);
    renderScreen(<BuildVillageScreen />, { path: '/build-village', auth });
    const roi = await roiRegion();
    expect(roi).toHaveTextContent('Your 90-day re-measure is due.');
    await user.click(within(roi).getByRole('button', { name: 'Re-measure your ROI estimate' }));

    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Re-measure your ROI estimate' },
      WAIT,
    );
    const form = within(dialog);
    expect(form.getByLabelText('Team size')).toHaveValue('8');
    expect(form.getByLabelText('Average monthly salary (USD)')).toHaveValue(3000);
    expect(
      form.getByLabelText('Work issues due to poor leadership, miscommunication or mindset gaps'),
    ).toHaveValue('40');
    expect(form.getByLabelText('Annual cost of staff turnover or disengagement (USD)')).toHaveValue(
      60000,
    );
    expect(form.getByLabelText('Months to prepare someone for a leadership role')).toHaveValue('9');
    expect(form.getByRole('radio', { name: 'Sometimes' })).toBeChecked();
    expect(form.getByRole('button', { name: 'Productivity' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // Fewer issues now and one more outcome.
    await user.selectOptions(
      form.getByLabelText('Work issues due to poor leadership, miscommunication or mindset gaps'),
      '20',
    );
    await user.click(form.getByRole('button', { name: 'Retention' }));
    await user.click(form.getByRole('button', { name: 'Save the new estimate' }));

    await waitFor(() => expect(posted).toHaveLength(1), WAIT);
    expect(posted[0]).toEqual({
      ...last,
      issuesPercentage: 20,
      desiredOutcomes: ['Productivity', 'Retention'],
    });
    expect(
      await screen.findByText('Your new estimate is saved: 40 / 100.', {}, WAIT),
    ).toHaveAttribute('role', 'status');
    expect(screen.getByText('Your new estimate is saved: 40 / 100.')).toHaveTextContent(
      'Your new estimate is saved: 40 / 100.',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), WAIT);
    // The offer is gone with the dialog: focus is on what happened, not lost.
    await waitFor(
      () => expect(screen.getByText('Your new estimate is saved: 40 / 100.')).toHaveFocus(),
      WAIT,
    );
    const items = within(
      screen.getByRole('list', { name: 'Your saved ROI estimates, oldest first' }),
    ).getAllByRole('listitem');
    expect(items[2]).toHaveTextContent('90-day re-measure');
    expect(items[2]).toHaveTextContent(
      '40 / 100, Moderate ROI Potential · −40 points since the first',
    );
    expect(
      screen.queryByRole('button', { name: 'Re-measure your ROI estimate' }),
    ).not.toBeInTheDocument();
    expect(
      screen.getByText(/Next re-measure: 180 days after your first estimate/),
    ).toBeInTheDocument();
  });

  it('keeps a saved answer the lists do not offer instead of moving it to the first option', async () => {
    const user = userEvent.setup();
    serve({ ...dueSeries, lastInput: { ...last, teamSize: 10, issuesPercentage: 45 } });
    renderScreen(<BuildVillageScreen />, { path: '/build-village', auth });
    await user.click(
      await screen.findByRole('button', { name: 'Re-measure your ROI estimate' }, WAIT),
    );
    const form = within(await screen.findByRole('dialog', {}, WAIT));
    expect(form.getByLabelText('Team size')).toHaveValue('10');
    expect(
      form.getByLabelText('Work issues due to poor leadership, miscommunication or mindset gaps'),
    ).toHaveValue('45');
    await user.click(form.getByRole('button', { name: 'Save the new estimate' }));
    await waitFor(() => expect(posted).toHaveLength(1), WAIT);
    expect(posted[0]).toMatchObject({ teamSize: 10, issuesPercentage: 45 });
  });

  it('refuses an incomplete form with the estimator messages and sends nothing', async () => {
    const user = userEvent.setup();
    serve(dueSeries);
    renderScreen(<BuildVillageScreen />, { path: '/build-village', auth });
    await user.click(
      await screen.findByRole('button', { name: 'Re-measure your ROI estimate' }, WAIT),
    );
    const form = within(await screen.findByRole('dialog', {}, WAIT));
    const salary = form.getByLabelText('Average monthly salary (USD)');
    await user.clear(salary);
    await user.click(form.getByRole('button', { name: 'Productivity' }));
    await user.click(form.getByRole('button', { name: 'Save the new estimate' }));
    expect(
      await form.findByText('Average monthly salary is required', {}, WAIT),
    ).toBeInTheDocument();
    expect(salary).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByText('Choose at least one outcome')).toBeInTheDocument();
    expect(posted).toHaveLength(0);
  });

  it('says so in the form when the save fails, and keeps the answers', async () => {
    const user = userEvent.setup();
    serve(dueSeries, () => jsonResponse({ error: { code: 'internal', message: '' } }, 500));
    renderScreen(<BuildVillageScreen />, { path: '/build-village', auth });
    await user.click(
      await screen.findByRole('button', { name: 'Re-measure your ROI estimate' }, WAIT),
    );
    const form = within(await screen.findByRole('dialog', {}, WAIT));
    await user.click(form.getByRole('button', { name: 'Save the new estimate' }));
    expect(await form.findByRole('alert', {}, WAIT)).toHaveTextContent(
      'We could not save your estimate. Please try again.',
    );
    expect(form.getByLabelText('Team size')).toHaveValue('8');
  });

  it('offers nothing when no re-measure is due and says when the next one is', async () => {
    serve(savedSeries);
    renderScreen(<BuildVillageScreen />, { path: '/build-village', auth });
    const roi = await roiRegion();
    expect(
      within(roi).queryByRole('button', { name: 'Re-measure your ROI estimate' }),
    ).not.toBeInTheDocument();
    expect(roi).toHaveTextContent('Next re-measure: 180 days after your first estimate');
  });
});

describe('the ROI estimate re-measured, in French', () => {
  beforeEach(async () => {
    await loadCatalogs('fr', CATALOG_NAMES);
  });
  afterEach(async () => {
    await loadCatalogs('en', CATALOG_NAMES);
  });

  it('shows the trend and the offer in French', async () => {
    const user = userEvent.setup();
    serve(dueSeries);
    renderScreen(<BuildVillageScreen />, { path: '/build-village', auth });
    const roi = await roiRegion("L'estimation de ROI de votre équipe");
    const items = within(
      within(roi).getByRole('list', {
        name: 'Vos estimations de ROI enregistrées, de la plus ancienne à la plus récente',
      }),
    ).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Première estimation');
    expect(items[1]).toHaveTextContent('Nouvelle estimation à 30 jours');
    expect(items[1]).toHaveTextContent('−10 points depuis la première');
    expect(roi).toHaveTextContent("C'est le moment de refaire votre estimation à 90 jours.");
    await user.click(within(roi).getByRole('button', { name: 'Refaire votre estimation de ROI' }));
    const form = within(
      await screen.findByRole('dialog', { name: 'Refaire votre estimation de ROI' }, WAIT),
    );
    expect(form.getByLabelText("Taille de l'équipe")).toHaveValue('8');
    expect(
      form.getByRole('button', { name: 'Enregistrer la nouvelle estimation' }),
    ).toBeInTheDocument();
  });
});
