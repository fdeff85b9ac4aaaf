import { sql } from 'drizzle-orm';
import { openAsBlob } from 'node:fs';
import { afterAll, expect, inject, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client';

let handle: DatabaseHandle | undefined;
afterAll(async () => handle?.close());

// PGlite writes all of its shared buffers as it starts: at PostgreSQL's 128 MB default that was
// ~100 MB more of the embedded server's memory (decision 0102; bench/memory.mjs measures it).
it('starts the embedded database with 32 MB of shared buffers', async () => {
  // The run's bare template when there is one: no initdb for one setting.
  const template = inject('databaseTemplates')?.bare;
  handle = await openDatabase({
    dataDir: 'memory://',
    ...(template ? { loadDataDir: await openAsBlob(template) } : {}),
  });
  const { rows } = (await handle.db.execute(
    sql`SELECT current_setting('shared_buffers') AS value`,
  )) as unknown as { rows: { value: string }[] };
  expect(rows[0]?.value).toBe('32MB');
});
