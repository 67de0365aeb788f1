import type { OrgConsole, RoiEstimateSeries, RoiInput } from '@lv/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CATALOG_NAMES } from '../../lib/i18n/catalog-files';
import { loadCatalogs } from '../../lib/i18n/catalogs';
import { jsonResponse, makeAuth, makeUser } from '../../lib/testing/fakes';
import { renderScreen } from '../../lib/testing/render';
import { OrgConsoleScreen } from './org-console-screen';
import { organisation } from './test-fixtures';

/*
 * The organisation's ROI estimate on /org (ADR 053): owners and admins see its trend, a first
 * estimate offered when there is none, the re-measure prefilled when one is due; a team leader's
 * console shows none of it and never asks for it.
 */

const auth = makeAuth({ status: 'signedIn', user: makeUser({ id: 'me' }) });

const figures = (scope: OrgConsole['scope']): OrgConsole => ({
  scope,
  seats: null,
  people: { members: 5, activeLast7Days: 2, cpdMinutes: 0, certificates: 0 },
  teams: [],
});

// Score 80: issues 60 → 30, turnover 60,000 → 20, prep 9 → 20, sometimes → 10.
const last: RoiInput = {
  teamSize: 12,
  avgSalary: 1500,
  leadershipPlanPercentage: 20,
  issuesPercentage: 60,
  turnoverCost: 60_000,
  projectStalls: 'sometimes',
  leadershipPrepTime: 9,
  desiredOutcomes: ['Productivity', 'Retention'],
};
const EMPTY: RoiEstimateSeries = { estimates: [], schedule: [], due: null, lastInput: null };
const first = {
  id: 'e1',
  savedAt: '2026-08-01T09:00:00.000Z',
  score: 80,
  band: 'high' as const,
  changeFromFirst: 0,
  remeasureDay: null,
};
/** One estimate on 1 Aug, 40 days on: the 30-day re-measure is due. */
const DUE: RoiEstimateSeries = {
  estimates: [first],
  schedule: [
    { day: 30, dueAt: '2026-08-31T09:00:00.000Z', status: 'due' },
    { day: 90, dueAt: '2026-10-30T09:00:00.000Z', status: 'upcoming' },
    { day: 180, dueAt: '2027-01-28T09:00:00.000Z', status: 'upcoming' },
  ],
  due: { day: 30, dueAt: '2026-08-31T09:00:00.000Z', status: 'due' },
  lastInput: last,
};
const AFTER: RoiEstimateSeries = {
  estimates: [
    first,
    {
      id: 'e2',
      savedAt: '2026-09-10T09:00:00.000Z',
      score: 40,
      band: 'moderate',
      changeFromFirst: -40,
      remeasureDay: 30,
    },
  ],
  schedule: [
    { day: 30, dueAt: '2026-08-31T09:00:00.000Z', status: 'done' },
    { day: 90, dueAt: '2026-10-30T09:00:00.000Z', status: 'upcoming' },
    { day: 180, dueAt: '2027-01-28T09:00:00.000Z', status: 'upcoming' },
  ],
  due: null,
  lastInput: { ...last, issuesPercentage: 20, turnoverCost: 30_000, leadershipPrepTime: 6 },
};

let posted: unknown[];
let asked: string[];
function serve(opts: {
  role?: 'owner' | 'admin' | 'team_leader';
  series: RoiEstimateSeries;
  saved?: RoiEstimateSeries;
}) {
  posted = [];
  asked = [];
  const role = opts.role ?? 'owner';
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      asked.push(path);
      if (path === '/api/orgs/mine')
        return Promise.resolve(jsonResponse({ organisation: organisation({ myRole: role }) }));
      if (path === '/api/orgs/org-1/console')
        return Promise.resolve(
          jsonResponse(figures(role === 'team_leader' ? 'ownTeams' : 'organisation')),
        );
      if (path === '/api/orgs/org-1/roi-estimates' && init?.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        return Promise.resolve(jsonResponse(opts.saved ?? AFTER, 201));
      }
      if (path === '/api/orgs/org-1/roi-estimates')
        return Promise.resolve(jsonResponse(opts.series));
      return Promise.resolve(jsonResponse({ error: { code: 'not-found', message: 'x' } }, 404));
    }),
  );
}
const WAIT = { timeout: 5_000 };
const region = (name = "Your organisation's ROI estimate") =>
  screen.findByRole('region', { name }, WAIT);

beforeEach(() => {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
afterEach(() => vi.unstubAllGlobals());

describe("the organisation's ROI estimate on /org", () => {
  it('offers a first estimate on an empty form and saves it to the organisation', async () => {
    const user = userEvent.setup();
    serve({ series: EMPTY, saved: { ...DUE, due: null, schedule: [] } });
    renderScreen(<OrgConsoleScreen />, { path: '/org', auth });
    const roi = await region();
    const start = await within(roi).findByRole('button', { name: 'Estimate your ROI' }, WAIT);
    expect(within(roi).queryByRole('list')).toBeNull();
    await user.click(start);
    const form = within(await screen.findByRole('dialog', { name: 'Estimate your ROI' }, WAIT));
    expect(form.getByLabelText('Team size')).toHaveValue('');
    expect(form.getByLabelText('Average monthly salary (USD)')).toHaveValue(null);
    expect(form.getByRole('radio', { name: 'No' })).toBeChecked();
    // Nothing answered: the estimator's messages, nothing sent.
    await user.click(form.getByRole('button', { name: 'Save the estimate' }));
    expect(await form.findByText('Team size is required', {}, WAIT)).toBeInTheDocument();
    expect(posted).toHaveLength(0);

    await user.selectOptions(form.getByLabelText('Team size'), '12');
    await user.type(form.getByLabelText('Average monthly salary (USD)'), '1500');
    await user.selectOptions(
      form.getByLabelText('Team members with a leadership development plan'),
      '20',
    );
    await user.selectOptions(
      form.getByLabelText('Work issues due to poor leadership, miscommunication or mindset gaps'),
      '60',
    );
    await user.type(
      form.getByLabelText('Annual cost of staff turnover or disengagement (USD)'),
      '60000',
    );
    await user.selectOptions(
      form.getByLabelText('Months to prepare someone for a leadership role'),
      '9',
    );
    await user.click(form.getByRole('radio', { name: 'Sometimes' }));
    await user.click(form.getByRole('button', { name: 'Productivity' }));
    await user.click(form.getByRole('button', { name: 'Retention' }));
    await user.click(form.getByRole('button', { name: 'Save the estimate' }));
    await waitFor(() => expect(posted).toEqual([last]), WAIT);
    expect(
      await screen.findByText('The new estimate is saved: 80 / 100.', {}, WAIT),
    ).toHaveAttribute('role', 'status');
    const items = within(
      screen.getByRole('list', { name: 'Your saved ROI estimates, oldest first' }),
    ).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('First estimate');
  });

  it('shows the trend and, when due, the re-measure with the last answers filled in', async () => {
    const user = userEvent.setup();
    serve({ role: 'admin', series: DUE });
    renderScreen(<OrgConsoleScreen />, { path: '/org', auth });
    const roi = await region();
    await waitFor(() => expect(roi).toHaveTextContent('The 30-day re-measure is due.'), WAIT);
    expect(
      within(roi).getByRole('list', { name: 'Your saved ROI estimates, oldest first' }),
    ).toHaveTextContent('80 / 100, High ROI Potential');
    await user.click(within(roi).getByRole('button', { name: 'Re-measure your ROI estimate' }));
    const form = within(
      await screen.findByRole('dialog', { name: 'Re-measure your ROI estimate' }, WAIT),
    );
    expect(form.getByLabelText('Team size')).toHaveValue('12');
    expect(form.getByLabelText('Average monthly salary (USD)')).toHaveValue(1500);
    await user.selectOptions(
      form.getByLabelText('Work issues due to poor leadership, miscommunication or mindset gaps'),
      '20',
    );
    await user.click(form.getByRole('button', { name: 'Save the new estimate' }));
    await waitFor(() => expect(posted).toEqual([{ ...last, issuesPercentage: 20 }]), WAIT);
    await waitFor(
      () => expect(screen.getByText('The new estimate is saved: 40 / 100.')).toHaveFocus(),
      WAIT,
    );
    const items = within(
      screen.getByRole('list', { name: 'Your saved ROI estimates, oldest first' }),
    ).getAllByRole('listitem');
    expect(items[1]).toHaveTextContent('30-day re-measure');
    expect(items[1]).toHaveTextContent('−40 points since the first');
    expect(screen.queryByRole('button', { name: 'Re-measure your ROI estimate' })).toBeNull();
    expect(
      screen.getByText(/Next re-measure: 90 days after your first estimate/),
    ).toBeInTheDocument();
  });

  it("shows a team leader's console without the organisation's estimate, and never asks for it", async () => {
    serve({ role: 'team_leader', series: DUE });
    renderScreen(<OrgConsoleScreen />, { path: '/org', auth });
    expect(await screen.findByText('You see the teams you lead.', {}, WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: "Your organisation's ROI estimate" })).toBeNull();
    expect(asked).not.toContain('/api/orgs/org-1/roi-estimates');
  });
});

describe("the organisation's ROI estimate in French", () => {
  beforeEach(async () => {
    await loadCatalogs('fr', CATALOG_NAMES);
  });
  afterEach(async () => {
    await loadCatalogs('en', CATALOG_NAMES);
  });

  it('words the panel, the trend and the offer in French', async () => {
    serve({ series: DUE });
    renderScreen(<OrgConsoleScreen />, { path: '/org', auth });
    const roi = await region("L'estimation de ROI de votre organisation");
    await waitFor(
      () => expect(roi).toHaveTextContent("C'est le moment de refaire l'estimation à 30 jours."),
      WAIT,
    );
    expect(
      within(roi).getByRole('button', { name: 'Refaire votre estimation de ROI' }),
    ).toBeVisible();
    expect(
      within(roi).getByRole('list', {
        name: 'Vos estimations de ROI enregistrées, de la plus ancienne à la plus récente',
      }),
    ).toHaveTextContent('Première estimation');
  });
});
