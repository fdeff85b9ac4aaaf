import type { TestProject } from 'vitest/node';
import { bundleCreateAdmin } from './create-admin-cli';
import { makePgliteTemplates, makePostgresTemplates } from './database-templates';
import { ensureTestPostgres } from './test-postgres';
import { ensureTestRedis } from './test-redis';
import { timed } from './setup-timings';
import { stopSharedAuthEmulator } from '../../../tests/browser/shared-auth-emulator';

/**
 * Once per run and API project: the PostgreSQL server and Redis (the ones configured, or the
 * run's own: the rate-limit, health, event-bus and multi-instance files use Redis), then the template databases every test file copies, and `npm run create-admin` bundled
 * (create-admin-cli.ts).
 */
export default async function setup(project: TestProject) {
  // Both projects: some PGlite-project files use PostgreSQL too (the event bus, create-admin).
  // Redis first: a machine without it stops at once, before any database is made.
  const name = project.name;
  const releaseRedis = await timed(`${name}: Redis`, ensureTestRedis);
  const releasePostgres = await timed(`${name}: PostgreSQL`, ensureTestPostgres).catch(
    async (error: unknown) => {
      await releaseRedis();
      throw error;
    },
  );
  const onPostgres = project.config.env?.TEST_DB === 'postgres';
  const [[templates, remove], [cli, removeCli]] = await Promise.all([
    timed(`${name}: template databases`, onPostgres ? makePostgresTemplates : makePgliteTemplates),
    timed(`${name}: create-admin bundle`, bundleCreateAdmin),
  ]);
  project.provide('databaseTemplates', templates);
  project.provide('createAdminBundle', cli);
  return async () => {
    stopSharedAuthEmulator();
    removeCli();
    await remove();
    await releasePostgres();
    await releaseRedis();
  };
}
