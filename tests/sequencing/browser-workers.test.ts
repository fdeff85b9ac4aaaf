import { describe, expect, it } from 'vitest';
import { browserWorkers, freshMemoryMs, SLOW_MEMORY_MS } from './browser-workers';

const never = () => {
  throw new Error('probed although BROWSER_TEST_WORKERS was set');
};

describe('browser files at a time', () => {
  it('takes BROWSER_TEST_WORKERS as given, without probing the machine', () => {
    expect(browserWorkers('2', never)).toEqual({ workers: 2, reason: 'BROWSER_TEST_WORKERS' });
    expect(browserWorkers('8', never).workers).toBe(8);
  });

  it('refuses a count it cannot use, naming the variable', () => {
    for (const bad of ['0', '9', '2.5', 'two', '']) {
      expect(() => browserWorkers(bad, never)).toThrow(/BROWSER_TEST_WORKERS must be/);
    }
  });

  it('runs three at a time where memory maps fast, one where it is slow', () => {
    expect(browserWorkers(undefined, () => 30).workers).toBe(3);
    expect(browserWorkers(undefined, () => SLOW_MEMORY_MS).workers).toBe(3);
    const slow = browserWorkers(undefined, () => 220);
    expect(slow).toEqual({
      workers: 1,
      reason: 'slow memory here: 64 MB of fresh memory in 220 ms',
    });
  });

  it('goes by the fastest of several readings: one taken in a busy moment does not decide', () => {
    const readings = [156, 140, 48, 131, 120];
    expect(browserWorkers(undefined, () => readings.shift()!)).toEqual({
      workers: 3,
      reason: '64 MB of fresh memory in 48 ms',
    });
    expect(readings).toEqual([]);
    // Slow every time: slow.
    expect(browserWorkers(undefined, () => 220).workers).toBe(1);
  });

  it('measures a real, positive time', () => {
    expect(freshMemoryMs()).toBeGreaterThan(0);
  });
});
