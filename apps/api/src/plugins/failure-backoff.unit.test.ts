import { describe, expect, it } from 'vitest';
import { backoffSeconds, FREE_FAILURES } from './failure-backoff';

describe('failure backoff', () => {
  it('waits longer after each failure past the free ones, up to 15 minutes', () => {
    expect(backoffSeconds(FREE_FAILURES - 1)).toBe(0);
    expect(backoffSeconds(FREE_FAILURES)).toBe(30);
    expect(backoffSeconds(FREE_FAILURES + 1)).toBe(60);
    expect(backoffSeconds(FREE_FAILURES + 2)).toBe(120);
    expect(backoffSeconds(FREE_FAILURES + 20)).toBe(15 * 60);
  });
});
