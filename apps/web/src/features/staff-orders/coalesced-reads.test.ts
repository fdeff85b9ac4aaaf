import { describe, expect, it } from 'vitest';
import { coalescedReads } from './coalesced-reads';

/** A read that ends when the test says so. */
function heldReads() {
  const calls: Array<{ id: string; end: () => void }> = [];
  const read = (id: string) => new Promise<void>((end) => calls.push({ id, end: () => end() }));
  return { calls, read };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('reading an order the board does not hold', () => {
  it('reads it again after a read that news came during (regression: placed, then rejected at once)', async () => {
    const { calls, read } = heldReads();
    const request = coalescedReads(read, () => false);
    void request('a');
    void request('a'); // the rejection's event, while the first read is out
    void request('a');
    expect(calls.map((c) => c.id)).toEqual(['a']);
    calls[0]!.end();
    await settle();
    // Once more, not once per request.
    expect(calls.map((c) => c.id)).toEqual(['a', 'a']);
    calls[1]!.end();
    await settle();
    expect(calls).toHaveLength(2);
  });

  it('reads other orders beside it, and nothing again once stopped', async () => {
    const { calls, read } = heldReads();
    let stopped = false;
    const request = coalescedReads(read, () => stopped);
    void request('a');
    void request('b');
    void request('a');
    expect(calls.map((c) => c.id)).toEqual(['a', 'b']);
    stopped = true;
    calls[0]!.end();
    await settle();
    expect(calls).toHaveLength(2);
  });

  it('reads again after a failed read too', async () => {
    const calls: string[] = [];
    let fail = true;
    const request = coalescedReads(
      async (id) => {
        calls.push(id);
        if (fail) {
          fail = false;
          await Promise.resolve();
          throw new Error('offline');
        }
      },
      () => false,
    );
    const first = request('a');
    void request('a');
    await expect(first).rejects.toThrow('offline');
    await settle();
    expect(calls).toEqual(['a', 'a']);
  });
});
