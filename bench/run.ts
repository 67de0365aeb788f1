// npm run bench: prints figures (never asserts). Each benchmark file exports `run()`.
import { runHttpBench } from './http';
import { runAwardsBench, runLeaderboardApiBench, runLiveBench } from './gamification';
import { runLeaderboardBench } from './leaderboard';

const benches: Array<[string, () => Promise<void>]> = [
  ['HTTP: health, session check, bare Fastify', runHttpBench],
  ['Leaderboard at scale', runLeaderboardBench],
  ['Leaderboard API against bare Fastify', runLeaderboardApiBench],
  ['XP awards over HTTP', runAwardsBench],
  ['Live points (SSE)', runLiveBench],
];

const only = process.argv[2];
for (const [name, run] of benches) {
  if (only && !name.toLowerCase().includes(only.toLowerCase())) continue;
  console.log(`\n## ${name}`);
  await run();
}
