import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPeriodicJob } from './periodic-job';

describe('a periodic job', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('never runs a pass over the one still going, and stop waits for it', async () => {
    const passes: Array<() => void> = [];
    const job = createPeriodicJob({
      run: () => new Promise<void>((resolve) => passes.push(resolve)),
      onError: () => {},
    });
    job.start(60);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(passes).toHaveLength(1);
    // Three more ticks while the first pass hangs: none starts.
    await vi.advanceTimersByTimeAsync(180_000);
    expect(passes).toHaveLength(1);

    let stopped = false;
    const stopping = job.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    passes[0]!();
    await stopping;
    expect(stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(passes).toHaveLength(1);
  });

  it('runs its first pass early when asked, then every interval', async () => {
    let calls = 0;
    const job = createPeriodicJob({ run: async () => void (calls += 1), onError: () => {} });
    job.start(3_600, 60);
    await vi.advanceTimersByTimeAsync(59_000);
    expect(calls).toBe(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toBe(1);
    // Then an interval after that first pass, not after start.
    await vi.advanceTimersByTimeAsync(3_599_000);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toBe(2);
    await job.stop();
  });

  it('reports a failed pass and runs the next one', async () => {
    const errors: unknown[] = [];
    let calls = 0;
    const job = createPeriodicJob({
      run: async () => {
        calls += 1;
        if (calls === 1) throw new Error('database away');
      },
      onError: (err) => errors.push(err),
    });
    job.start(10);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(calls).toBe(2);
    expect(errors).toEqual([new Error('database away')]);
    await job.stop();
  });

  it('runs a pass at once when asked, and one more after a running pass however often asked', async () => {
    const passes: Array<() => void> = [];
    const job = createPeriodicJob({
      run: () => new Promise<void>((resolve) => passes.push(resolve)),
      onError: () => {},
    });
    job.runNow();
    expect(passes).toHaveLength(0); // not started: nothing runs
    job.start(3_600);
    job.runNow();
    expect(passes).toHaveLength(1);
    // Three asks while it runs: one more pass follows, not three.
    job.runNow();
    job.runNow();
    job.runNow();
    passes[0]!();
    await vi.advanceTimersByTimeAsync(0);
    expect(passes).toHaveLength(2);
    passes[1]!();
    await job.idle();
    expect(passes).toHaveLength(2);
    await job.stop();
    job.runNow();
    expect(passes).toHaveLength(2);
  });
});
