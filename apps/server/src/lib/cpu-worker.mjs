// A thread of the CPU pool (lib/cpu-pool.ts). It loads the server's TypeScript through tsx, as the
// server itself runs (ADR 001), in development, tests and `npm start` alike: a worker thread starts
// with Node's own loader, whatever loaded the main thread (vitest's or tsx's).
import { register } from 'tsx/esm/api';

register();
const { runCpuTask } = await import('./cpu-tasks.ts');

export default runCpuTask;
