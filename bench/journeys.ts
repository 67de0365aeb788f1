import http from 'node:http';
import { sql } from 'kysely';
import { postJson } from './gamification';
import { startBenchServer } from './server-process';
import { percentile } from './stats';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const REFLECTION = 'This week I asked my team which report they never read, and we stopped writing it.';

/**
 * 100 clients completing modules over HTTP (POST .../completion with a reflection; one learner in
 * ten repeats a module already sent): first completions per second, latency, and nothing lost or
 * doubled (completion rows, Complete Module ledger rows, CPD entries and points agree).
 */
export async function runModuleCompletionBench(): Promise<void> {
  const s = await startBenchServer();
  try {
    const learners = await s.makeUsers(1000);
    const journeys = await Promise.all(
      ['amara', 'kwame'].map(async (id) => {
        const res = await fetch(`${s.url}/api/journeys/${id}`, { headers: { cookie: learners[0]!.cookie } });
        const body = (await res.json()) as { modules: Array<{ slug: string }> };
        return { id, slugs: body.modules.map((m) => m.slug) };
      }),
    );
    // Enrolment is set-up, not timed.
    for (const l of learners) {
      for (const j of journeys) await fetch(`${s.url}/api/journeys/${j.id}/enrolment`, { method: 'PUT', headers: { cookie: l.cookie, origin: s.url } });
    }
    const pairs = learners.flatMap((l) => journeys.flatMap((j) => j.slugs.map((slug) => ({ l, path: `/api/journeys/${j.id}/modules/${slug}/completion` }))));
    for (let i = pairs.length - 1; i > 0; i--) {
      const k = Math.floor(Math.random() * (i + 1));
      [pairs[i], pairs[k]] = [pairs[k]!, pairs[i]!];
    }
    const agent = new http.Agent({ keepAlive: true, maxSockets: 100 });
    const sent: typeof pairs = [];
    const latencies: number[] = [];
    let created = 0;
    let repeats = 0;
    let refused = 0;
    let next = 0;
    const deadline = Date.now() + SECONDS * 1000;
    const client = async () => {
      while (Date.now() < deadline) {
        const repeat = sent.length > 0 && Math.random() < 0.1;
        const pair = repeat ? sent[Math.floor(Math.random() * sent.length)]! : pairs[next++];
        if (!pair) return;
        if (!repeat) sent.push(pair);
        const t = performance.now();
        const res = await postJson(agent, `${s.url}${pair.path}`, { cookie: pair.l.cookie, origin: s.url }, { reflection: REFLECTION });
        latencies.push(performance.now() - t);
        if (res.status === 201) created += 1;
        else if (res.status === 200) repeats += 1;
        else refused += 1;
      }
    };
    const t0 = performance.now();
    const cpu0 = s.cpuMs();
    await Promise.all(Array.from({ length: 100 }, client));
    agent.destroy();
    const seconds = (performance.now() - t0) / 1000;
    const cpuMs = s.cpuMs() - cpu0;
    const db = s.db.kysely;
    const count = async (q: Promise<{ n: number | string | bigint }>) => Number((await q).n);
    const completions = await count(db.selectFrom('module_completions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow());
    const ledgerRows = await count(db.selectFrom('xp_ledger').select((eb) => eb.fn.countAll<number>().as('n')).where('action', '=', 'complete_module').executeTakeFirstOrThrow());
    const cpdRows = await count(db.selectFrom('cpd_entries').select((eb) => eb.fn.countAll<number>().as('n')).where('type', '=', 'module').executeTakeFirstOrThrow());
    const points = await db.selectFrom('user_points').select(['userId', 'points']).execute();
    const ledger = await db.selectFrom('xp_ledger').select(['userId', sql<number>`sum(points)`.as('sum')]).groupBy('userId').execute();
    const ledgerBy = new Map(ledger.map((r) => [r.userId, Number(r.sum)]));
    const pointsOff = points.filter((r) => Number(r.points) !== (ledgerBy.get(r.userId) ?? 0)).length;
    const uniqueSent = new Set(sent.map((p) => `${p.l.id} ${p.path}`)).size;
    console.log(
      `SQLite: ${created.toLocaleString('en-US')} first completions and ${repeats.toLocaleString('en-US')} repeats in ${seconds.toFixed(1)} s by 100 clients = ` +
        `${Math.round(created / seconds).toLocaleString('en-US')} completions/s; latency p50 ${percentile(latencies, 50).toFixed(1)} / p99 ${percentile(latencies, 99).toFixed(1)} ms; ` +
        `server CPU ${((cpuMs * 1000) / Math.max(1, created + repeats)).toFixed(0)} µs per request; refused ${refused}`,
    );
    console.log(
      `check: distinct modules sent ${uniqueSent}, acknowledged ${created}; completion rows ${completions}, Complete Module ledger rows ${ledgerRows}, ` +
        `module CPD entries ${cpdRows}; learners whose points differ from their ledger: ${pointsOff}`,
    );
  } finally {
    await s.stop();
  }
}
