import { defineConfig } from 'vitest/config';

/**
 * The production topology (docs/deploy.md), outside `npm test`: it installs nginx when missing
 * (root) and runs two API instances, nginx, Chromium and SMTP. `npm run test:topology`.
 */
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
