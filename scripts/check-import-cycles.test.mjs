// The import-cycle check of `npm run lint`: on a small project written here, a planted cycle
// fails it and is named file by file; type-only cycles pass; a lazy `import()` counts.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findImportCycles } from './check-import-cycles.mjs';

const SCRIPT = path.join(import.meta.dirname, 'check-import-cycles.mjs');
const TSCONFIG = {
  compilerOptions: {
    module: 'esnext',
    moduleResolution: 'bundler',
    jsx: 'react-jsx',
    allowImportingTsExtensions: true,
    noEmit: true,
    paths: { '@/*': ['./src/*'] },
  },
  include: ['src'],
};

let dirs = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

/** A project with a tsconfig like the storefront's ('@/…' paths) and these files under src/. */
function project(files) {
  const dir = mkdtempSync(path.join(tmpdir(), 'import-cycles-'));
  dirs.push(dir);
  writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify(TSCONFIG));
  for (const [name, text] of Object.entries({ 'index.ts': 'export const ok = 1;\n', ...files })) {
    const file = path.join(dir, 'src', name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  return dir;
}

/** A cycle as `file:line -> specifier` steps, relative to its project. */
const steps = (dir, cycle) =>
  cycle.map((edge) => `${path.relative(dir, edge.from)}:${edge.line} ${edge.specifier}`);

describe('check-import-cycles', () => {
  it('passes a graph whose only cycles are type-only imports and exports', () => {
    const dir = project({
      'a.ts': "import type { B } from './b';\nexport type A = { b?: B };\n",
      'b.ts': "import { type C } from '@/c';\nexport type B = { c?: C };\n",
      'c.tsx': "export type { A } from './a';\nexport type C = number;\n",
    });
    expect(findImportCycles([dir])).toEqual([]);
  });

  it('fails a planted cycle through an alias, a re-export and a .tsx file, and names each step', () => {
    const dir = project({
      'a.ts': "import { b } from '@/b';\nexport const a = () => b;\n",
      'b.ts': "export { c as b } from './feature/c';\n",
      'feature/c.tsx': "\nimport { a } from '../a';\nexport const c = () => <i>{String(a)}</i>;\n",
    });
    const cycles = findImportCycles([dir]);
    expect(cycles.map((cycle) => steps(dir, cycle))).toEqual([
      ['src/a.ts:1 @/b', 'src/b.ts:1 ./feature/c', 'src/feature/c.tsx:2 ../a'],
    ]);

    const run = spawnSync(process.execPath, [SCRIPT, dir], { encoding: 'utf8', cwd: dir });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Import cycle (decision 0011): src/a.ts');
    expect(run.stderr).toContain("src/feature/c.tsx:2 imports '../a'");
    expect(run.stderr).toContain('1 import cycle(s)');
  });

  it('counts a lazy import() and a side-effect import, as import-x/no-cycle did', () => {
    const dir = project({
      'routes.ts': "export const page = () => import('./page');\n",
      'page.ts': "import './routes';\nexport default 1;\n",
    });
    expect(findImportCycles([dir]).map((cycle) => steps(dir, cycle))).toEqual([
      ['src/page.ts:1 ./routes', 'src/routes.ts:1 ./page'],
    ]);
  });
});
