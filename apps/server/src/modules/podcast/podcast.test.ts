// Longer than 300 lines: one suite that walks the podcast (access, writes, reads, feed, seed) per engine.
import {
  ATOM_NS,
  ITUNES_NS,
  type AdminPodcastEpisode,
  type NewPodcastEpisode,
  type PodcastEpisode,
  type PodcastList,
} from '@lv/domain';
import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases';
import { Client, startTestApp, type SignedInClient, type TestApp } from '../../test/harness';
import { seedDemoPodcast } from '../../seed-podcast';

interface ErrorAnswer {
  error: { code: string; message: string; fields?: Record<string, string> };
}

/** An element of a parsed XML document: its namespace, local name, attributes and children. */
interface XmlElement {
  uri: string;
  local: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

/** Parses XML with saxes, strictly (namespaces checked); throws on anything not well-formed. */
function parseXml(xml: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true });
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  parser.on('opentag', (tag) => {
    const attributes = Object.fromEntries(
      Object.values(tag.attributes).map((a) => [a.name, a.value]),
    );
    const element: XmlElement = {
      uri: tag.uri,
      local: tag.local,
      attributes,
      children: [],
      text: '',
    };
    stack.at(-1)?.children.push(element);
    root ??= element;
    stack.push(element);
  });
  parser.on('text', (text) => {
    const top = stack.at(-1);
    if (top) top.text += text;
  });
  parser.on('closetag', () => void stack.pop());
  parser.on('error', (error) => {
    throw error;
  });
  parser.write(xml).close();
  if (!root) throw new Error('no root element');
  return root;
}

const child = (el: XmlElement, local: string, uri = '') =>
  el.children.find((c) => c.local === local && c.uri === uri);
const children = (el: XmlElement, local: string, uri = '') =>
  el.children.filter((c) => c.local === local && c.uri === uri);

const words = (n: number, word = 'listen') => Array.from({ length: n }, () => word).join(' ');

function newEpisode(id: string, changes: Partial<NewPodcastEpisode> = {}): NewPodcastEpisode {
  return {
    id,
    guestName: 'Kwame Asante',
    audio: {
      url: `https://media.example.org/${id}.mp3`,
      bytes: 18_400_000,
      durationSeconds: 1_530,
    },
    texts: {
      en: {
        title: `Leading through change (${id})`,
        guestRole: 'Director of operations',
        description: 'What a migration taught a team.',
        transcript: `Nadia: Welcome.\n\nKwame Asante: ${words(450)}`,
      },
      fr: {
        title: `Diriger dans le changement (${id})`,
        guestRole: 'Directeur des opérations',
        description: "Ce qu'une migration a appris à une équipe.",
        transcript: `Nadia : Bienvenue.\n\nKwame Asante : ${words(450, 'écouter')}`,
      },
    },
    ...changes,
  };
}

describe.each(testDatabases())('the podcast on %s', (kind) => {
  let t: TestApp;
  let admin: SignedInClient;
  let learner: SignedInClient;
  const visitor = () => new Client(t.url);
  const french = () => new Client(t.url, { 'accept-language': 'fr-FR,fr;q=0.9' });
  const json = async <T>(res: Response, status = 200): Promise<T> => {
    expect(res.status, await res.clone().text()).toBe(status);
    return (await res.json()) as T;
  };
  const tableCounts = async () => {
    const db = t.app.db.kysely;
    const n = async (table: 'podcast_episodes' | 'podcast_episode_texts' | 'audit_log') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return [await n('podcast_episodes'), await n('podcast_episode_texts'), await n('audit_log')];
  };
  const create = async (episode: NewPodcastEpisode) =>
    (
      await json<{ episode: AdminPodcastEpisode }>(
        await admin.post('/api/admin/podcast/episodes', episode),
        201,
      )
    ).episode;
  const publish = async (id: string) =>
    (
      await json<{ episode: AdminPodcastEpisode }>(
        await admin.post(`/api/admin/podcast/episodes/${id}/publish`),
      )
    ).episode;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.signedInClient({ role: 'admin' });
    learner = await t.signedInClient();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('starts empty: no episodes and no feed to offer, and a feed with no items', async () => {
    expect(await json<PodcastList>(await visitor().get('/api/podcast'))).toEqual({
      episodes: [],
      feedPath: null,
    });
    const feed = await visitor().get('/podcast.xml');
    expect(feed.status).toBe(200);
    const rss = parseXml(await feed.text());
    expect(children(child(rss, 'channel')!, 'item')).toHaveLength(0);
  });

  it('admin routes: 401 for a visitor and 403 for a learner on each, changing nothing', async () => {
    const routes = t.app.routeList.filter(
      (r) => r.url.startsWith('/api/admin/podcast') && r.method !== 'HEAD',
    );
    expect(routes.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
      'GET /api/admin/podcast/episodes',
      'POST /api/admin/podcast/episodes',
      'POST /api/admin/podcast/episodes/:episodeId/publish',
      'POST /api/admin/podcast/episodes/:episodeId/unpublish',
      'PUT /api/admin/podcast/episodes/:episodeId',
    ]);
    await create(newEpisode('access-check'));
    const before = await tableCounts();
    for (const r of routes) {
      const path = r.url.replace(':episodeId', 'access-check');
      const body =
        r.method === 'GET' || r.url.endsWith('publish') ? undefined : newEpisode('sneaky');
      expect((await visitor().request(r.method, path, body)).status, `${r.method} ${path}`).toBe(
        401,
      );
      expect((await learner.request(r.method, path, body)).status, `${r.method} ${path}`).toBe(403);
    }
    expect(await tableCounts()).toEqual(before);
    // A draft is the admin's only: the public reads answer as for an unknown id.
    expect((await visitor().get('/api/podcast/episodes/access-check')).status).toBe(404);
    expect((await learner.get('/api/podcast/episodes/access-check')).status).toBe(404);
    expect(
      (await json<PodcastList>(await learner.get('/api/podcast'))).episodes.map((e) => e.id),
    ).not.toContain('access-check');
  });

  it('refuses bad input with field messages and writes nothing', async () => {
    const before = await tableCounts();
    const cases: Array<[unknown, string, string]> = [
      [{ ...newEpisode('Bad Id') }, 'id', 'Use lower-case letters, digits and single hyphens'],
      [
        {
          ...newEpisode('no-title'),
          texts: { en: { ...newEpisode('x').texts.en, title: ' ' }, fr: null },
        },
        'texts.en.title',
        'Give the episode a title',
      ],
      [
        {
          ...newEpisode('short'),
          texts: { en: { ...newEpisode('x').texts.en, transcript: 'Hello.' }, fr: null },
        },
        'texts.en.transcript',
        'The transcript must be the whole conversation: at least 200 characters',
      ],
      [
        {
          ...newEpisode('video'),
          audio: { url: 'https://media.example.org/a.mp4', bytes: 10, durationSeconds: 10 },
        },
        'audio.url',
        'Use an audio file ending in .mp3, .m4a, .aac, .ogg, .oga or .opus',
      ],
      [
        {
          ...newEpisode('http'),
          audio: { url: 'http://media.example.org/a.mp3', bytes: 10, durationSeconds: 10 },
        },
        'audio.url',
        'Must be an https:// address',
      ],
      [
        {
          ...newEpisode('no-size'),
          audio: { url: 'https://media.example.org/a.mp3', bytes: 0, durationSeconds: 10 },
        },
        'audio.bytes',
        'The audio size must be more than 0 bytes',
      ],
      [{ ...newEpisode('extra'), publishedAt: '2026-01-01' }, '', ''],
    ];
    for (const [body, field, message] of cases) {
      const res = await admin.post('/api/admin/podcast/episodes', body);
      const answer = await json<ErrorAnswer>(res, 400);
      if (field) expect(answer.error.fields?.[field], field).toBe(message);
    }
    await create(newEpisode('taken'));
    const taken = await admin.post('/api/admin/podcast/episodes', newEpisode('taken'));
    expect((await json<ErrorAnswer>(taken, 409)).error.message).toBe(
      'Another episode already uses this id. Choose another id.',
    );
    const [episodes, texts, audits] = await tableCounts();
    expect([episodes, texts, audits]).toEqual([before[0]! + 1, before[1]! + 2, before[2]! + 1]);
    // A change carries no id (the address names the episode): an unknown one is a 404.
    const { id: _id, ...change } = newEpisode('x');
    const unknown = await admin.request('PUT', '/api/admin/podcast/episodes/nope', change);
    expect((await json<ErrorAnswer>(unknown, 404)).error.message).toBe(
      'That episode was not found.',
    );
    // An id in a change is refused: it never changes.
    expect(
      (await admin.request('PUT', '/api/admin/podcast/episodes/taken', newEpisode('moved'))).status,
    ).toBe(400);
    expect(
      (await json<ErrorAnswer>(await admin.post('/api/admin/podcast/episodes/nope/publish'), 404))
        .error.message,
    ).toBe('That episode was not found.');
  });

  it('an admin creates, publishes, edits and unpublishes an episode, each with its audit row', async () => {
    const draft = await create(newEpisode('core-banking', { audio: null }));
    expect(draft).toMatchObject({ id: 'core-banking', publishedAt: null, audio: null });
    expect(draft.texts.fr?.title).toBe('Diriger dans le changement (core-banking)');
    const published = await publish('core-banking');
    expect(Date.parse(published.publishedAt!)).toBeGreaterThan(Date.now() - 60_000);
    const again = await admin.post('/api/admin/podcast/episodes/core-banking/publish');
    expect((await json<ErrorAnswer>(again, 409)).error.message).toBe(
      'This episode is already published.',
    );

    // Transcript only: no audio facts for anyone, and no feed to offer for it.
    const page = (
      await json<{ episode: PodcastEpisode }>(
        await visitor().get('/api/podcast/episodes/core-banking'),
      )
    ).episode;
    expect(page).toMatchObject({
      id: 'core-banking',
      audio: null,
      language: 'en',
      guestName: 'Kwame Asante',
      readingMinutes: 3,
    });
    expect(page.transcript.startsWith('Nadia: Welcome.\n\nKwame Asante: listen')).toBe(true);

    // Edit: audio added, French dropped; the audit row names what changed, not the words.
    const edited = newEpisode('core-banking');
    const changed = await json<{ episode: AdminPodcastEpisode }>(
      await admin.request('PUT', '/api/admin/podcast/episodes/core-banking', {
        guestName: edited.guestName,
        audio: edited.audio,
        texts: { ...edited.texts, fr: null },
      }),
    );
    expect(changed.episode).toMatchObject({
      audio: edited.audio,
      texts: { fr: null },
      publishedAt: published.publishedAt,
    });
    const withAudio = (
      await json<{ episode: PodcastEpisode }>(
        await french().get('/api/podcast/episodes/core-banking'),
      )
    ).episode;
    expect(withAudio.audio).toEqual({
      url: 'https://media.example.org/core-banking.mp3',
      bytes: 18_400_000,
      durationSeconds: 1_530,
      type: 'audio/mpeg',
    });
    // Without its French, a French reader gets the English, and is told so.
    expect(withAudio).toMatchObject({
      language: 'en',
      title: 'Leading through change (core-banking)',
    });

    const unpublished = await json<{ episode: AdminPodcastEpisode }>(
      await admin.post('/api/admin/podcast/episodes/core-banking/unpublish'),
    );
    expect(unpublished.episode.publishedAt).toBeNull();
    expect((await visitor().get('/api/podcast/episodes/core-banking')).status).toBe(404);
    const twice = await admin.post('/api/admin/podcast/episodes/core-banking/unpublish');
    expect((await json<ErrorAnswer>(twice, 409)).error.message).toBe(
      'This episode is not published.',
    );

    const audit = await t.app.db.kysely
      .selectFrom('audit_log')
      .select(['action', 'actorId', 'details'])
      .where('targetId', '=', 'core-banking')
      .orderBy('createdAt')
      .execute();
    expect(audit.map((a) => a.action)).toEqual([
      'podcast.create',
      'podcast.publish',
      'podcast.update',
      'podcast.unpublish',
    ]);
    expect(audit.every((a) => a.actorId === admin.user.id)).toBe(true);
    expect(JSON.parse(audit[2]!.details)).toEqual({
      title: 'Leading through change (core-banking)',
      changed: ['audio', 'texts.fr'],
    });
  });

  it('publishes once under concurrent requests', async () => {
    await create(newEpisode('race'));
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => admin.post('/api/admin/podcast/episodes/race/publish')),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
    const audit = await t.app.db.kysely
      .selectFrom('audit_log')
      .select('action')
      .where('targetId', '=', 'race')
      .where('action', '=', 'podcast.publish')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('lists published episodes newest first, in the reader language, and names the feed once one has audio', async () => {
    const db = t.app.db.kysely;
    await create(newEpisode('older', { audio: null }));
    await publish('older');
    await db
      .updateTable('podcast_episodes')
      .set({ publishedAt: Date.UTC(2026, 0, 5, 9) })
      .where('id', '=', 'older')
      .execute();
    await create(newEpisode('newer'));
    await publish('newer');
    await db
      .updateTable('podcast_episodes')
      .set({ publishedAt: Date.UTC(2026, 0, 12, 9) })
      .where('id', '=', 'newer')
      .execute();

    const list = await json<PodcastList>(await french().get('/api/podcast'));
    const mine = list.episodes.filter((e) => ['older', 'newer'].includes(e.id));
    expect(mine.map((e) => e.id)).toEqual(['newer', 'older']);
    expect(mine[0]).toMatchObject({
      language: 'fr',
      title: 'Diriger dans le changement (newer)',
      guestRole: 'Directeur des opérations',
      audio: { bytes: 18_400_000, durationSeconds: 1_530 },
      publishedAt: '2026-01-12T09:00:00.000Z',
    });
    expect(mine[1]!.audio).toBeNull();
    expect(list.feedPath).toBe('/podcast.xml?lang=fr');
    expect((await json<PodcastList>(await visitor().get('/api/podcast'))).feedPath).toBe(
      '/podcast.xml',
    );
    // The list carries no transcript (it stays small on 3G).
    expect(JSON.stringify(list)).not.toContain('écouter écouter');
  });

  it('serves an RSS 2.0 feed a podcast app accepts: the channel, and items with enclosures for episodes with audio', async () => {
    const hostile = newEpisode('hostile', {
      guestName: 'Ama <b>"Boateng"</b> & Co',
      audio: {
        url: 'https://media.example.org/show/ep.mp3?token=a&b=<c>',
        bytes: 31_000_000,
        durationSeconds: 3_725,
      },
    });
    hostile.texts.en.title = 'Q&A: <script>alert(1)</script> ]]> \u0007 "quotes" \'apostrophes\'';
    await create(hostile);
    await publish('hostile');

    const res = await visitor().get('/podcast.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    const xml = await res.text();
    const rss = parseXml(xml);
    expect([rss.local, rss.attributes.version]).toEqual(['rss', '2.0']);
    const channel = child(rss, 'channel')!;
    for (const name of ['title', 'link', 'description', 'language'])
      expect(child(channel, name)?.text, name).toBeTruthy();
    expect(child(channel, 'title')!.text).toBe('LeadVillage Podcast');
    expect(child(channel, 'language')!.text).toBe('en');
    expect(child(channel, 'link')!.text).toBe(`${t.config.publicUrl.replace(/\/$/, '')}/podcast`);
    expect(child(channel, 'link', ATOM_NS)?.attributes).toMatchObject({
      rel: 'self',
      href: `${t.config.publicUrl.replace(/\/$/, '')}/podcast.xml`,
    });
    expect(child(channel, 'author', ITUNES_NS)?.text).toBe('LeadVillage');

    const items = children(channel, 'item');
    // Only the published episodes with audio: a podcast app has nothing to play in the others.
    expect(items.map((i) => child(i, 'guid')!.text.split('/').at(-1))).toEqual([
      'hostile',
      'race',
      'newer',
    ]);
    for (const item of items) {
      for (const name of ['title', 'link', 'guid', 'pubDate', 'description'])
        expect(child(item, name)?.text, name).toBeTruthy();
      const enclosure = child(item, 'enclosure')!;
      expect(enclosure.attributes.url).toMatch(/^https:\/\/media\.example\.org\//);
      expect(Number(enclosure.attributes.length)).toBeGreaterThan(0);
      expect(enclosure.attributes.type).toBe('audio/mpeg');
      expect(Number.isNaN(Date.parse(child(item, 'pubDate')!.text))).toBe(false);
    }
    const first = items[0]!;
    // Everything came through as text: the parser reads back what was saved (the bell made a space).
    expect(child(first, 'title')!.text).toBe(
      'Q&A: <script>alert(1)</script> ]]> "quotes" \'apostrophes\'',
    );
    expect(child(first, 'description')!.text).toBe(
      'With Ama <b>"Boateng"</b> & Co, Director of operations. What a migration taught a team.',
    );
    expect(child(first, 'enclosure')!.attributes).toEqual({
      url: 'https://media.example.org/show/ep.mp3?token=a&b=<c>',
      length: '31000000',
      type: 'audio/mpeg',
    });
    expect(child(first, 'duration', ITUNES_NS)!.text).toBe('1:02:05');
    expect(xml).not.toContain('<script>');

    // The French feed: its own address, the French words.
    const fr = parseXml(await (await visitor().get('/podcast.xml?lang=fr')).text());
    const frChannel = child(fr, 'channel')!;
    expect(child(frChannel, 'language')!.text).toBe('fr');
    expect(child(frChannel, 'title')!.text).toBe('Le podcast LeadVillage');
    expect(child(children(frChannel, 'item')[1]!, 'title')!.text).toBe(
      'Diriger dans le changement (race)',
    );
    expect((await visitor().get('/podcast.xml?lang=de')).status).toBe(400);
  });

  it('seeds the demo podcast: two published, transcript-only episodes in English and French', async () => {
    await seedDemoPodcast(t.app.db.kysely, admin.user.id, Date.now());
    for (const [reader, language] of [
      [visitor(), 'en'],
      [french(), 'fr'],
    ] as const) {
      const list = await json<PodcastList>(await reader.get('/api/podcast'));
      const demo = list.episodes.filter((e) =>
        ['core-banking-migration', 'deciding-with-unreliable-data'].includes(e.id),
      );
      expect(demo.map((e) => e.id)).toEqual([
        'deciding-with-unreliable-data',
        'core-banking-migration',
      ]);
      for (const summary of demo) {
        expect(summary).toMatchObject({ language, audio: null });
        const { episode } = await json<{ episode: PodcastEpisode }>(
          await reader.get(`/api/podcast/episodes/${summary.id}`),
        );
        expect(episode.transcript.split(/\s+/).length, `${summary.id} ${language}`).toBeGreaterThan(
          700,
        );
        expect(episode.transcript).toMatch(/^Nadia Kamau ?: /);
      }
    }
  });
});
