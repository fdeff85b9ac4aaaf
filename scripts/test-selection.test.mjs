// `npm test -- <path>...`: which arguments are paths, and which selections need the build.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { needsBuild, selectedPaths } from './test-selection.mjs';

const root = path.resolve(import.meta.dirname, '..');

describe('npm test -- <path>', () => {
  it('takes the files and folders of the tree as the selection, not options or their values', () => {
    const none = { paths: [], missing: [] };
    expect(selectedPaths([], root)).toEqual(none);
    expect(selectedPaths(['--project', 'unit', '-t', 'scripts'], root)).toEqual(none);
    // A filter that is no file (Vitest matches it in names) is the whole suite, as before.
    expect(selectedPaths(['rate-limit'], root)).toEqual(none);
    expect(
      selectedPaths(
        [
          'apps/api/src/modules/auth/passwords/rate-limit.test.ts',
          '--reporter',
          './tests/summary-reporter.ts',
          'tests/browser',
        ],
        root,
      ),
    ).toEqual({
      paths: ['apps/api/src/modules/auth/passwords/rate-limit.test.ts', 'tests/browser'],
      missing: [],
    });
  });

  it('names a path that is not there, so that a typo does not start the whole suite', () => {
    expect(selectedPaths(['packages/contract/src/no-such.test.ts', 'scripts'], root)).toEqual({
      paths: ['scripts'],
      missing: ['packages/contract/src/no-such.test.ts'],
    });
    expect(selectedPaths(['no-such.test.ts'], root).missing).toEqual(['no-such.test.ts']);
  });

  it('builds only for files that run the built app: browser files and the built server', () => {
    expect(needsBuild(['apps/api/src/modules/auth/passwords/rate-limit.test.ts'], root)).toBe(
      false,
    );
    expect(needsBuild(['packages/contract'], root)).toBe(false);
    expect(needsBuild(['scripts/test-steps.test.mjs'], root)).toBe(false);
    expect(needsBuild(['tests/browser/shell.test.ts'], root)).toBe(true);
    expect(needsBuild(['apps/api/test/graceful-shutdown.test.ts'], root)).toBe(true);
    expect(needsBuild(['scripts/start.test.mjs'], root)).toBe(true);
    // A folder holding one such file, among others.
    expect(needsBuild(['packages/contract', 'tests'], root)).toBe(true);
  });
});
