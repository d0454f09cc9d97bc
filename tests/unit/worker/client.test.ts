import { describe, expect, it, vi, afterEach } from 'vitest';
import { SimClient, WorkerFailureError, WorkerTimeoutError, type WorkerLike } from '../../../src/worker/client';
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

function setup(timeoutMs = 5000) {
  const workers: FakeWorker[] = [];
  const client = new SimClient(() => { const w = new FakeWorker(); workers.push(w); return w; }, timeoutMs);
  return { client, workers };
}

afterEach(() => { vi.useRealTimers(); });

describe('SimClient', () => {
  it('gives every request its own id and resolves each with the response of that id', async () => {
    const { client, workers } = setup();
    const a = client.request({ type: 'check', source: 'a' });
    const b = client.request({ type: 'check', source: 'b' });
    const [w] = workers;
    expect(w!.sent.map((r) => r.id)).toEqual([1, 2]);
    w!.answer({ id: 2, type: 'check', diagnostics: [] });
    w!.answer({ id: 1, type: 'check', diagnostics: [{ code: 'X' }] });
    await expect(b).resolves.toMatchObject({ id: 2, diagnostics: [] });
    await expect(a).resolves.toMatchObject({ id: 1, diagnostics: [{ code: 'X' }] });
  });

  it('says how long it has been free of waited-for requests: 0 while one is in flight, prepare requests aside', async () => {
    const { client, workers } = setup();
    expect(client.idleFor(1000)).toBe(Infinity);
    const prep = client.request({ type: 'prepare', spec: {} as never, reference: '' });
    expect(client.idleFor(1000)).toBe(Infinity);
    const a = client.request({ type: 'check', source: 'a' });
    const b = client.request({ type: 'check', source: 'b' });
    expect(client.idleFor(1000)).toBe(0);
    const w = workers[0]!;
    w.answer({ id: 2, type: 'check', diagnostics: [] });
    await a;
    expect(client.idleFor(performance.now() + 10_000)).toBe(0);
    w.answer({ id: 3, type: 'failure', message: 'boom' });
    await expect(b).rejects.toThrow('boom');
    const settled = performance.now();
    const idle = client.idleFor(settled + 500);
    expect(idle).toBeGreaterThanOrEqual(500);
    expect(idle).toBeLessThan(600);
    w.answer({ id: 1, type: 'prepare' });
    await prep;
    expect(client.idleFor(settled + 500)).toBeGreaterThanOrEqual(500);
  });

  it('counts a cancelled request as settled once', async () => {
    const { client, workers } = setup();
    const stop = new AbortController();
    const head = client.request({ type: 'check', source: 'a' });
    const queued = client.request({ type: 'check', source: 'b' }, undefined, stop.signal);
    stop.abort();
    await expect(queued).rejects.toThrow();
    expect(client.idleFor()).toBe(0);
    workers[0]!.answer({ id: 1, type: 'check', diagnostics: [] });
    await head;
    expect(client.idleFor(performance.now() + 100)).toBeGreaterThan(50);
  });

  it('starts no worker until the first request or warm()', () => {
    const { client, workers } = setup();
    expect(workers).toHaveLength(0);
    client.warm();
    client.warm();
    expect(workers).toHaveLength(1);
  });

  it('terminates a worker that outlives the timeout, says so in plain words, and starts a fresh one', async () => {
    vi.useFakeTimers();
    const { client, workers } = setup(5000);
    const pending = client.request({ type: 'check', source: 'while (true) {}' });
    const caught = pending.catch((e: unknown) => e);
    vi.advanceTimersByTime(5000);
    const error = await caught;
    expect(error).toBeInstanceOf(WorkerTimeoutError);
    expect((error as Error).message).toContain('still running after 5 seconds');
    expect(workers[0]!.terminated).toBe(true);
    expect(workers).toHaveLength(2);
    expect(workers[1]!.terminated).toBe(false);
  });

  it('ignores a late answer from a terminated worker and serves the next request on the new one', async () => {
    vi.useFakeTimers();
    const { client, workers } = setup(100);
    const first = client.request({ type: 'check', source: 'x' }).catch((e: unknown) => e);
    vi.advanceTimersByTime(100);
    await first;
    workers[0]!.answer({ id: 1, type: 'check', diagnostics: [] });
    const second = client.request({ type: 'check', source: 'y' });
    expect(workers[1]!.sent[0]!.id).toBe(2);
    workers[1]!.answer({ id: 2, type: 'check', diagnostics: [] });
    await expect(second).resolves.toMatchObject({ id: 2 });
  });

  it('rejects with the engine message when the worker answers with a failure', async () => {
    const { client, workers } = setup();
    const p = client.request({ type: 'check', source: 'x' });
    workers[0]!.answer({ id: 1, type: 'failure', message: 'Internal simulator error: boom' });
    await expect(p).rejects.toBeInstanceOf(WorkerFailureError);
    await expect(p).rejects.toThrow('boom');
  });

  it('fails only the request being served when the worker crashes, and sends the waiting ones to a new worker', async () => {
    const { client, workers } = setup();
    const p = client.request({ type: 'check', source: 'x' });
    const q = client.request({ type: 'check', source: 'y' });
    workers[0]!.onerror?.({ message: 'out of memory' });
    await expect(p).rejects.toThrow('The simulator stopped unexpectedly: out of memory');
    expect(workers).toHaveLength(2);
    expect(workers[1]!.sent.map((r) => r.id)).toEqual([2]);
    workers[1]!.answer({ id: 2, type: 'check', diagnostics: [] });
    await expect(q).resolves.toMatchObject({ id: 2 });
    client.dispose();
  });

  it('fails only the request that timed out: a run waiting behind it is served by the new worker', async () => {
    // The dev server's first Run: a check request is slow, the grade request waits behind it.
    vi.useFakeTimers();
    const { client, workers } = setup(5000);
    const check = client.request({ type: 'check', source: 'slow' }).catch((e: unknown) => e);
    vi.advanceTimersByTime(3000);
    const grade = client.request({ type: 'check', source: 'the run' });
    const graded = grade.then((r) => r, (e: unknown) => e);
    vi.advanceTimersByTime(2000);
    expect(await check).toBeInstanceOf(WorkerTimeoutError);
    expect(workers).toHaveLength(2);
    expect(workers[1]!.sent.map((r) => r.id)).toEqual([2]);
    workers[1]!.answer({ id: 2, type: 'check', diagnostics: [] });
    await expect(graded).resolves.toMatchObject({ id: 2, type: 'check' });
  });

  it('times a request only while the worker serves it, not while it waits behind another', async () => {
    vi.useFakeTimers();
    const { client, workers } = setup(5000);
    const first = client.request({ type: 'check', source: 'a' });
    const second = client.request({ type: 'check', source: 'b' });
    const outcome = second.then(() => 'answered', (e: unknown) => e);
    vi.advanceTimersByTime(4000);
    workers[0]!.answer({ id: 1, type: 'check', diagnostics: [] });
    await first;
    vi.advanceTimersByTime(4000); // 8 s after it was sent, 4 s of them served
    workers[0]!.answer({ id: 2, type: 'check', diagnostics: [] });
    expect(await outcome).toBe('answered');
    expect(workers).toHaveLength(1);
  });

  it('with readySignal, does not time requests while the worker is still loading', async () => {
    vi.useFakeTimers();
    const workers: FakeWorker[] = [];
    const client = new SimClient(() => { const w = new FakeWorker(); workers.push(w); return w; }, 5000, { readySignal: true, startTimeoutMs: 60_000 });
    const p = client.request({ type: 'check', source: 'x' });
    const outcome = p.then((r) => r, (e: unknown) => e);
    vi.advanceTimersByTime(20_000); // loading takes 20 s (a dev server bundling on first use)
    workers[0]!.answer({ type: 'ready' });
    vi.advanceTimersByTime(4000);
    workers[0]!.answer({ id: 1, type: 'check', diagnostics: [] });
    await expect(outcome).resolves.toMatchObject({ id: 1 });
    expect(workers).toHaveLength(1);
    // Once ready, the timeout holds as before.
    const slow = client.request({ type: 'check', source: 'y' }).catch((e: unknown) => e);
    vi.advanceTimersByTime(5000);
    expect(await slow).toBeInstanceOf(WorkerTimeoutError);
  });

  it('with readySignal, fails the waiting requests when the worker never says it is ready', async () => {
    vi.useFakeTimers();
    const client = new SimClient(() => new FakeWorker(), 5000, { readySignal: true, startTimeoutMs: 30_000 });
    const p = client.request({ type: 'check', source: 'x' }).catch((e: unknown) => e);
    vi.advanceTimersByTime(30_000);
    const error = await p;
    expect(error).toBeInstanceOf(WorkerFailureError);
    expect((error as Error).message).toContain('did not start within 30 seconds');
  });
});
