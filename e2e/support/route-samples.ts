import { ROUTE_TABLE, type RouteAccess, type RoutePath } from '@lv/domain';

/**
 * Every screen of the route table as the least privileged account that can open it (a visitor
 * for public screens, a free learner for signed-in ones, a paid learner for paid ones, an admin
 * for admin ones), with its params filled with real ids. Shared by `npm run bench:web` and the
 * per-route budget spec, so both measure the same screens.
 */
export type BenchRole = 'visitor' | 'free' | 'paid' | 'admin';

const ROLE_FOR: Record<RouteAccess, BenchRole> = { public: 'visitor', signedIn: 'free', paid: 'paid', admin: 'admin' };

/** The ids a route's params need, made through the real API. */
export interface RouteIds {
  userId: string;
  /** A journey as learners address it (its url id, `amara`). */
  journeyId: string;
  /** A module as learners address it (its slug). */
  moduleId: string;
  /** The same journey as the admin console addresses it (its internal id). */
  adminJourneyId: string;
  postId: string;
  eventId: string;
  capstoneId: string;
  /** A published podcast episode (its id). */
  episodeId: string;
}

export interface RouteSample {
  pattern: RoutePath;
  path: string;
  role: BenchRole;
}

/** An API call as one of the signed-in accounts; answers the status and the parsed JSON body. */
export type ApiCall = (role: Exclude<BenchRole, 'visitor'>, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) => Promise<{ status: number; body: unknown }>;

async function expectOk(call: ApiCall, role: Exclude<BenchRole, 'visitor'>, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<unknown> {
  const res = await call(role, method, path, body);
  if (res.status < 200 || res.status > 299) throw new Error(`${method} ${path} as ${role} answered ${res.status}: ${JSON.stringify(res.body).slice(0, 300)}`);
  return res.body;
}

const CAPSTONE_TEXT =
  'We cut the weekly report from two days to half a day by moving it to a shared sheet that the whole team fills in on Thursdays. ' +
  'The team now spends Friday mornings on the decisions the figures call for.';

/**
 * Makes what the parameterised screens show, as the free learner and the admin: the seeded journey
 * `amara` (by its url id, and by its internal id for the admin console) and its first module, a forum post, an event, and a submitted capstone on `kwame`.
 */
export async function makeRouteIds(call: ApiCall, freeLearnerId: string): Promise<RouteIds> {
  const journeyId = 'amara';
  const journey = (await expectOk(call, 'free', 'GET', `/api/journeys/${journeyId}`)) as { modules: Array<{ slug: string }> };
  const moduleId = journey.modules[0]?.slug;
  if (!moduleId) throw new Error(`journey ${journeyId} has no modules`);
  const adminJourneys = (await expectOk(call, 'admin', 'GET', '/api/admin/journeys')) as { journeys: Array<{ id: string; urlId: string }> };
  const adminJourneyId = adminJourneys.journeys.find((j) => j.urlId === journeyId)?.id;
  if (!adminJourneyId) throw new Error(`the admin console lists no journey ${journeyId}`);
  const post = (await expectOk(call, 'free', 'POST', '/api/forum/posts', { title: 'How do you run a stand-up?', body: 'Ours take 40 minutes. **What keeps yours short?**' })) as { id: string };
  const start = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 11);
  const event = (await expectOk(call, 'admin', 'POST', '/api/admin/events', {
    title: 'Data clinic',
    description: 'Bring one number your team reports. Leave with a draft dashboard.',
    startsAtLocal: `${start}13:00`,
    endsAtLocal: `${start}14:00`,
    timeZone: 'UTC',
    joinUrl: 'https://meet.example.org/data-clinic',
    cpdMinutes: 60,
    journeyId: null,
  })) as { event: { id: string } };
  await expectOk(call, 'free', 'PUT', '/api/journeys/kwame/enrolment');
  await expectOk(call, 'free', 'POST', '/api/journeys/kwame/capstone/submissions', { text: CAPSTONE_TEXT, links: [] });
  const queue = (await expectOk(call, 'admin', 'GET', '/api/admin/capstones')) as { capstones: Array<{ id: string }> };
  const capstoneId = queue.capstones[0]?.id;
  if (!capstoneId) throw new Error('the capstone review queue is empty after a submission');
  const episodeId = await makePublishedEpisode(call);
  return { userId: freeLearnerId, journeyId, moduleId, adminJourneyId, postId: post.id, eventId: event.event.id, capstoneId, episodeId };
}

/** A published podcast episode in English and French, made by the admin (`SEED_DEMO` is off in the e2e runs). */
async function makePublishedEpisode(call: ApiCall): Promise<string> {
  const id = `route-sample-${Date.now().toString(36)}`;
  const transcript = (speaker: string, words: string) => `${speaker}: ${words}\n\n${speaker}: ${words}`;
  await expectOk(call, 'admin', 'POST', '/api/admin/podcast/episodes', {
    id,
    guestName: 'Ngozi Eze',
    audio: null,
    texts: {
      en: {
        title: 'Running a weekly team review that people attend',
        guestRole: 'Operations director at a logistics company in Lagos',
        description: 'Thirty minutes, three questions, one owner per action: how a weekly review stopped being skipped.',
        transcript: transcript('Ngozi Eze', 'We kept the review to thirty minutes and three questions: what did we promise last week, what happened, and what do we promise now. Every action got one owner and a date, and we read them aloud at the start of the next review.'),
      },
      fr: {
        title: "Tenir une revue d'équipe hebdomadaire à laquelle on vient",
        guestRole: "Directrice des opérations dans une entreprise de logistique à Lagos",
        description: 'Trente minutes, trois questions, un responsable par action : comment une revue hebdomadaire a cessé d’être sautée.',
        transcript: transcript('Ngozi Eze', "Nous avons limité la revue à trente minutes et trois questions : qu'avions-nous promis la semaine dernière, que s'est-il passé, et que promettons-nous maintenant. Chaque action avait un responsable et une date, que nous relisions à voix haute au début de la revue suivante."),
      },
    },
  });
  await expectOk(call, 'admin', 'POST', `/api/admin/podcast/episodes/${id}/publish`);
  return id;
}

/** Every route of the table with its params filled; `only` (route patterns or paths) picks a subset. */
export function routeSamples(ids: RouteIds, only?: readonly string[]): RouteSample[] {
  const samples = ROUTE_TABLE.map((route) => ({
    pattern: route.path,
    role: ROLE_FOR[route.access],
    path: route.path.replace(/:(\w+)/g, (_, name: string) => {
      // The admin console's journey screens address a journey by its internal id.
      const key = route.path.startsWith('/admin/journeys/') && name === 'journeyId' ? 'adminJourneyId' : (name as keyof RouteIds);
      const value = ids[key];
      if (value === undefined) throw new Error(`no id for :${name} in ${route.path}`);
      return encodeURIComponent(value);
    }),
  }));
  if (!only?.length) return samples;
  const unknown = only.filter((o) => !samples.some((s) => s.pattern === o || s.path === o));
  if (unknown.length) throw new Error(`not in the route table: ${unknown.join(', ')}`);
  return samples.filter((s) => only.includes(s.pattern) || only.includes(s.path));
}
