// npm run bench: prints figures (never asserts). Each benchmark file exports `run()`.
import { runHttpBench } from './http';
import { runAwardsBench, runLeaderboardApiBench, runLiveBench } from './gamification';
import { runFeedbackBench } from './feedback';
import { runModuleCompletionBench } from './journeys';
import { runLeaderboardBench } from './leaderboard';
import { runMailBench } from './mail';
import { machineBusyShare } from './stats';

const benches: Array<[string, () => Promise<void>]> = [
  ['HTTP: health, session check, bare Fastify', runHttpBench],
  ['Leaderboard at scale', runLeaderboardBench],
  ['Leaderboard API at a fixed 1,000 req/s', runLeaderboardApiBench],
  ['XP awards over HTTP', runAwardsBench],
  ['Live points (SSE)', runLiveBench],
  ['Module completions over HTTP', runModuleCompletionBench],
  ['Reflection feedback', runFeedbackBench],
  ['Mail throughput (queued, sent by the job)', runMailBench],
];

const only = process.argv[2];
for (const [name, run] of benches) {
  if (only && !name.toLowerCase().includes(only.toLowerCase())) continue;
  console.log(`\n## ${name}`);
  const busy = await machineBusyShare();
  // A quiet machine is a few percent busy; the figures below assume one.
  if (busy > 0.1) console.log(`note: the machine was ${(busy * 100).toFixed(0)}% busy with other work just before this bench; its figures may be low`);
  await run();
}
