/**
 * The worker thread of batch grading: receives {@link Job}s, answers
 * `{ index, result }` for each. Started by pool.ts through worker-boot.mjs (which loads
 * TypeScript); it reads no file and holds only what each job sends.
 */
import { parentPort } from 'node:worker_threads';
import { gradeJob, type Job } from './job';

if (!parentPort) throw new Error('assertion: worker.ts runs only as a worker thread');
const port = parentPort;
port.on('message', (job: Job) => {
  port.postMessage({ index: job.index, result: gradeJob(job) });
});
port.postMessage({ ready: true });
