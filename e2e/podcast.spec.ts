import AxeBuilder from '@axe-core/playwright';
import {
  expect,
  test,
  type APIRequestContext,
  type Page,
  type PlaywrightWorkerArgs,
} from '@playwright/test';
import { BASE_URL } from './support/env';
import { createUser } from './support/users';

/**
 * The podcast on a phone (ADR 042): a visitor lists the episodes, opens one, reads the whole
 * transcript, and nothing fetches the audio until the tap that says its size; an episode without
 * audio says "Transcript only" and offers nothing to play; an opened episode reads offline.
 */
test.use({ reducedMotion: 'reduce', viewport: { width: 390, height: 844 } });

const AUDIO_HOST = 'https://media.example.org';

/** One second of silence as a WAV file (8 kHz, 8-bit mono): something a browser can play. */
function silentWav(): Buffer {
  const samples = 8_000;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(8_000, 24);
  header.writeUInt32LE(8_000, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples, 40);
  return Buffer.concat([header, Buffer.alloc(samples, 0x80)]);
}

async function expectNoAxeViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    label,
  ).toEqual([]);
}

const transcript = (guest: string) =>
  [
    'Nadia Kamau: Welcome to the LeadVillage podcast. What did your team need most in the first week?',
    `${guest}: A clear owner for every open question, and one short meeting a day where we read the list aloud. Nobody waited for a decision for more than a day.`,
    'Nadia Kamau: What would you tell a manager starting next month?',
    `${guest}: Write the list before the first day, and share it with the team, not only with your boss.`,
  ].join('\n\n');

/** An admin's API context (signed in, our Origin on writes). */
async function adminApi(
  request: APIRequestContext,
  playwright: PlaywrightWorkerArgs['playwright'],
) {
  const admin = await createUser(request, { role: 'admin' });
  const api = await playwright.request.newContext({
    baseURL: BASE_URL,
    extraHTTPHeaders: { origin: BASE_URL },
  });
  expect(
    (
      await api.post('/api/auth/sign-in/email', {
        data: { email: admin.email, password: admin.password },
      })
    ).status(),
  ).toBe(200);
  return api;
}

async function publishEpisode(
  api: APIRequestContext,
  id: string,
  title: string,
  audio: { url: string; bytes: number; durationSeconds: number } | null,
) {
  const text = {
    title,
    guestRole: 'Head of customer service, Accra',
    description: 'What a first week of change needs.',
    transcript: transcript('Esi Boateng'),
  };
  const created = await api.post('/api/admin/podcast/episodes', {
    data: { id, guestName: 'Esi Boateng', audio, texts: { en: text, fr: null } },
  });
  expect(created.status(), await created.text()).toBe(201);
  expect((await api.post(`/api/admin/podcast/episodes/${id}/publish`)).status()).toBe(200);
}

test('a visitor opens an episode on a phone, reads its transcript, and the audio loads only after the tap that says its size; axe finds nothing', async ({
  browser,
  page,
  playwright,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const withAudio = `first-week-${stamp}`;
  const textOnly = `first-week-notes-${stamp}`;
  const audioUrl = `${AUDIO_HOST}/e2e/${withAudio}.mp3`;
  const api = await adminApi(page.request, playwright);
  await publishEpisode(api, textOnly, `The first week, in writing ${stamp}`, null);
  await publishEpisode(api, withAudio, `The first week of a change ${stamp}`, {
    url: audioUrl,
    bytes: 18_874_368,
    durationSeconds: 1_500,
  });
  await api.dispose();

  // A visitor's phone, without a service worker in between: every request the page makes is seen.
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 390, height: 844 },
    reducedMotion: 'reduce',
  });
  const phone = await context.newPage();
  const audioRequests: string[] = [];
  context.on('request', (request) => {
    if (request.url().startsWith(AUDIO_HOST)) audioRequests.push(request.url());
  });
  await context.route(`${AUDIO_HOST}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'audio/wav', body: silentWav() }),
  );

  await phone.goto('/podcast');
  await expect(phone.getByRole('heading', { level: 1, name: 'Podcast' })).toBeVisible();
  const card = phone
    .getByRole('article')
    .filter({ hasText: `The first week of a change ${stamp}` });
  await expect(card.getByText('Audio · 25 min · 18 MB')).toBeVisible();
  const notesCard = phone
    .getByRole('article')
    .filter({ hasText: `The first week, in writing ${stamp}` });
  await expect(notesCard.getByText('Transcript only · 1 min read')).toBeVisible();
  await expect(phone.getByRole('link', { name: 'RSS feed for podcast apps' })).toHaveAttribute(
    'href',
    '/podcast.xml',
  );
  // Nothing sideways on a phone.
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(phone, '/podcast');

  // The episode without audio: it says so and offers nothing to play.
  await notesCard.getByRole('link', { name: `The first week, in writing ${stamp}` }).click();
  await expect(
    phone.getByRole('heading', { level: 1, name: `The first week, in writing ${stamp}` }),
  ).toBeVisible();
  await expect(phone.getByText('Transcript only', { exact: true })).toBeVisible();
  await expect(phone.getByRole('button', { name: /Play episode/ })).toHaveCount(0);
  await expect(phone.locator('audio')).toHaveCount(0);
  await expectNoAxeViolations(phone, 'an episode without audio');

  // The episode with audio: the transcript is in the page; the button says what the tap costs.
  await phone.getByRole('link', { name: 'All episodes' }).click();
  await phone.getByRole('link', { name: `The first week of a change ${stamp}` }).click();
  await expect(
    phone.getByRole('heading', { level: 1, name: `The first week of a change ${stamp}` }),
  ).toBeVisible();
  await expect(phone.getByRole('heading', { level: 2, name: 'Transcript' })).toBeVisible();
  await expect(phone.getByText('Write the list before the first day')).toBeVisible();
  await expect(phone.getByText('Nadia Kamau:').first()).toBeVisible();
  const play = phone.getByRole('button', { name: 'Play episode · 18 MB' });
  await expect(play).toBeVisible();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(phone, 'an episode before the tap');
  // A moment for anything eager (a preload, a prefetch) to show itself: still no audio request, no player.
  await phone.waitForLoadState('networkidle');
  expect(audioRequests).toEqual([]);
  await expect(phone.locator('audio')).toHaveCount(0);

  await play.click();
  const player = phone.locator('audio');
  await expect(player).toHaveAttribute('src', audioUrl);
  await expect(player).toHaveAttribute('preload', 'none');
  await expect.poll(() => audioRequests.length).toBeGreaterThan(0);
  expect(audioRequests.every((url) => url === audioUrl)).toBe(true);
  await expect(phone.getByRole('button', { name: /Play episode/ })).toHaveCount(0);
  await expectNoAxeViolations(phone, 'an episode playing');
  await context.close();
});

test('an episode opened once reads offline, transcript and all', async ({
  browser,
  page,
  playwright,
}) => {
  test.setTimeout(120_000);
  const id = `offline-read-${Date.now().toString(36)}`;
  const api = await adminApi(page.request, playwright);
  await publishEpisode(api, id, `Reading on the bus ${id}`, null);
  await api.dispose();

  const context = await browser.newContext({
    serviceWorkers: 'allow',
    viewport: { width: 390, height: 844 },
  });
  const phone = await context.newPage();
  await phone.goto(`/podcast/${id}`);
  await expect(
    phone.getByRole('heading', { level: 1, name: `Reading on the bus ${id}` }),
  ).toBeVisible();
  // The first worker takes the page and saves the reads it made.
  await phone.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect
    .poll(() =>
      phone.evaluate(async (path) => {
        const saved = (await (await caches.open('lv-api-v1')).keys()).map(
          (request) => new URL(request.url).pathname,
        );
        return saved.includes(path);
      }, `/api/podcast/episodes/${id}`),
    )
    .toBe(true);

  await context.setOffline(true);
  await phone.goto(`/podcast/${id}`);
  await expect(
    phone.getByRole('heading', { level: 1, name: `Reading on the bus ${id}` }),
  ).toBeVisible();
  await expect(phone.getByText('Write the list before the first day')).toBeVisible();
  await expect(phone.getByTestId('offline-banner')).toContainText(
    'Offline — showing what was saved at',
  );
  await context.close();
});
