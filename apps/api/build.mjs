// Bundles the API for `npm start`: our workspace code is bundled, npm dependencies stay external.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies ?? {}).filter(
  (name) => !name.startsWith('@ninetonine/'),
);

/**
 * The embedded database's thread (decision 0105): loaded by URL at run time, not imported, so
 * every build that may open PGlite (the server, the commands, the tests' command bundles) has it
 * at its root beside the entries.
 */
export const workerEntryPoints = { 'pglite-worker': 'src/db/pglite-thread/worker.ts' };

/** The esbuild options (exported for the test that checks what start-up loads). */
export function buildOptions({ outdir = 'dist' } = {}) {
  return {
    absWorkingDir: import.meta.dirname,
    entryPoints: {
      server: 'src/server.ts',
      'create-admin': 'src/cli/create-admin.ts',
      migrate: 'src/cli/migrate.ts',
      backup: 'src/cli/backup.ts',
      restore: 'src/cli/restore.ts',
      ...workerEntryPoints,
    },
    outdir,
    bundle: true,
    // Dynamic import()s become their own chunks, loaded only when reached: the demo menu's
    // drawings and sharp load when a database is seeded, never on a plain start.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    // esbuild: imported only when running from the sources (pglite-thread/spawn-thread.ts).
    external: [...external, 'drizzle-orm/*', '@electric-sql/pglite/*', 'esbuild'],
    banner: {
      js: "import { createRequire as __nt_createRequire } from 'node:module'; const require = __nt_createRequire(import.meta.url);",
    },
    logLevel: 'warning',
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // `node build.mjs --outdir /tmp/x` builds elsewhere (parallel browser-test runs).
  const outdir = process.argv.includes('--outdir')
    ? process.argv[process.argv.indexOf('--outdir') + 1]
    : 'dist';
  await build(buildOptions({ outdir }));
}
