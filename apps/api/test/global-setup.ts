import type { TestProject } from 'vitest/node';
import { makePgliteTemplates, makePostgresTemplates } from './database-templates';
import { ensureTestPostgres } from './test-postgres';

/**
 * Once per run and API project: the PostgreSQL server (the one configured, or one of the run's
 * own), then the template databases every test file copies.
 */
export default async function setup(project: TestProject) {
  // Both projects: some PGlite-project files use PostgreSQL too (the event bus, create-admin).
  const releasePostgres = await ensureTestPostgres();
  const onPostgres = project.config.env?.TEST_DB === 'postgres';
  const [templates, remove] = onPostgres
    ? await makePostgresTemplates()
    : await makePgliteTemplates();
  project.provide('databaseTemplates', templates);
  return async () => {
    await remove();
    await releasePostgres();
  };
}
