#!/usr/bin/env node
// Rewrites relative imports that cross between a workspace's src/ and test/ folders
// ('../../../test/test-app', '../src/app') into its package.json subpath imports ('#test/test-app',
// '#src/app'), and declares those subpaths when missing (decision 0044). Idempotent: run it again
// after a merge and it rewrites only what it has not seen; `--check` lists what it would change
// and exits 1 if anything. Imports inside one tree stay relative, so the lint rules that match
// relative feature paths keep seeing them.
//
//   node scripts/codemods/test-subpath-imports.mjs [--check]
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
/**
 * Which subpaths each workspace gets. The web reaches its src/ through '@/' already, so only its
 * test helpers get a subpath there.
 */
const WORKSPACES = [
  { dir: 'apps/api', subpaths: { src: '#src', test: '#test' } },
  { dir: 'apps/web', subpaths: { test: '#test' } },
];
const SOURCE = /\.(ts|tsx|mts|mjs)$/;
// from '...', import '...', import('...'), vi.mock('...'), export ... from '...'
const SPECIFIER =
  /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bvi\.(?:mock|importActual)\s*\(\s*)(['"])(\.{1,2}\/[^'"]+)\2/g;

const check = process.argv.includes('--check');

function* files(dir) {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else if (SOURCE.test(name)) yield full;
  }
}

/** The .ts file a specifier names (with or without its extension), or undefined. */
function tsFile(absolute) {
  if (absolute.endsWith('.ts') && existsSync(absolute)) return absolute;
  const bare = absolute.replace(/\.js$/, '');
  return existsSync(`${bare}.ts`) ? `${bare}.ts` : undefined;
}

/** "#test/*" → "./test/*.ts": every rewritten import names a .ts file, without its extension. */
function declareSubpaths(workspace) {
  const file = path.join(ROOT, workspace.dir, 'package.json');
  const text = readFileSync(file, 'utf8');
  const pkg = JSON.parse(text);
  const imports = { ...pkg.imports };
  for (const [tree, alias] of Object.entries(workspace.subpaths)) {
    imports[`${alias}/*`] ??= `./${tree}/*.ts`;
  }
  if (JSON.stringify(imports) === JSON.stringify(pkg.imports)) return false;
  // Right after "type", where Node's own fields are.
  const ordered = {};
  for (const [key, value] of Object.entries(pkg)) {
    if (key === 'imports') continue;
    ordered[key] = value;
    if (key === 'type') ordered.imports = imports;
  }
  ordered.imports ??= imports;
  if (!check) writeFileSync(file, `${JSON.stringify(ordered, null, 2)}\n`);
  return true;
}

let changedFiles = 0;
let changedImports = 0;
for (const workspace of WORKSPACES) {
  const base = path.join(ROOT, workspace.dir);
  if (declareSubpaths(workspace)) {
    console.log(
      `${check ? 'would declare' : 'declared'} subpath imports in ${workspace.dir}/package.json`,
    );
  }
  const trees = Object.keys(workspace.subpaths);
  const treeOf = (file) =>
    ['src', 'test'].find((tree) => file.startsWith(path.join(base, tree) + path.sep));
  for (const tree of ['src', 'test']) {
    for (const file of files(path.join(base, tree))) {
      const text = readFileSync(file, 'utf8');
      let count = 0;
      const next = text.replace(SPECIFIER, (whole, lead, quote, specifier) => {
        const target = tsFile(path.resolve(path.dirname(file), specifier));
        if (!target) return whole;
        const targetTree = treeOf(target);
        // Only imports that leave the file's own tree for one with a subpath.
        if (!targetTree || targetTree === tree || !trees.includes(targetTree)) return whole;
        const inside = path
          .relative(path.join(base, targetTree), target)
          .replace(/\.ts$/, '')
          .split(path.sep)
          .join('/');
        count += 1;
        return `${lead}${quote}${workspace.subpaths[targetTree]}/${inside}${quote}`;
      });
      if (count === 0) continue;
      changedFiles += 1;
      changedImports += count;
      const shown = path.relative(ROOT, file);
      if (check) console.log(`would rewrite ${count} import(s) in ${shown}`);
      else writeFileSync(file, next);
    }
  }
}
console.log(
  `${check ? 'Would rewrite' : 'Rewrote'} ${changedImports} import(s) in ${changedFiles} file(s).`,
);
if (check && changedImports > 0) process.exit(1);
