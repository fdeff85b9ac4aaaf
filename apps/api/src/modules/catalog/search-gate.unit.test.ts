import { describe, expect, it } from 'vitest';
import { HttpError } from '../../http-error';
import { createSearchGate } from './search-gate';

/** A search the test finishes when it wants: no timers, the order is the test's. */
function heldSearch(counts: { running: number; most: number; started: number }) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const work = async () => {
    counts.started += 1;
    counts.running += 1;
    counts.most = Math.max(counts.most, counts.running);
    await done;
    counts.running -= 1;
    return counts.started;
  };
  return { work, finish };
}

describe('SQL-scored searches, one at a time (decision 0074)', () => {
  it('runs one, keeps a few waiting in order, refuses the rest with a 503', async () => {
    const gate = createSearchGate(2);
    const counts = { running: 0, most: 0, started: 0 };
    const held = [0, 1, 2, 3].map(() => heldSearch(counts));
    const answers = held.map((h) =>
      gate.run(h.work).then(
        (n) => ({ ok: n }),
        (error: unknown) => ({ refused: error }),
      ),
    );
    // The fourth found one running and two waiting.
    const fourth = await answers[3];
    expect(fourth).toEqual({ refused: expect.any(HttpError) });
    expect((fourth as { refused: HttpError }).refused.statusCode).toBe(503);
    expect(counts.started).toBe(1);
    held[0]!.finish();
    expect(await answers[0]).toEqual({ ok: 1 });
    held[1]!.finish();
    held[2]!.finish();
    expect(await answers[1]).toEqual({ ok: 2 });
    expect(await answers[2]).toEqual({ ok: 3 });
    expect(counts.most).toBe(1);
  });

  it('a failed search lets the next one run, and an idle gate starts at once', async () => {
    const gate = createSearchGate(1);
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await gate.run(async () => 'next')).toBe('next');
  });
});
