import type { NextStep } from '@lv/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogs } from '../../lib/i18n/catalogs';
import { CATALOG_NAMES } from '../../lib/i18n/catalog-files';
import { jsonResponse, makeAuth, makeUser } from '../../lib/testing/fakes';
import { renderScreen } from '../../lib/testing/render';
import { JourneysScreen } from './journeys-screen';
import { answerWith, list, summary } from './journeys-test-data';

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

const amara = { journeyId: 'amara', journeyTitle: "Amara's Path" };
const STEPS: NextStep[] = [
  {
    kind: 'module',
    ...amara,
    module: { slug: 'a-simple-team-dashboard', title: 'A simple team dashboard' },
    reason: { code: 'overdue', month: 2, daysLate: 5 },
  },
  {
    kind: 'assessment',
    ...amara,
    module: null,
    reason: { code: 'assessment_due', moment: 'baseline' },
  },
  {
    kind: 'module',
    ...amara,
    module: {
      slug: 'asking-better-questions-of-numbers',
      title: 'Asking better questions of numbers',
    },
    reason: { code: 'lowest_dimension', dimension: 'data_literacy', score: 31 },
  },
];

const render = (steps: NextStep[] | null) => {
  fetchMock.mockImplementation(
    answerWith({
      'GET /api/journeys': () => jsonResponse(list([summary()])),
      'GET /api/me/review': () => jsonResponse({ today: '2026-12-07', questions: [], dueCount: 0, answeredToday: 0 }),
      ...(steps ? { 'GET /api/me/next-steps': () => jsonResponse({ steps }) } : {}),
    }),
  );
  return renderScreen(<JourneysScreen />, { path: '/journeys', auth });
};

/** The steps as the list shows them: link text, where it goes, and the reason under it. */
const shown = async () => {
  const section = await screen.findByRole('region', { name: /next steps|prochaines étapes/i });
  return within(section)
    .getAllByRole('listitem')
    .map((item) => {
      const link = within(item).getByRole('link');
      return [
        link.textContent,
        link.getAttribute('href'),
        item.querySelector('p:last-child')?.textContent,
      ];
    });
};

describe('Next steps on /journeys', () => {
  it('lists each step with where it leads and the fact behind it, labelled as computed', async () => {
    render(STEPS);
    expect(await shown()).toEqual([
      [
        'A simple team dashboard',
        '/journeys/amara/modules/a-simple-team-dashboard',
        "Month 2's four weeks ended 5 days ago, and this module is still to do.",
      ],
      [
        'Take the baseline self-assessment',
        '/journeys/amara/assessment',
        "Measure where you start on Amara's Path, so you can see later what changed.",
      ],
      [
        'Asking better questions of numbers',
        '/journeys/amara/modules/asking-better-questions-of-numbers',
        'Data Literacy is your lowest score (31%), and this module practises it.',
      ],
    ]);
    expect(screen.getByText('Computed from your progress')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your next steps' })).toBeInTheDocument();
  });

  it('words peers, the next module and the journey to start, one day or person in the singular', async () => {
    render([
      {
        kind: 'module',
        ...amara,
        module: { slug: 'm1', title: 'Module one' },
        reason: { code: 'peers', count: 1 },
      },
      {
        kind: 'module',
        ...amara,
        module: { slug: 'm2', title: 'Module two' },
        reason: { code: 'overdue', month: 1, daysLate: 1 },
      },
      { kind: 'journey', ...amara, module: null, reason: { code: 'first_path' } },
    ]);
    expect((await shown()).map(([title, , reason]) => [title, reason])).toEqual([
      ['Module one', '1 person in your village finished it in the last two weeks.'],
      ['Module two', "Month 1's four weeks ended 1 day ago, and this module is still to do."],
      ["Start Amara's Path", 'Our first path: a good start until you set up your Team Blueprint.'],
    ]);
  });

  it('shows nothing with no step, and the journeys still list', async () => {
    render([]);
    expect(await screen.findAllByRole('article')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Your next steps' })).toBeNull();
  });

  it('shows nothing when its read fails, and the journeys still list', async () => {
    render(null);
    expect(await screen.findAllByRole('article')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Your next steps' })).toBeNull();
  });
});

describe('Next steps in French', () => {
  beforeEach(async () => {
    await loadCatalogs('fr', CATALOG_NAMES);
  });
  afterEach(async () => {
    await loadCatalogs('en', CATALOG_NAMES);
  });

  it('words every reason in French, with French numbers', async () => {
    render([
      STEPS[0]!,
      {
        kind: 'module',
        ...amara,
        module: { slug: 'm1', title: 'Module un' },
        reason: { code: 'peers', count: 3 },
      },
      STEPS[2]!,
    ]);
    expect(screen.queryByText('Computed from your progress')).toBeNull();
    expect((await shown()).map(([, , reason]) => reason)).toEqual([
      'Les quatre semaines du mois 2 sont finies depuis 5 jours, et ce module reste à faire.',
      "3 personnes de votre village l'ont terminé ces deux dernières semaines.",
      'Votre score le plus bas est « Maîtrise des données » (31 %), et ce module la travaille.',
    ]);
    expect(screen.getByText("Calculé d'après votre progression")).toBeInTheDocument();
  });
});
