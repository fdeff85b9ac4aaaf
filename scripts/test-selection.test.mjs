// `npm test -- <path>...`: which arguments are paths, and which selections need the build.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { needsBuild, selectedPaths } from './test-selection.mjs';

const root = path.resolve(import.meta.dirname, '..');

describe('npm test -- <path>', () => {
  it('takes the files and folders of the tree as the selection, not options or their values', () => {
    expect(selectedPaths([], root)).toEqual([]);
    expect(selectedPaths(['--project', 'unit', '-t', 'scripts'], root)).toEqual([]);
    // A filter that is no file (Vitest matches it in names) is the whole suite, as before.
    expect(selectedPaths(['rate-limit'], root)).toEqual([]);
    expect(
      selectedPaths(
        [
          'apps/api/src/modules/auth/rate-limit.test.ts',
          '--reporter',
          './tests/summary-reporter.ts',
          'tests/browser',
        ],
        root,
      ),
    ).toEqual(['apps/api/src/modules/auth/rate-limit.test.ts', 'tests/browser']);
  });

  it('builds only for files that run the built app: browser files and the built server', () => {
    expect(needsBuild(['apps/api/src/modules/auth/rate-limit.test.ts'], root)).toBe(false);
    expect(needsBuild(['packages/contract'], root)).toBe(false);
    expect(needsBuild(['scripts/test-steps.test.mjs'], root)).toBe(false);
    expect(needsBuild(['tests/browser/shell.test.ts'], root)).toBe(true);
    expect(needsBuild(['apps/api/test/graceful-shutdown.test.ts'], root)).toBe(true);
    expect(needsBuild(['scripts/start.test.mjs'], root)).toBe(true);
    // A folder holding one such file, among others.
    expect(needsBuild(['packages/contract', 'tests'], root)).toBe(true);
  });
});
