// `npm start` builds only when the sources changed: the decision, on a throwaway tree.
import { mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  buildFingerprint,
  buildFreshness,
  removeBuildStamp,
  writeBuildStamp,
} from './build-freshness.mjs';

let root;

function write(file, text) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

/** What a build that succeeded leaves: the three outputs and the fingerprint beside them. */
function built() {
  write('apps/web/dist/index.html', '<!doctype html>');
  write('apps/web/dist-ssr/entry-server.js', 'export {}');
  write('apps/api/dist/server.js', 'export {}');
  writeBuildStamp(root, buildFingerprint(root));
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'nt-build-freshness-'));
  write('apps/web/src/main.tsx', 'export const a = 1;\n');
  write('apps/web/index.html', '<div id="root"></div>');
  write('apps/api/src/server.ts', 'export const b = 2;\n');
  write('packages/contract/src/index.ts', 'export const c = 3;\n');
  write('package-lock.json', '{"lockfileVersion":3}');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('build freshness', () => {
  it('a first start (no build output) builds', () => {
    expect(buildFreshness(root)).toEqual({
      fresh: false,
      reason: 'no build yet (apps/web/dist/index.html is missing)',
    });
  });

  it('a build with nothing changed since is fresh', () => {
    built();
    expect(buildFreshness(root)).toEqual({ fresh: true });
  });

  it('a changed source is stale, even at the same size and modification time', () => {
    built();
    const file = path.join(root, 'apps/api/src/server.ts');
    const { atime, mtime } = statSync(file);
    writeFileSync(file, 'export const b = 3;\n');
    utimesSync(file, atime, mtime);
    expect(buildFreshness(root)).toEqual({
      fresh: false,
      reason: 'the sources changed since the last build',
    });
  });

  it.each([
    ['a new storefront file', 'apps/web/src/new-page.tsx'],
    ['a contract change', 'packages/contract/src/index.ts'],
    ['a new lockfile', 'package-lock.json'],
  ])('%s is stale', (_, file) => {
    built();
    write(file, 'changed');
    expect(buildFreshness(root).fresh).toBe(false);
  });

  it('a deleted source is stale', () => {
    built();
    rmSync(path.join(root, 'apps/web/src/main.tsx'));
    expect(buildFreshness(root).fresh).toBe(false);
  });

  it('touching a file, editing a test or the output itself does not rebuild', () => {
    built();
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(root, 'apps/web/src/main.tsx'), later, later);
    write('apps/web/src/main.test.tsx', 'test');
    write('apps/api/test/helper.ts', 'helper');
    write('apps/web/dist/assets/extra.js', 'x');
    expect(buildFreshness(root)).toEqual({ fresh: true });
  });

  it('a missing output or a build that did not finish is stale', () => {
    built();
    rmSync(path.join(root, 'apps/web/dist-ssr'), { recursive: true });
    expect(buildFreshness(root).reason).toBe(
      'no build yet (apps/web/dist-ssr/entry-server.js is missing)',
    );
    built();
    removeBuildStamp(root);
    expect(buildFreshness(root)).toEqual({
      fresh: false,
      reason: 'the build has no fingerprint (made before it, or unfinished)',
    });
  });
});
