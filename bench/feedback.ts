import http from 'node:http';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { modelSignals } from '../apps/server/src/modules/insights/language-model';
import { readReflection } from '../apps/server/src/modules/insights/reflection-feedback';
import { REFLECTION_FEEDBACK_RATE_LIMIT } from '../apps/server/src/modules/insights/routes';
import { postJson } from './gamification';
import { startBenchServer } from './server-process';
import { percentile } from './stats';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROUNDS = Number(process.env.BENCH_FEEDBACK_ROUNDS ?? 200);

const ENGLISH = [
  'I will meet Amina and the finance team by Friday 12 March to agree three priorities for Q2.',
  'I learned a lot about listening. It was a good module.',
  "I'll book a 30-minute one-to-one with each of my five direct reports before the end of the month.",
  'We stopped writing the weekly report nobody read. The team got back two hours.',
  'Kofi and I reviewed the duty roster together, and I thanked the three volunteers who stayed late on Saturday.',
];
const FRENCH = [
  'Je vais rencontrer Aminata et l’équipe finance d’ici vendredi pour fixer trois priorités.',
  'J’ai beaucoup appris sur l’écoute. C’était un bon module.',
  'Je vais planifier un entretien de 30 minutes avec chacun de mes cinq collaborateurs avant la fin du mois.',
  'Nous avons arrêté le rapport hebdomadaire que personne ne lisait.',
];
/** The longest text a learner may send (4,000 characters), made of real sentences. */
const LONGEST = (ENGLISH.join(' ') + ' ').repeat(12).slice(0, 4_000);

const ms = (n: number) => `${n.toFixed(2)} ms`;
function line(name: string, times: number[]): void {
  console.log(
    `${name}: p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, max ${ms(Math.max(...times))} (${times.length} calls)`,
  );
}

function timed(texts: string[], locale: 'en' | 'fr'): number[] {
  const times: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    for (const text of texts) {
      const start = performance.now();
      readReflection(text, locale);
      times.push(performance.now() - start);
    }
  }
  return times;
}

function folderBytes(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((sum, e) => {
    const p = path.join(dir, e.name);
    return sum + (e.isDirectory() ? folderBytes(p) : statSync(p).size);
  }, 0);
}

/** Built web files that hold the feedback's own words, if the web app is built (apps/web/dist). */
function browserBytes(): string {
  const dist = path.join(root, 'apps/web/dist');
  let files: string[];
  try {
    files = readdirSync(path.join(dist, 'assets')).map((f) => path.join(dist, 'assets', f));
  } catch {
    return 'apps/web/dist is not built: run `npm run build` first to measure it';
  }
  const landing = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const holding = files.filter(
    (f) => /\.(js|css)$/.test(f) && readFileSync(f, 'utf8').includes('reflection-feedback'),
  );
  const onLanding = holding.filter((f) => landing.includes(path.basename(f)));
  const bytes = holding.reduce((s, f) => s + statSync(f).size, 0);
  const size = `${bytes.toLocaleString('en')} bytes, uncompressed, loaded with the module screen`;
  return `${holding.length} built file(s) call the feedback (${size}); of them on the landing page: ${onLanding.length}`;
}

/**
 * Reflection feedback (ADR 041): the bundled path's latency in this process (rules, the English
 * model; French is rules only), the model's load time, memory and install size, the HTTP round
 * trip on the real server, and what the browser loads for it.
 */
export async function runFeedbackBench(): Promise<void> {
  const heapBefore = process.memoryUsage().heapUsed;
  const loadStart = performance.now();
  modelSignals('Warm up.');
  console.log(
    `model load: ${ms(performance.now() - loadStart)} once per process, heap +${((process.memoryUsage().heapUsed - heapBefore) / 1e6).toFixed(0)} MB`,
  );
  const install = [
    'wink-nlp',
    'wink-eng-lite-web-model',
    'franc-min',
    'trigram-utils',
    'n-gram',
    'collapse-white-space',
  ];
  const bytes = install.map((p) => folderBytes(path.join(root, 'node_modules', p)));
  console.log(
    `install size: ${install.map((p, i) => `${p} ${(bytes[i]! / 1e6).toFixed(2)} MB`).join(', ')}; ` +
      `${(bytes.reduce((a, b) => a + b, 0) / 1e6).toFixed(2)} MB in all`,
  );
  timed(ENGLISH, 'en'); // warm the JIT
  line('in process, English (rules + model)', timed(ENGLISH, 'en'));
  line('in process, French (rules)', timed(FRENCH, 'fr'));
  line('in process, 4,000 characters of English', timed([LONGEST], 'en'));

  const s = await startBenchServer();
  try {
    // On a busy machine the server may take longer to listen than startBenchServer waits.
    for (
      let i = 0;
      i < 600 &&
      !(await fetch(`${s.url}/api/health`).then(
        (r) => r.ok,
        () => false,
      ));
      i++
    )
      await new Promise((r) => setTimeout(r, 100));
    // Each learner stays under the route's per-minute limit.
    const learners = await s.makeUsers(Math.ceil(300 / (REFLECTION_FEEDBACK_RATE_LIMIT - 1)));
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const texts = [...ENGLISH, ...FRENCH];
    const times: number[] = [];
    for (let i = 0; i < 300; i++) {
      const l = learners[i % learners.length]!;
      const start = performance.now();
      const res = await postJson(
        agent,
        `${s.url}/api/me/reflection-feedback`,
        { cookie: l.cookie, origin: s.url },
        { kind: 'weekly', text: texts[i % texts.length] },
      );
      times.push(performance.now() - start);
      if (res.status !== 200)
        throw new Error(`feedback answered ${res.status}: ${JSON.stringify(res.json)}`);
    }
    line('over HTTP on the real server, one client (session, schema, answer)', times);
    agent.destroy();
  } finally {
    await s.stop();
  }
  console.log(
    `browser: the model and the rules' reading run on the server only (no web dependency); ${browserBytes()}`,
  );
}
