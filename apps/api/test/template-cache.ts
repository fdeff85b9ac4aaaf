import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import type { DatabaseTemplates } from './database-templates';

const API_ROOT = path.resolve(import.meta.dirname, '..');
const REPO_ROOT = path.resolve(API_ROOT, '../..');
/** Beside the typecheck's and lint's caches: never committed, gone with node_modules. */
const CACHE_DIR = path.join(REPO_ROOT, 'node_modules/.cache/ninetonine-pglite-templates');
/** Template sets kept: a branch switched back and forth finds its own still there. */
const KEEP = 3;

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * A hash of everything the PGlite templates are made from: every source file the template code
 * imports (esbuild lists them: the migrations' runner, the schema, the seeds and what they use),
 * the contract's sources, the migrations read from disk, and the lockfile (PGlite's version).
 */
async function templateFingerprint(): Promise<string> {
  const { metafile } = await build({
    entryPoints: [path.join(API_ROOT, 'test/database-templates.ts')],
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'silent',
    absWorkingDir: REPO_ROOT,
  });
  // This file keeps templates but makes none: a change here leaves them as they are.
  const sources = Object.keys(metafile.inputs)
    .map((file) => path.resolve(REPO_ROOT, file))
    .filter((file) => file !== import.meta.filename);
  const files = [
    ...sources,
    ...filesUnder(path.join(API_ROOT, 'drizzle')),
    // The database thread opens PGlite (its extensions) and is loaded by URL, not imported.
    ...filesUnder(path.join(API_ROOT, 'src/db/pglite-thread')).filter(
      (file) => !file.endsWith('.test.ts'),
    ),
    // A workspace package, so external to the bundle above like any other: the seeds use it.
    ...filesUnder(path.join(REPO_ROOT, 'packages/contract/src')),
    path.join(REPO_ROOT, 'package-lock.json'),
  ].sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${path.relative(REPO_ROOT, file)}\0`).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 32);
}

const KINDS = ['seeded', 'bare', 'large'] as const;

function templatesIn(dir: string): DatabaseTemplates {
  return Object.fromEntries(
    KINDS.map((kind) => [kind, path.join(dir, `${kind}.tar`)]),
  ) as unknown as DatabaseTemplates;
}

/**
 * The PGlite templates (tarballs) for these sources: made once and kept, so a run whose database
 * code has not changed opens them instead of migrating and seeding again (the large menu's
 * 10,000 dishes in WebAssembly: 20-90 s of one core per run). `make` writes a set into the
 * folder it is given. Tests only read the tarballs.
 */
export async function cachedPgliteTemplates(
  make: (dir: string) => Promise<DatabaseTemplates>,
  cacheDir = CACHE_DIR,
): Promise<[DatabaseTemplates, () => void]> {
  const fingerprint = await templateFingerprint();
  const dir = path.join(cacheDir, fingerprint);
  const ready = () => KINDS.every((kind) => existsSync(path.join(dir, `${kind}.tar`)));
  if (ready()) return [templatesIn(dir), () => {}];
  mkdirSync(cacheDir, { recursive: true });
  const making = mkdtempSync(path.join(cacheDir, 'making-'));
  try {
    await make(making);
    // Whole or not at all: a run stopped half-way leaves only a `making-` folder behind.
    if (!ready()) {
      rmSync(dir, { recursive: true, force: true });
      renameSync(making, dir);
    }
  } finally {
    rmSync(making, { recursive: true, force: true });
  }
  forgetOld(cacheDir);
  return [templatesIn(dir), () => {}];
}

/** All but the KEEP newest sets, and folders of runs stopped while making one (over a day old). */
function forgetOld(cacheDir: string) {
  const entries = readdirSync(cacheDir).map((name) => {
    const full = path.join(cacheDir, name);
    return { name, full, mtime: statSync(full).mtimeMs };
  });
  const sets = entries.filter((e) => !e.name.startsWith('making-'));
  sets.sort((a, b) => b.mtime - a.mtime);
  for (const old of sets.slice(KEEP)) rmSync(old.full, { recursive: true, force: true });
  const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
  for (const stale of entries.filter((e) => e.name.startsWith('making-') && e.mtime < dayAgo)) {
    rmSync(stale.full, { recursive: true, force: true });
  }
}
