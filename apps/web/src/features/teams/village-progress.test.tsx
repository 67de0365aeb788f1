import type { MyTeamResponse, Team, VillageProgress } from '@lv/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeAuth, makeUser } from '../../lib/testing/fakes';
import { renderScreen } from '../../lib/testing/render';
import { BuildVillageScreen } from './build-village-screen';

const auth = makeAuth({ status: 'signedIn', user: makeUser({ id: 'me', name: 'Ngozi Leader' }) });

const team = (myRole: Team['myRole']): Team => ({
  id: 't1',
  name: 'Kumasi Builders',
  createdAt: '2026-11-22T10:00:00.000Z',
  myRole,
  members: [
    {
      userId: 'me',
      name: 'Ngozi Leader',
      image: null,
      role: myRole,
      points: 0,
      level: { number: 1, name: 'Explorer' },
      joinedAt: '2026-11-22T10:00:00.000Z',
    },
  ],
  joinLink: null,
  invites: [],
});

const progress: VillageProgress = {
  team: { id: 't1', name: 'Kumasi Builders' },
  averageCompletion: 38,
  members: [
    {
      userId: 'me',
      name: 'Ngozi Leader',
      role: 'leader',
      completion: 0,
      journeys: [],
      cpdMinutes: 60,
    },
    {
      userId: 'u2',
      name: 'Ama Member',
      role: 'member',
      completion: 75,
      journeys: [
        {
          journeyId: 'amara',
          title: "Amara's Path",
          version: 1,
          status: 'in_progress',
          progress: { done: 6, required: 8, percent: 75 },
          webinars: { attended: 0, required: 1 },
          capstone: { required: true, state: 'not_started' },
        },
      ],
      cpdMinutes: 125,
    },
  ],
  totalCpdMinutes: 185,
  roiEstimate: {
    savedAt: '2026-11-20T09:30:00.000Z',
    input: {
      teamSize: 8,
      avgSalary: 3000,
      leadershipPlanPercentage: 20,
      issuesPercentage: 40,
      turnoverCost: 60_000,
      projectStalls: 'sometimes',
      leadershipPrepTime: 9,
      desiredOutcomes: ['Productivity'],
    },
  },
  roiTrend: {
    estimates: [
      {
        id: 'e1',
        savedAt: '2026-11-20T09:30:00.000Z',
        score: 70,
        band: 'high',
        changeFromFirst: 0,
        remeasureDay: null,
      },
    ],
    schedule: [
      { day: 30, dueAt: '2026-12-20T09:30:00.000Z', status: 'upcoming' },
      { day: 90, dueAt: '2027-02-18T09:30:00.000Z', status: 'upcoming' },
      { day: 180, dueAt: '2027-05-19T09:30:00.000Z', status: 'upcoming' },
    ],
    due: null,
    lastInput: {
      teamSize: 8,
      avgSalary: 3000,
      leadershipPlanPercentage: 20,
      issuesPercentage: 40,
      turnoverCost: 60_000,
      projectStalls: 'sometimes',
      leadershipPrepTime: 9,
      desiredOutcomes: ['Productivity'],
    },
  },
};

let fetchMock: ReturnType<typeof vi.fn>;
function serve(mine: MyTeamResponse, answer: () => Response = () => jsonResponse(progress)) {
  fetchMock = vi.fn((input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/teams/mine') return Promise.resolve(jsonResponse(mine));
    if (url.pathname === '/api/teams/mine/progress') return Promise.resolve(answer());
    return Promise.resolve(jsonResponse({ error: { code: 'not-found', message: 'x' } }, 404));
  });
  vi.stubGlobal('fetch', fetchMock);
}
const WAIT = { timeout: 5_000 };
const progressCalls = () =>
  fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/api/teams/mine/progress'));

beforeEach(() => {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
});
afterEach(() => vi.unstubAllGlobals());

describe("the village leader's progress view", () => {
  it("shows each member's journeys: modules done of required, webinars and the capstone", async () => {
    serve({ team: team('leader') });
    renderScreen(<BuildVillageScreen />, { path: '/build-village', auth });
    const list = await screen.findByRole('list', { name: "Members' progress" }, WAIT);
    expect(screen.getByRole('progressbar', { name: 'Village average completion' })).toHaveAttribute(
      'aria-valuenow',
      '38',
    );
    const [leader, ama] = Array.from(list.children) as HTMLElement[];
    expect(leader).toHaveTextContent('Not enrolled in a journey yet.');
    expect(ama).toHaveTextContent('75% done');
    const journeys = within(ama!).getByRole('list', { name: "Ama Member's journeys" });
    expect(journeys).toHaveTextContent("Amara's Path");
    expect(journeys).toHaveTextContent('In progress · version 1');
    expect(journeys).toHaveTextContent('Modules: 6 of 8 required (75%)');
    expect(journeys).toHaveTextContent('Webinars: 0 of 1 attended');
    expect(journeys).toHaveTextContent('Capstone: not started');
    expect(
      within(journeys).getByRole('progressbar', { name: "Amara's Path: required modules done" }),
    ).toHaveAttribute('aria-valuetext', '6 of 8 required modules');
  });

  it("shows each member's CPD hours and the village's total as /cpd writes them", async () => {
    serve({ team: team('leader') });
    renderScreen(<BuildVillageScreen />, { path: '/build-village', auth });
    const list = await screen.findByRole('list', { name: "Members' progress" }, WAIT);
    const [leader, ama] = Array.from(list.children) as HTMLElement[];
    expect(leader).toHaveTextContent('CPD: 1 h (1:00)');
    expect(ama).toHaveTextContent('CPD: 2.08 h (2:05)');
    expect(screen.getByTestId('village-cpd-total')).toHaveTextContent(
      'Together they have logged 3.08 h (3:05) of CPD',
    );
  });

  it("shows the leader's saved ROI estimate with the estimator's figures", async () => {
    serve({ team: team('leader') });
    renderScreen(<BuildVillageScreen />, { path: '/build-village', auth });
    const roi = await screen.findByRole('region', { name: "Your team's ROI estimate" }, WAIT);
    expect(roi).toHaveTextContent('for a team of 8');
    // Score 70 (issues 20, turnover 20, preparation 20, stalls 10): High ROI Potential.
    expect(roi).toHaveTextContent('70 / 100');
    expect(roi).toHaveTextContent('High ROI Potential');
    const trend = within(roi).getByRole('list', { name: 'Your saved ROI estimates, oldest first' });
    expect(
      within(trend)
        .getAllByRole('listitem')
        .map((e) => e.textContent),
    ).toEqual(['First estimateNov 20, 202670 / 100, High ROI Potential']);
    const cards = within(roi)
      .getAllByRole('listitem')
      .filter((item) => !trend.contains(item));
    expect(cards.map((c) => c.textContent)).toEqual([
      'Productivity Impact+16% productivity, about $46,080 a year',
      'Retention Savings$18,000 a year',
      'Leadership Pipeline4 months faster',
      'Innovation PotentialLow',
    ]);
    expect(
      within(roi).queryByRole('link', { name: 'Go to the ROI Estimator' }),
    ).not.toBeInTheDocument();
  });

  it('tells the leader how to make an ROI estimate when none was saved', async () => {
    serve({ team: team('leader') }, () =>
      jsonResponse({
        ...progress,
        roiEstimate: null,
        roiTrend: { estimates: [], schedule: [], due: null, lastInput: null },
      }),
    );
    renderScreen(<BuildVillageScreen />, { path: '/build-village', auth });
    const roi = await screen.findByRole('region', { name: "Your team's ROI estimate" }, WAIT);
    expect(roi).toHaveTextContent('You have not saved an ROI estimate yet.');
    expect(roi).toHaveTextContent('choose Save my estimate while you are signed in');
    expect(within(roi).getByRole('link', { name: 'Go to the ROI Estimator' })).toHaveAttribute(
      'href',
      '/#results',
    );
    expect(within(roi).queryByText('High ROI Potential')).not.toBeInTheDocument();
  });

  it('says so with a Retry when the progress cannot load', async () => {
    serve({ team: team('leader') }, () =>
      jsonResponse({ error: { code: 'internal', message: 'x' } }, 500),
    );
    renderScreen(<BuildVillageScreen />, { path: '/build-village', auth });
    expect(
      await screen.findByText(
        "We could not load your village's progress. Check your connection and try again.",
        {},
        WAIT,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('is not asked for by a member', async () => {
    serve({ team: team('member') });
    renderScreen(<BuildVillageScreen />, { path: '/build-village', auth });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Kumasi Builders' }, WAIT),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: "Your village's progress" }),
    ).not.toBeInTheDocument();
    expect(progressCalls()).toHaveLength(0);
  });
});
