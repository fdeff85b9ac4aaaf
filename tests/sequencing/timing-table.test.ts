import { describe, expect, it } from 'vitest';
import { timingTable, type FileTiming } from './timing-table';

const file = (key: string, loadMs: number, hooksMs: number, testsMs: number): FileTiming => ({
  key,
  loadMs,
  hooksMs,
  testsMs,
});

describe('the timing table every run ends with', () => {
  it('lists the slowest files first, each split into load, set-up and tests, then each project so split, the set-ups and the wall time', () => {
    const lines = timingTable(
      [
        file('unit:a.test.ts', 100, 0, 400),
        file('browser:tests/browser/slow.test.ts', 1_000, 20_000, 9_000),
        file('api-pglite:b.test.ts', 2_000, 3_000, 1_000),
        file('browser:tests/browser/quick.test.ts', 500, 1_500, 1_000),
      ],
      [{ label: 'browser: Chromium', ms: 1_500 }],
      61_000,
      2,
    );
    expect(lines).toEqual([
      'Slowest 2 of 4 files (seconds in their worker):',
      '  whole   load set-up  tests  file (set-up: beforeAll/afterAll)',
      '   30.0    1.0   20.0    9.0  browser:tests/browser/slow.test.ts',
      '    6.0    2.0    3.0    1.0  api-pglite:b.test.ts',
      'File time by project: browser 33.0 s (2 files; load 1.5, set-up 21.5, tests 10.0), api-pglite 6.0 s (1 files; load 2.0, set-up 3.0, tests 1.0), unit 0.5 s (1 files; load 0.1, set-up 0.0, tests 0.4)',
      'Global set-ups: browser: Chromium 1.5 s',
      'Wall time of the tests: 61.0 s',
    ]);
  });

  it('says nothing when no file ran', () => {
    expect(timingTable([], [], 1_000)).toEqual([]);
  });
});
