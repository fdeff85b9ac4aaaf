import { ensureTestPostgres } from './test-postgres';

/** Once per run, for a project whose files use PostgreSQL but no template (unit: a few files). */
export default async function setup() {
  return ensureTestPostgres();
}
