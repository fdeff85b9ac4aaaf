// Bundles the API for `npm start`: our workspace code is bundled, npm dependencies stay external.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies ?? {}).filter(
  (name) => !name.startsWith('@ninetonine/'),
);

await build({
  entryPoints: { server: 'src/server.ts', 'create-admin': 'src/cli/create-admin.ts' },
  // `node build.mjs --outdir /tmp/x` builds elsewhere (parallel browser-test runs).
  outdir: process.argv.includes('--outdir')
    ? process.argv[process.argv.indexOf('--outdir') + 1]
    : 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, 'drizzle-orm/*', '@electric-sql/pglite/*'],
  banner: {
    js: "import { createRequire as __nt_createRequire } from 'node:module'; const require = __nt_createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
