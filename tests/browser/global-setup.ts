import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import {
  makePgliteTemplates,
  makePostgresSeededTemplate,
  unpackPgliteTemplate,
} from '../../apps/api/test/database-templates';
import { ensureTestPostgres } from '../../apps/api/test/test-postgres';
import { timed } from '../../apps/api/test/setup-timings';
import { launchBrowserServer } from './chromium';
import { stopSharedAuthEmulator } from './shared-auth-emulator';

/**
 * The data folder every browser file's app starts on a copy of: the API projects' seeded PGlite
 * template (migrated, the settings row, the demo menu and coupons: what the server makes on its
 * first start, by the same code), unpacked into a folder. The built app's own first start on an
 * empty folder made the same database in 40-50 s of CPU every run (initdb, migrations, the
 * menu's pictures); the template is made once per change of the database code
 * (template-cache.ts), and unpacking it costs about 2 s (decision 0075's appendix).
 */
async function dataFolderTemplate(): Promise<string> {
  const [templates] = await makePgliteTemplates();
  const dir = mkdtempSync(path.join(tmpdir(), 'nt-browser-template-'));
  try {
    await unpackPgliteTemplate(templates.seeded, dir, 'the browser set-up');
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  // What belongs to one running server, not to the database.
  for (const name of ['ninetonine.lock', 'control.json', 'outbox']) {
    rmSync(path.join(dir, name), { recursive: true, force: true });
  }
  return dir;
}

/**
 * Once per run: the data folder each test file's app starts on a copy of (above), and the run's
 * one Chromium, which every file connects to (chromium.ts, launchBrowserServer).
 */
export default async function setup(project: TestProject) {
  // Most files' apps run on PostgreSQL (TEST_DATABASE_URL, or the run's own server).
  const releasePostgres = await timed('browser: PostgreSQL', ensureTestPostgres);
  const launching = timed('browser: Chromium', launchBrowserServer);
  const unpacking = timed('browser: data folder template', dataFolderTemplate);
  const seeding = timed('browser: PostgreSQL template', () =>
    makePostgresSeededTemplate('nt_browser_template'),
  );
  const [browserServer, template, postgresTemplate] = await Promise.allSettled([
    launching,
    unpacking,
    seeding,
  ]);
  if (
    browserServer.status === 'rejected' ||
    template.status === 'rejected' ||
    postgresTemplate.status === 'rejected'
  ) {
    // Whichever did start must not keep the run alive.
    if (browserServer.status === 'fulfilled') await browserServer.value.close();
    if (template.status === 'fulfilled') rmSync(template.value, { recursive: true, force: true });
    if (postgresTemplate.status === 'fulfilled') await postgresTemplate.value[1]();
    await releasePostgres();
    throw [browserServer, template, postgresTemplate].flatMap((r) =>
      r.status === 'rejected' ? [r.reason] : [],
    )[0];
  }
  const [postgresTemplateName, dropPostgresTemplate] = postgresTemplate.value;
  project.provide('browserDataTemplate', template.value);
  project.provide('browserPostgresTemplate', postgresTemplateName);
  project.provide('browserEndpoint', browserServer.value.wsEndpoint());
  return async () => {
    stopSharedAuthEmulator();
    await browserServer.value.close();
    rmSync(template.value, { recursive: true, force: true });
    await dropPostgresTemplate();
    await releasePostgres();
  };
}
