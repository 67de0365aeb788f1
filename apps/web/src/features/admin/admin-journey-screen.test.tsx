import type { AdminJourneyDetail } from '@lv/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadCatalogs } from '../../lib/i18n/catalogs';
import { CATALOG_NAMES } from '../../lib/i18n/catalog-files';
import { jsonResponse, makeAuth, makeUser } from '../../lib/testing/fakes';
import { renderScreen } from '../../lib/testing/render';
import { AdminJourneyScreen } from './admin-journey-screen';
import {
  detail,
  draftModule,
  olderPage,
  polyfillDialog,
  stubApi,
  type Call,
} from './admin-journeys-test-data';

const WAIT = { timeout: 5_000 };
const admin = makeAuth({ status: 'signedIn', user: makeUser({ role: 'admin' }) });
const show = () =>
  renderScreen(<AdminJourneyScreen />, {
    path: '/admin/journeys/j-1',
    route: '/admin/journeys/:journeyId',
    auth: admin,
  });

beforeAll(polyfillDialog);
afterEach(() => vi.unstubAllGlobals());

/** The API with a journey detail; `write` answers the writes (the detail after them by default). */
function api(
  current: AdminJourneyDetail,
  write: (call: Call) => Response | unknown = () => current,
) {
  return stubApi((call) => {
    if (call.url.includes('/enrolments') && call.method === 'GET') return olderPage();
    if (call.method === 'GET') return current;
    return write(call);
  });
}

describe('AdminJourneyScreen', () => {
  it('shows the draft’s modules in order and moves one with the keyboard, by its Move down button', async () => {
    const user = userEvent.setup();
    const moved = detail({
      draft: {
        saved: true,
        updatedAt: '2026-11-24T10:00:00.000Z',
        modules: [draftModule('ask', 1), draftModule('listen', 2)],
      },
    });
    const calls = api(detail(), () => moved);
    show();
    const list = await screen.findByRole('list', { name: 'Modules of the draft' }, WAIT);
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('p')?.textContent),
    ).toEqual(['1. Lesson listen', '2. Lesson ask']);
    expect(screen.getByRole('button', { name: 'Move “Lesson listen” up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move “Lesson ask” down' })).toBeDisabled();

    screen.getByRole('button', { name: 'Move “Lesson listen” down' }).focus();
    await user.keyboard('{Enter}');
    expect(
      await screen.findByText('Moved “Lesson listen” down to place 2.', {}, WAIT),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      {
        method: 'POST',
        url: '/api/admin/journeys/j-1/draft/modules/listen/move',
        body: { direction: 'down' },
      },
    ]);
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((li) => li.querySelector('p')?.textContent),
      ).toEqual(['1. Lesson ask', '2. Lesson listen']),
    );
    expect(screen.getByText(/Draft of version 2, last changed/)).toBeInTheDocument();
  });

  it('adds a module: the domain schema’s messages first, then the server’s preview of the lesson, then the saved draft', async () => {
    const user = userEvent.setup();
    const added = detail({
      draft: {
        saved: true,
        updatedAt: '2026-11-24T10:00:00.000Z',
        modules: [
          draftModule('listen', 1),
          draftModule('ask', 2),
          draftModule('follow-up', 3, { moduleId: null, state: 'new', required: false }),
        ],
      },
    });
    const calls = api(detail(), (call) =>
      call.url.endsWith('/preview')
        ? { html: '<h4>Why it matters</h4><p>Ask <strong>first</strong>.</p>' }
        : added,
    );
    show();
    await user.click(await screen.findByRole('button', { name: 'Add module' }, WAIT));
    const dialog = screen.getByRole('dialog', { name: 'Add a module' });
    await user.click(within(dialog).getByRole('button', { name: 'Add module' }));
    expect(
      await within(dialog).findByText('Give the module a title', {}, WAIT),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Write the lesson')).toBeInTheDocument();
    expect(within(dialog).getByText('Write the reflection question')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Title'), 'Follow up');
    await user.type(within(dialog).getByLabelText('Id in the address'), 'follow-up');
    await user.type(within(dialog).getByLabelText('Summary'), 'Close the loop.');
    await user.type(
      within(dialog).getByLabelText('Lesson'),
      '## Why it matters{enter}{enter}Ask **first**.',
    );
    await user.type(within(dialog).getByLabelText('Practice exercise'), 'Call one person back.');
    await user.type(within(dialog).getByLabelText('Reflection question'), 'Who did you call?');
    await user.click(within(dialog).getByLabelText('This module has a video'));
    await user.type(within(dialog).getByLabelText('Video link'), 'http://videos.example.org/a.mp4');
    await user.type(within(dialog).getByLabelText('Size in MB'), '12.5');
    await user.type(within(dialog).getByLabelText('Length in minutes'), '6');
    await user.click(within(dialog).getByLabelText(/^Required/));

    // The lesson's preview comes from the server's renderer, shown as it sends it.
    const [lessonPreview] = within(dialog).getAllByRole('button', { name: 'Preview' });
    await user.click(lessonPreview!);
    const region = await within(dialog).findByRole('region', { name: 'Lesson preview' }, WAIT);
    expect(
      await within(region).findByRole('heading', { level: 3, name: 'Why it matters' }, WAIT),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith('/preview'))?.body).toEqual({
      markdown: '## Why it matters\n\nAsk **first**.',
    });

    await user.click(within(dialog).getByRole('button', { name: 'Add module' }));
    expect(
      await within(dialog).findByText('Must be an https:// address', {}, WAIT),
    ).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Video link'));
    await user.type(
      within(dialog).getByLabelText('Video link'),
      'https://videos.example.org/a.mp4',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add module' }));
    expect(
      await screen.findByText('Added “Follow up” to the draft.', {}, WAIT),
    ).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST' && c.url.endsWith('/draft/modules'));
    expect(post?.body).toEqual({
      content: {
        slug: 'follow-up',
        title: 'Follow up',
        summary: 'Close the loop.',
        body: '## Why it matters\n\nAsk **first**.',
        practice: 'Call one person back.',
        reflectionQuestion: 'Who did you call?',
        video: { url: 'https://videos.example.org/a.mp4', sizeMb: 12.5, durationMinutes: 6 },
        estimatedMinutes: 20,
        cpdMinutes: 30,
      },
      required: false,
      knowledgeCheck: [],
      knowledgeCheckFr: [],
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Publish disabled while the draft lacks something, and lists what', async () => {
    api(
      detail({
        draft: {
          saved: true,
          updatedAt: '2026-11-24T10:00:00.000Z',
          modules: [],
          capstoneBrief: '',
          problems: {
            modules: 'Add at least one module before publishing.',
            capstoneBrief:
              'Write the capstone brief before publishing (the journey page shows it).',
          },
        },
      }),
    );
    show();
    expect(await screen.findByRole('button', { name: 'Publish version 2' }, WAIT)).toBeDisabled();
    expect(screen.getByText('Add at least one module before publishing.')).toBeInTheDocument();
    expect(screen.getByText('No modules yet. Add the first one.')).toBeInTheDocument();
  });

  it('publishes after a confirmation that says what changes', async () => {
    const user = userEvent.setup();
    const changed = detail({
      draft: {
        saved: true,
        updatedAt: '2026-11-24T10:00:00.000Z',
        modules: [
          draftModule('listen', 1, { state: 'changed' }),
          draftModule('new-one', 2, { moduleId: null, state: 'new', required: false }),
        ],
        removed: [{ moduleId: 'm-ask', slug: 'ask', title: 'Lesson ask' }],
        restorable: [{ moduleId: 'm-ask', slug: 'ask', title: 'Lesson ask' }],
      },
    });
    const published = detail({ journey: { currentVersion: 2 } });
    const calls = api(changed, (call) =>
      call.url.endsWith('/publish')
        ? jsonResponse({ version: 2, detail: published }, 201)
        : changed,
    );
    show();
    await user.click(await screen.findByRole('button', { name: 'Publish version 2' }, WAIT));
    const dialog = screen.getByRole('dialog', { name: 'Publish version 2?' });
    expect(dialog).toHaveTextContent('2 modules in this order, 1 required module.');
    expect(dialog).toHaveTextContent('1 module added.');
    expect(dialog).toHaveTextContent('1 module changed');
    expect(dialog).toHaveTextContent('Left out: “Lesson ask”.');
    expect(dialog).toHaveTextContent('3 learners stay on the version they enrolled in');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(
      await screen.findByText('Version 2 is published: new enrolments pin it.', {}, WAIT),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.url.endsWith('/publish'))).toHaveLength(1);
  });

  it('moves the chosen learners from an older version, showing their progress before and after', async () => {
    const user = userEvent.setup();
    const calls = api(detail({ journey: { currentVersion: 2 } }), () => ({
      toVersion: 2,
      moved: 1,
      completedNow: 0,
      learners: [
        {
          userId: 'u-1',
          fromVersion: 1,
          before: { done: 3, required: 4, percent: 75 },
          after: { done: 2, required: 3, percent: 66 },
          completed: false,
        },
      ],
    }));
    show();
    const list = await screen.findByRole('list', { name: 'Enrolments on older versions' }, WAIT);
    const [amina] = within(list).getAllByRole('listitem');
    expect(amina).toHaveTextContent('Version 1: 75% (3 of 4)');
    expect(amina).toHaveTextContent('version 2: 66% (2 of 3)');
    expect(screen.getByRole('button', { name: 'Move chosen (0)' })).toBeDisabled();
    await user.click(within(amina!).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Move chosen (1)' }));
    const dialog = screen.getByRole('dialog', { name: 'Move 1 enrolment to version 2?' });
    await user.click(within(dialog).getByRole('button', { name: 'Move 1' }));
    expect(
      await screen.findByText('Moved 1 enrolment to version 2.', {}, WAIT),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith('/enrolments/move'))?.body).toEqual({
      scope: 'chosen',
      userIds: ['u-1'],
    });
  });

  it('says so when the journey does not exist', async () => {
    stubApi(() =>
      jsonResponse({ error: { code: 'not-found', message: 'That journey was not found.' } }, 404),
    );
    show();
    expect(await screen.findByText('That journey was not found.', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All journeys' })).toHaveAttribute(
      'href',
      '/admin/journeys',
    );
  });
});

describe('AdminJourneyScreen in French', () => {
  afterEach(async () => {
    await loadCatalogs('en', CATALOG_NAMES);
  });

  it('says what publishing changes, with French plurals', async () => {
    await loadCatalogs('fr', CATALOG_NAMES);
    const user = userEvent.setup();
    api(
      detail({
        draft: {
          saved: true,
          updatedAt: '2026-11-24T10:00:00.000Z',
          modules: [
            draftModule('listen', 1, { state: 'changed' }),
            draftModule('new-one', 2, { moduleId: null, state: 'new', required: false }),
          ],
          removed: [{ moduleId: 'm-ask', slug: 'ask', title: 'Lesson ask' }],
          restorable: [{ moduleId: 'm-ask', slug: 'ask', title: 'Lesson ask' }],
        },
      }),
    );
    show();
    expect(await screen.findByRole('heading', { level: 2, name: 'Modules' }, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tous les parcours' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter un module' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publier la version 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Publier la version 2 ?' });
    expect(dialog).toHaveTextContent('2 modules dans cet ordre, dont 1 obligatoire.');
    expect(dialog).toHaveTextContent('1 module ajouté.');
    expect(dialog).toHaveTextContent('Retirés : « Lesson ask ».');
    expect(dialog).toHaveTextContent('3 apprenants restent sur la version de leur inscription');
    expect(within(dialog).getByRole('button', { name: 'Continuer à modifier' })).toBeInTheDocument();
  });
});
