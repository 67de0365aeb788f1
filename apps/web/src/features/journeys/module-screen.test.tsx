// Long on purpose: one screen's states (lesson, reflection, completion online and queued offline, enrolment, video) over one mocked API.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDay } from '../../lib/format';
import { loadCatalogs } from '../../lib/i18n/catalogs';
import { CATALOG_NAMES } from '../../lib/i18n/catalog-files';
import { jsonResponse, makeAuth, makeUser } from '../../lib/testing/fakes';
import { renderScreen } from '../../lib/testing/render';
import { answerWith, completionResult, enrolment, moduleDetail } from './journeys-test-data';
import { ModuleScreen } from './module-screen';

const auth = makeAuth({ status: 'signedIn', user: makeUser() });
const MODULE_API = '/api/journeys/amara/modules/module-1';
const REFLECTION = 'I will learn the shared calendar in public.';

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const render = (path = '/journeys/amara/modules/module-1') =>
  renderScreen(<ModuleScreen />, { path, route: '/journeys/:journeyId/modules/:moduleId', auth });

const posts = () =>
  fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST').map(([input, init]) => ({
    path: String(input),
    body: JSON.parse(String((init as RequestInit).body)) as unknown,
  }));

const question = () => screen.getByRole('textbox', { name: 'Which digital task will you learn in public this month?' });

/** Puts an answer in the field in one input event (typing it key by key is slow on a busy machine). */
async function write(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.click(question());
  await user.paste(text);
}

describe('ModuleScreen: the lesson', () => {
  it('reads lesson first, then practice, then the reflection form labelled by its question', async () => {
    fetchMock.mockImplementation(answerWith({ [`GET ${MODULE_API}`]: () => jsonResponse(moduleDetail()) }));
    render();

    expect(await screen.findByRole('heading', { level: 1, name: 'Digital confidence starts with you' })).toBeInTheDocument();
    expect(screen.getByText('Module 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Amara's Path" })).toHaveAttribute('href', '/journeys/amara');
    const lesson = screen.getByRole('region', { name: 'Lesson' });
    const practice = screen.getByRole('region', { name: 'Practice' });
    const reflection = screen.getByRole('region', { name: 'Reflection' });
    // Text first, then the practice, then the reflection.
    expect(lesson.compareDocumentPosition(practice) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(practice.compareDocumentPosition(reflection) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The server's sanitised HTML, its headings in order under the section's h2.
    expect(within(lesson).getByRole('heading', { level: 3, name: 'Why this starts with you' })).toBeInTheDocument();
    expect(within(lesson).getByRole('heading', { level: 4, name: 'Learn in public' })).toBeInTheDocument();
    expect(within(lesson).getByText('first').tagName).toBe('EM');
    expect(within(practice).getByRole('listitem')).toHaveTextContent('Name one task.');
    expect(within(reflection).getByRole('textbox')).toBe(question());
    expect(screen.getByRole('button', { name: 'Complete module (+100 XP)' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Modules of this journey' })).toHaveTextContent('Next moduleChoosing the right tools');
  });

  it('shows a skeleton with Loading... while the module loads', () => {
    fetchMock.mockImplementation(() => new Promise(() => {}));
    render();
    // (The page's toast regions are live regions too: they are always there, empty.)
    expect(screen.getByText('Loading...')).toHaveAttribute('role', 'status');
  });

  it('shows "Module not found" for an unknown module', async () => {
    fetchMock.mockImplementation(answerWith({}));
    render('/journeys/amara/modules/nothing-here');
    expect(await screen.findByRole('heading', { level: 1, name: 'Module not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the journey' })).toHaveAttribute('href', '/journeys/amara');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('shows an error with Retry, and the module once Retry works', async () => {
    const user = userEvent.setup();
    let fail = true;
    fetchMock.mockImplementation(
      answerWith({
        [`GET ${MODULE_API}`]: () =>
          fail ? jsonResponse({ error: { code: 'internal', message: 'Something went wrong.' } }, 500) : jsonResponse(moduleDetail()),
      }),
    );
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not load this module' })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Digital confidence starts with you' })).toBeInTheDocument();
  });
});

describe('ModuleScreen: completing', () => {
  it('checks the reflection with the domain schema before sending, and announces the error on the field', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(answerWith({ [`GET ${MODULE_API}`]: () => jsonResponse(moduleDetail()) }));
    render();
    await screen.findByRole('heading', { level: 1 });

    await user.click(screen.getByRole('button', { name: 'Complete module (+100 XP)' }));
    expect(question()).toHaveAccessibleDescription(/Write your reflection to complete the module/);
    expect(question()).toHaveAttribute('aria-invalid', 'true');
    expect(question()).toHaveFocus();

    await user.type(question(), '   too short   ');
    await user.click(screen.getByRole('button', { name: 'Complete module (+100 XP)' }));
    expect(question()).toHaveAccessibleDescription(/Write at least 20 characters/);
    expect(posts()).toEqual([]);
  });

  it('completes the module: one POST, a toast with the XP, done with focus on it, and a Next module link', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(
      answerWith({
        [`GET ${MODULE_API}`]: () => jsonResponse(moduleDetail()),
        [`POST ${MODULE_API}/completion`]: () => jsonResponse(completionResult(), 201),
      }),
    );
    render();
    await screen.findByRole('heading', { level: 1 });
    await write(user, `  ${REFLECTION}  `);
    await user.click(screen.getByRole('button', { name: 'Complete module (+100 XP)' }));

    const done = await screen.findByRole('heading', { level: 3, name: 'Module complete' });
    await waitFor(() => expect(done).toHaveFocus());
    // The schema's cleaning (trimmed) is what is sent; the server decides everything else.
    expect(posts()).toEqual([{ path: `${MODULE_API}/completion`, body: { reflection: REFLECTION } }]);
    expect(screen.getByText('Module complete. You earned 100 XP.').closest('[role="status"]')).not.toBeNull();
    expect(screen.getByText('You earned 100 XP')).toBeInTheDocument();
    expect(screen.getByText(REFLECTION)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('link', { name: 'Next module: Choosing the right tools' })).toHaveAttribute(
      'href',
      '/journeys/amara/modules/module-2',
    );
    expect(within(screen.getByRole('list', { name: 'About this module' })).getByText('Done')).toBeInTheDocument();
  });

  it('shows a repeated completion as done without a second toast', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(
      answerWith({
        [`GET ${MODULE_API}`]: () => jsonResponse(moduleDetail()),
        // Another tab completed it first: 200, nothing awarded.
        [`POST ${MODULE_API}/completion`]: () =>
          jsonResponse(completionResult({ created: false, xpAwarded: 0, completion: { completedAt: '2026-11-23T08:00:00.000Z', reflection: 'My first answer, from the other tab.' } })),
      }),
    );
    render();
    await screen.findByRole('heading', { level: 1 });
    await write(user, REFLECTION);
    await user.click(screen.getByRole('button', { name: 'Complete module (+100 XP)' }));

    expect(await screen.findByRole('heading', { level: 3, name: 'Module complete' })).toBeInTheDocument();
    expect(screen.getByText('My first answer, from the other tab.')).toBeInTheDocument();
    expect(screen.queryByText(/You earned/)).toBeNull();
    expect(document.querySelectorAll('[data-toast]')).toHaveLength(0);
  });

  it('tells when completing the module completed the journey, and leads back to it after the last module', async () => {
    const user = userEvent.setup();
    const last = moduleDetail({ slug: 'module-3', position: 3, next: null, previous: { slug: 'module-2', title: 'Choosing the right tools' } });
    fetchMock.mockImplementation(
      answerWith({
        'GET /api/journeys/amara/modules/module-3': () => jsonResponse(last),
        'POST /api/journeys/amara/modules/module-3/completion': () =>
          jsonResponse(completionResult({ next: null, journeyCompleted: true, enrolment: { ...enrolment(), completedAt: '2026-11-24T09:30:00.000Z' } }), 201),
      }),
    );
    render('/journeys/amara/modules/module-3');
    await screen.findByRole('heading', { level: 1 });
    await write(user, REFLECTION);
    await user.click(screen.getByRole('button', { name: 'Complete module (+100 XP)' }));
    expect(await screen.findByText("You have completed Amara's Path.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Back to Amara's Path" })).toHaveAttribute('href', '/journeys/amara');
  });

  it('puts the server’s message for the field on the field, and keeps the answer', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(
      answerWith({
        [`GET ${MODULE_API}`]: () => jsonResponse(moduleDetail()),
        [`POST ${MODULE_API}/completion`]: () =>
          jsonResponse({ error: { code: 'invalid-argument', message: 'Check the form.', fields: { reflection: 'Write at least 20 characters' } } }, 400),
      }),
    );
    render();
    await screen.findByRole('heading', { level: 1 });
    await write(user, REFLECTION);
    await user.click(screen.getByRole('button', { name: 'Complete module (+100 XP)' }));
    await waitFor(() => expect(question()).toHaveAccessibleDescription(/Write at least 20 characters/));
    expect(question()).toHaveValue(REFLECTION);
  });

  it('keeps the answer on the phone when the server cannot be reached: Waiting to send (module-screen-offline.test.tsx sends it)', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation((input: RequestInfo | URL, init?: RequestInit) =>
      init?.method === 'POST' ? Promise.reject(new TypeError('Failed to fetch')) : answerWith({ [`GET ${MODULE_API}`]: () => jsonResponse(moduleDetail()) })(input, init),
    );
    render();
    await screen.findByRole('heading', { level: 1 });
    await write(user, REFLECTION);
    await user.click(screen.getByRole('button', { name: 'Complete module (+100 XP)' }));
    const waiting = await screen.findByRole('heading', { level: 3, name: 'Waiting to send' });
    await waitFor(() => expect(waiting).toHaveFocus());
    expect(screen.getByText(REFLECTION)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByText(/You earned/)).toBeNull();
  });

  it('shows a module done earlier with the answer as plain text, and no form', async () => {
    fetchMock.mockImplementation(
      answerWith({
        [`GET ${MODULE_API}`]: () =>
          jsonResponse(moduleDetail({ completion: { completedAt: '2026-11-20T10:00:00.000Z', reflection: '<b>not bold</b> and\ntwo lines' } })),
      }),
    );
    render();
    expect(await screen.findByRole('heading', { level: 3, name: 'Module complete' })).not.toHaveFocus();
    expect(screen.getByText(/<b>not bold<\/b>/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByText(/You earned/)).toBeNull();
  });

  it('asks a learner who is not enrolled to enrol, then offers the form', async () => {
    const user = userEvent.setup();
    let enrolled = false;
    fetchMock.mockImplementation(
      answerWith({
        [`GET ${MODULE_API}`]: () => jsonResponse(moduleDetail({ enrolled, canComplete: enrolled })),
        'PUT /api/journeys/amara/enrolment': () => {
          enrolled = true;
          return jsonResponse({ created: true, enrolment: enrolment() }, 201);
        },
      }),
    );
    render();
    expect(await screen.findByText("Enrol in Amara's Path to answer it, complete this module and earn 100 XP.")).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: "Enrol in Amara's Path" }));
    expect(await screen.findByRole('textbox', { name: 'Which digital task will you learn in public this month?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Reflection' })).toHaveFocus();
  });

  it('explains a module outside the enrolled version', async () => {
    fetchMock.mockImplementation(answerWith({ [`GET ${MODULE_API}`]: () => jsonResponse(moduleDetail({ canComplete: false, position: null, required: null })) }));
    render();
    expect(await screen.findByText(/not part of the version of Amara's Path you are enrolled in/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Complete module/ })).toBeNull();
  });

  it('lets a module of a month not open yet be read, and says the day it can be completed', async () => {
    const month = { number: 2, title: 'Month 2: A dashboard your team reads', open: false, opensOn: '2026-12-18' };
    fetchMock.mockImplementation(answerWith({ [`GET ${MODULE_API}`]: () => jsonResponse(moduleDetail({ month })) }));
    render();
    const reflection = await screen.findByRole('region', { name: 'Reflection' });
    expect(within(reflection).getByText(`This module belongs to ${month.title}, which opens on ${formatDay(month.opensOn)}.`, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Lesson' })).toHaveTextContent('People watch the leader');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Complete module/ })).toBeNull();
  });

  it('starts afresh on the next module (no "You earned" carried over)', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(
      answerWith({
        [`GET ${MODULE_API}`]: () => jsonResponse(moduleDetail()),
        [`POST ${MODULE_API}/completion`]: () => jsonResponse(completionResult(), 201),
        'GET /api/journeys/amara/modules/module-2': () =>
          jsonResponse(
            moduleDetail({
              id: 'm2',
              slug: 'module-2',
              title: 'Choosing the right tools',
              position: 2,
              previous: { slug: 'module-1', title: 'Digital confidence starts with you' },
              next: null,
              completion: { completedAt: '2026-11-20T10:00:00.000Z', reflection: 'Done before.' },
            }),
          ),
      }),
    );
    const { router } = render();
    await screen.findByRole('heading', { level: 1 });
    await write(user, REFLECTION);
    await user.click(screen.getByRole('button', { name: 'Complete module (+100 XP)' }));
    expect(await screen.findByText('You earned 100 XP')).toBeInTheDocument();
    await act(() => router.navigate('/journeys/amara/modules/module-2'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Choosing the right tools' })).toBeInTheDocument();
    expect(screen.getByText('Done before.')).toBeInTheDocument();
    expect(screen.queryByText('You earned 100 XP')).toBeNull();
  });
});

describe('ModuleScreen: the video', () => {
  const VIDEO_HOST = 'videos.example.org';
  const referencesHost = () =>
    [...document.querySelectorAll('[src], [poster], [srcset], link, iframe, video, img, source')].filter((el) =>
      ['src', 'poster', 'srcset', 'href'].some((attr) => el.getAttribute(attr)?.includes(VIDEO_HOST)),
    );
  const fetchedHost = () => fetchMock.mock.calls.filter(([input]) => String(input).includes(VIDEO_HOST));

  it('says its size and length, and fetches nothing from the video host before the tap', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(
      answerWith({
        [`GET ${MODULE_API}`]: () =>
          jsonResponse(moduleDetail({ video: { url: `https://${VIDEO_HOST}/lessons/confidence.mp4`, sizeMb: 12, durationMinutes: 8 } })),
      }),
    );
    render();
    const play = await screen.findByRole('button', { name: 'Play video (12 MB, 8 min)' });
    // No player, poster, frame, preconnect or prefetch: nothing in the page names the host yet.
    expect(referencesHost()).toEqual([]);
    expect(document.querySelector('video, iframe')).toBeNull();
    expect(document.head.querySelector('link[rel="preconnect"], link[rel="dns-prefetch"], link[rel="preload"]')).toBeNull();
    expect(fetchedHost()).toEqual([]);

    await user.click(play);
    const video = document.querySelector('video');
    expect(video).not.toBeNull();
    expect(video).toHaveAttribute('src', `https://${VIDEO_HOST}/lessons/confidence.mp4`);
    expect(video).toHaveFocus();
    expect(screen.queryByRole('button', { name: /Play video/ })).toBeNull();
    // Only the API was ever fetched; the browser's player does the rest.
    expect(fetchedHost()).toEqual([]);
  });

  it('opens a video page in a new tab from the same tap, without embedding it', async () => {
    fetchMock.mockImplementation(
      answerWith({
        [`GET ${MODULE_API}`]: () =>
          jsonResponse(moduleDetail({ video: { url: `https://${VIDEO_HOST}/watch/confidence`, sizeMb: 18.5, durationMinutes: 90 } })),
      }),
    );
    render();
    const link = await screen.findByRole('link', { name: /Play video \(18\.5 MB, 1 h 30 min\)/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(document.querySelector('video, iframe, img')).toBeNull();
    expect(fetchedHost()).toEqual([]);
  });
});

describe('ModuleScreen in French', () => {
  beforeEach(async () => {
    await loadCatalogs('fr', CATALOG_NAMES);
  });
  afterEach(async () => {
    await loadCatalogs('en', CATALOG_NAMES);
  });

  it('shows the module, its sections and the completion in French', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(
      answerWith({
        [`GET ${MODULE_API}`]: () => jsonResponse(moduleDetail({ required: false })),
        [`POST ${MODULE_API}/completion`]: () => jsonResponse(completionResult(), 201),
      }),
    );
    render();

    expect(await screen.findByText('Module 1 sur 3 · Facultatif')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'À propos de ce module' })).toHaveTextContent('Environ 45 min');
    expect(screen.getByRole('region', { name: 'Leçon' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Mise en pratique' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Modules de ce parcours' })).toHaveTextContent('Module suivantChoosing the right tools');
    expect(question()).toHaveAccessibleDescription(/^0 caractères sur .+ \(au moins .+\)\. Votre réponse est conservée dans votre relevé CPD/);

    await write(user, REFLECTION);
    await user.click(screen.getByRole('button', { name: 'Terminer le module (+100 XP)' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Module terminé' })).toBeInTheDocument();
    expect(screen.getByText('Module terminé. Vous avez gagné 100 XP.')).toBeInTheDocument();
    expect(screen.getByText('Vous avez gagné 100 XP')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Module suivant : Choosing the right tools' })).toBeInTheDocument();
  });
});
