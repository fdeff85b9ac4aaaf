import type { TestProject } from 'vitest/node';
import { bundleCreateAdmin } from './create-admin-cli';
import { makePgliteTemplates, makePostgresTemplates } from './database-templates';
import { ensureTestPostgres } from './test-postgres';

/**
 * Once per run and API project: the PostgreSQL server (the one configured, or one of the run's
 * own), then the template databases every test file copies, and `npm run create-admin` bundled
 * (create-admin-cli.ts).
 */
export default async function setup(project: TestProject) {
  // Both projects: some PGlite-project files use PostgreSQL too (the event bus, create-admin).
  const releasePostgres = await ensureTestPostgres();
  const onPostgres = project.config.env?.TEST_DB === 'postgres';
  const [[templates, remove], [cli, removeCli]] = await Promise.all([
    onPostgres ? makePostgresTemplates() : makePgliteTemplates(),
    bundleCreateAdmin(),
  ]);
  project.provide('databaseTemplates', templates);
  project.provide('createAdminBundle', cli);
  return async () => {
    removeCli();
    await remove();
    await releasePostgres();
  };
}
