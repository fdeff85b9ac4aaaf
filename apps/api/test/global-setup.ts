import type { TestProject } from 'vitest/node';
import { makePgliteTemplates, makePostgresTemplates } from './database-templates';

/** Once per run and API project: the template databases every test file copies. */
export default async function setup(project: TestProject) {
  const onPostgres = project.config.env?.TEST_DB === 'postgres';
  const [templates, remove] = onPostgres
    ? await makePostgresTemplates()
    : await makePgliteTemplates();
  project.provide('databaseTemplates', templates);
  return remove;
}
