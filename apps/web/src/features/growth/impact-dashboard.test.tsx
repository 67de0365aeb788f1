import type { GrowthScore, ImpactDashboard } from '@lv/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogs } from '../../lib/i18n/catalogs';
import { CATALOG_NAMES } from '../../lib/i18n/catalog-files';
import { jsonResponse, makeAuth, makeUser } from '../../lib/testing/fakes';
import { renderScreen } from '../../lib/testing/render';
import { ImpactDashboardPanel, type ImpactSource } from './impact-dashboard';

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

const score = (d: number, c: number, a: number, l: number): GrowthScore => ({
  dimensions: {
    data_literacy: d,
    change_readiness: c,
    digital_adoption: a,
    leadership_excellence: l,
  },
  overall: Math.round((d + c + a + l) / 4),
});

const OWN: ImpactDashboard = {
  scope: 'learner',
  name: null,
  people: 1,
  score: {
    respondents: 1,
    shown: true,
    baseline: score(38, 50, 44, 63),
    latest: score(63, 69, 56, 75),
    change: score(25, 19, 12, 12),
  },
  raters360: { respondents: 1, shown: true, change: 13 },
  mastery: { respondents: 1, shown: true, checksPassed: 4, averagePercent: 80 },
  averageCompletion: 50,
  cpdHours: 6.5,
  impactActions: 3,
  certificates: 0,
  roi: null,
};

const VILLAGE: ImpactDashboard = {
  scope: 'village',
  name: 'Tamale Traders',
  people: 6,
  score: { respondents: 2, shown: false, baseline: null, latest: null, change: null },
  raters360: { respondents: 0, shown: false, change: null },
  mastery: { respondents: 2, shown: false, checksPassed: 5, averagePercent: null },
  averageCompletion: 33,
  cpdHours: 12,
  impactActions: 7,
  certificates: 1,
  roi: { firstScore: 80, newestScore: 65, change: -15, remeasures: 1, estimates: 2 },
};

const render = (source: ImpactSource, answer: ImpactDashboard | null) => {
  fetchMock.mockImplementation(() =>
    Promise.resolve(answer ? jsonResponse(answer) : new Response('{}', { status: 500 })),
  );
  return renderScreen(<ImpactDashboardPanel source={source} />, { path: '/profile', auth });
};

/** Each figure as [label, value, detail]. */
const figures = (region: HTMLElement) =>
  [...region.querySelectorAll('dl > div')].map((div) =>
    [...div.children].map((c) => c.textContent),
  );

describe('the Business Impact Dashboard', () => {
  it("shows a learner's own score before and after, and each figure with what it counts", async () => {
    render({ kind: 'me' }, OWN);
    const region = await screen.findByRole('region', { name: 'Business Impact Dashboard' });
    expect(within(region).queryByRole('link', { name: 'Download as PDF' })).toBeNull();
    const table = await within(region).findByRole('table', {
      name: 'Team Transformation Score: your self-assessment',
    });
    const row = within(table).getByRole('row', { name: /Data Literacy/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['38%', '63%', '+25 pts']);
    expect(figures(region)).toEqual([
      ['Journey progress', '50%'],
      ['CPD hours', '6.5'],
      ['Actions in the impact log', '3'],
      ['Certificates', '0'],
      ['Knowledge checks passed', '4', '80% right on average'],
      ['360 feedback, before to after', '+13 pts', "Your raters' overall score"],
    ]);
    // No saved ROI estimate: no ROI row.
    expect(within(region).queryByText('Your ROI estimate')).toBeNull();
    expect(fetchMock.mock.calls[0]![0]).toMatch(/\/api\/me\/impact-dashboard$/);
    expect(within(region).getByText(/Only you see it/)).toBeInTheDocument();
  });

  it('withholds a team figure under 3 respondents and says how many answered', async () => {
    render({ kind: 'village' }, VILLAGE);
    const region = await screen.findByRole('region', { name: 'Business Impact Dashboard' });
    expect(
      await within(region).findByText(/2 of 6 people have taken the self-assessment/),
    ).toBeInTheDocument();
    expect(within(region).queryByRole('table')).toBeNull();
    expect(figures(region)).toContainEqual([
      'Knowledge checks passed',
      '5',
      '2 people so far; a team figure needs 3',
    ]);
    expect(figures(region)).toContainEqual([
      '360 feedback, before to after',
      '—',
      '0 people so far; a team figure needs 3',
    ]);
    expect(fetchMock.mock.calls[0]![0]).toMatch(/\/api\/teams\/mine\/impact-dashboard$/);
  });

  it("shows the ROI estimate's trend: the change from the first to the newest and the re-measures", async () => {
    render({ kind: 'village' }, VILLAGE);
    const region = await screen.findByRole('region', { name: 'Business Impact Dashboard' });
    expect(await within(region).findByText("Your team's ROI estimate")).toBeInTheDocument();
    expect(figures(region)).toContainEqual([
      "Your team's ROI estimate",
      '−15 pts',
      'From 80 to 65 / 100, 1 re-measure',
    ]);
  });

  it('shows a single ROI estimate as its score, and no ROI row without one', async () => {
    render(
      { kind: 'organisation', orgId: 'org-1' },
      {
        ...VILLAGE,
        scope: 'organisation',
        name: 'Sahel Grid',
        roi: { firstScore: 72, newestScore: 72, change: 0, remeasures: 0, estimates: 1 },
      },
    );
    const region = await screen.findByRole('region', { name: 'Business Impact Dashboard' });
    expect(
      await within(region).findByText("The organisation's ROI estimate"),
    ).toBeInTheDocument();
    expect(figures(region)).toContainEqual([
      "The organisation's ROI estimate",
      '72 / 100',
      'no re-measure yet',
    ]);
  });

  it("offers an organisation's dashboard as a PDF", async () => {
    render({ kind: 'organisation', orgId: 'org-1' }, { ...VILLAGE, scope: 'organisation', name: 'Sahel Grid' });
    expect(await screen.findByRole('link', { name: 'Download as PDF' })).toHaveAttribute(
      'href',
      '/api/orgs/org-1/impact-dashboard.pdf',
    );
  });

  it("reads an organisation's dashboard by its id, and offers a retry when the read fails", async () => {
    render({ kind: 'organisation', orgId: 'org 1' }, null);
    expect(await screen.findByText('We could not load the dashboard.')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]![0]).toMatch(/\/api\/orgs\/org%201\/impact-dashboard$/);
  });
});

describe('the Business Impact Dashboard in French', () => {
  beforeEach(async () => {
    await loadCatalogs('fr', CATALOG_NAMES);
  });
  afterEach(async () => {
    await loadCatalogs('en', CATALOG_NAMES);
  });

  it('words the figures and the withheld score in French', async () => {
    render({ kind: 'village' }, { ...VILLAGE, cpdHours: 12.5 });
    const region = await screen.findByRole('region', { name: "Tableau de bord de l'impact" });
    expect(
      await within(region).findByText(/2 personnes sur 6 ont fait l'auto-évaluation/),
    ).toBeInTheDocument();
    expect(figures(region)).toContainEqual(['Heures de DPC', '12,5']);
    expect(figures(region)).toContainEqual(['Progression moyenne dans les parcours', '33 %']);
    expect(figures(region)).toContainEqual([
      "L'estimation de ROI de votre équipe",
      '−15 pts',
      'De 80 à 65 / 100, 1 nouvelle estimation',
    ]);
  });
});
