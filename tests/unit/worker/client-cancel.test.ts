import { describe, expect, it } from 'vitest';
import { SimClient, WorkerCancelledError, type WorkerLike } from '../../../src/worker/client';
import type { WorkerRequest } from '../../../src/worker/protocol';

/** A worker that records what it is sent and answers only when told to. */
class FakeWorker implements WorkerLike {
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: { message?: string }) => void) | null = null;
  sent: WorkerRequest[] = [];
  terminated = false;
  postMessage(message: unknown): void { this.sent.push(message as WorkerRequest); }
  terminate(): void { this.terminated = true; }
  answer(data: unknown): void { this.onmessage?.({ data }); }
}

function setup() {
  const workers: FakeWorker[] = [];
  const client = new SimClient(() => { const w = new FakeWorker(); workers.push(w); return w; }, 60_000);
  return { client, workers };
}

describe('SimClient cancels a request through its AbortSignal', () => {
  it('stops the worker serving it at once, rejects it, and serves the next request on a fresh worker', async () => {
    const { client, workers } = setup();
    const stop = new AbortController();
    const running = client.request({ type: 'check', source: 'while (true) {}' }, 60_000, stop.signal);
    const next = client.request({ type: 'check', source: 'b' });
    const caught = running.catch((e: unknown) => e);
    stop.abort();
    expect(await caught).toBeInstanceOf(WorkerCancelledError);
    expect(workers[0]!.terminated).toBe(true);
    expect(workers).toHaveLength(2);
    expect(workers[1]!.sent.map((r) => r.id)).toEqual([2]);
    workers[1]!.answer({ id: 2, type: 'check', diagnostics: [] });
    await expect(next).resolves.toMatchObject({ id: 2 });
  });

  it('drops a queued request without stopping the one being served', async () => {
    const { client, workers } = setup();
    const stop = new AbortController();
    const first = client.request({ type: 'check', source: 'a' });
    const queued = client.request({ type: 'check', source: 'b' }, 60_000, stop.signal);
    const caught = queued.catch((e: unknown) => e);
    stop.abort();
    expect(await caught).toBeInstanceOf(WorkerCancelledError);
    expect(workers[0]!.terminated).toBe(false);
    workers[0]!.answer({ id: 1, type: 'check', diagnostics: [] });
    await expect(first).resolves.toMatchObject({ id: 1 });
    workers[0]!.answer({ id: 2, type: 'check', diagnostics: [] }); // ignored: already rejected
    expect(workers).toHaveLength(1);
  });

  it('rejects at once with a signal already aborted, sending nothing', async () => {
    const { client, workers } = setup();
    const stop = new AbortController();
    stop.abort();
    await expect(client.request({ type: 'check', source: 'a' }, 60_000, stop.signal)).rejects.toBeInstanceOf(WorkerCancelledError);
    expect(workers).toHaveLength(0);
  });

  it('does nothing when aborted after the answer came', async () => {
    const { client, workers } = setup();
    const stop = new AbortController();
    const done = client.request({ type: 'check', source: 'a' }, 60_000, stop.signal);
    workers[0]!.answer({ id: 1, type: 'check', diagnostics: [] });
    await expect(done).resolves.toMatchObject({ id: 1 });
    stop.abort();
    expect(workers[0]!.terminated).toBe(false);
    expect(workers).toHaveLength(1);
  });
});
