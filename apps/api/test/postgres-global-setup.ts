import type { TestProject } from 'vitest/node';
import { ensureTestPostgres } from './test-postgres';
import { timed } from './setup-timings';

/** Once per run, for a project whose files use PostgreSQL but no template (unit: a few files). */
export default async function setup(project: TestProject) {
  return timed(`${project.name}: PostgreSQL`, ensureTestPostgres);
}
