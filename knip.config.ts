import type { KnipConfig } from 'knip';

/**
 * Unused dependencies, files and exports (decision 0045), checked by `npm run lint`. Entries are
 * what runs on its own: the servers, CLIs, bench and script files.
 */
const config: KnipConfig = {
  // An export also used in its own file is kept for tests or as the file's public face.
  ignoreExportsUsedInFile: true,
  // Stylesheets @import each other and name packages in url(): read both as imports, so the
  // files and the font package count as used.
  compilers: {
    css: (text: string) =>
      [...text.matchAll(/@import\s+['"]([^'"]+)['"]|url\(['"]?(@[^'")]+)['"]?\)/g)]
        .map(([, imported, packaged]) => `import '${imported ?? packaged}';`)
        .join('\n'),
  },
  // Each API service module exports its type (`ReturnType<typeof createXService>`) beside its
  // factory, whether or not the wiring names it yet: one shape for every module.
  ignoreIssues: { 'apps/api/src/modules/**/*.service.ts': ['types'] },
  // System tools the topology test runs (tests/topology/tls-proxy.ts), not npm packages.
  ignoreBinaries: ['apt-get', 'openssl'],
  workspaces: {
    '.': {
      entry: ['scripts/*.mjs'],
      project: ['scripts/**/*.mjs', 'tests/**/*.ts', '*.{js,ts}'],
      ignoreDependencies: [
        // Run as a binary (node_modules/.bin/firebase) by scripts/auth-emulator.mjs.
        'firebase-tools',
        // Imported only by the typed-client check's source, a .ts.txt file type-checked once
        // the client types are generated (apps/api/src/plugins/openapi-client.test.ts).
        'openapi-fetch',
      ],
    },
    'apps/api': {
      entry: ['src/server.ts', 'src/cli/*.ts', 'src/db/pglite-thread/worker.ts'],
      project: ['src/**/*.ts', 'test/**/*.ts', '*.{mjs,ts}'],
    },
    'apps/web': {
      // Built on its own by vite-plugin-pwa (pwa-build.ts), not imported by the app.
      entry: ['src/service-worker/sw.ts'],
      project: ['src/**/*.{ts,tsx,css}', 'test/**/*.ts', '*.ts'],
    },
    'packages/contract': {
      project: ['src/**/*.ts'],
    },
    // Not an npm workspace: its own package and lockfile, installed by `npm run bench` only
    // (decision 0058). What it imports from the root install (pg, tsx, esbuild, playwright-core,
    // react) resolves by walking up, as Node does.
    bench: {
      entry: ['*.mjs'],
      project: ['**/*.mjs'],
    },
  },
};

export default config;
