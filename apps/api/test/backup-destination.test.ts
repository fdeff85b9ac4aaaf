import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBackupScratch } from './backup-fixtures';
import { buildTestApp, TEST_DB } from './test-app';

/**
 * Where `npm run backup` writes, and what it refuses (decision 0072): BACKUP_DIR owner-only with
 * the newest BACKUP_KEEP kept, the partial file opened exclusively, and in production no
 * unencrypted backup unless told and none in the release folder. backup-restore.test.ts has the
 * round trip.
 */
describe(`npm run backup: where it writes (${TEST_DB})`, () => {
  const { dataDir, backups, dbEnv, cli, restoreWithKey } = useBackupScratch('backup-dest');

  beforeAll(async () => {
    // A migrated database to back up.
    const t = await buildTestApp({
      seed: false,
      env: { DATA_DIR: dataDir },
      ...(TEST_DB === 'postgres' ? { databaseUrl: dbEnv.DATABASE_URL } : { dataDir }),
    });
    await t.close();
  }, 240_000);

  it('writes into BACKUP_DIR, made owner-only, and keeps the newest BACKUP_KEEP there', async () => {
    const folder = path.join(backups, 'nightly');
    const settings = { BACKUP_DIR: folder, BACKUP_KEEP: '2' };
    const names: string[] = [];
    for (let run = 0; run < 3; run++) {
      const backup = await cli('backup', [], settings);
      expect(backup.stderr).toBe('');
      expect(backup.code).toBe(0);
      names.push(/ to (\S+) \(/.exec(backup.stdout)![1]!);
      if (run === 0) writeFileSync(path.join(folder, 'notes.txt'), 'not a backup');
      if (run === 2)
        expect(backup.stdout).toContain('Deleted 1 older backup(s), keeping the newest 2.');
    }
    expect(statSync(folder).mode & 0o777).toBe(0o700);
    for (const name of names) {
      expect(path.dirname(name)).toBe(folder);
      expect(path.basename(name)).toMatch(/^ninetonine-backup-(pglite|postgres)-.*\.tar\.gz\.age$/);
    }
    // The oldest went; what is not a backup stays.
    expect(readdirSync(folder).sort()).toEqual(
      ['notes.txt', ...names.slice(1).map((name) => path.basename(name))].sort(),
    );
    expect((await restoreWithKey(names[2]!)).code).toBe(0);
  }, 240_000);

  it('opens the partial file exclusively: one left behind stops the backup, untouched', async () => {
    const target = path.join(backups, 'exclusive.tar.gz.age');
    writeFileSync(`${target}.partial`, 'another backup, still writing');
    const backup = await cli('backup', [target]);
    expect(backup.code).toBe(1);
    expect(backup.stderr).toContain(`${target}.partial already exists`);
    expect(backup.stderr).toContain('Nothing was written.');
    expect(readFileSync(`${target}.partial`, 'utf8')).toBe('another backup, still writing');
    expect(existsSync(target)).toBe(false);
  }, 120_000);

  it('in production: refuses to write unencrypted unless told, and into the release folder', async () => {
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      TOTP_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      PUBLIC_URL: 'https://shop.example.test',
      MAIL_OUTBOX_DIR: path.join(backups, 'outbox'),
      BACKUP_DIR: path.join(backups, 'production'),
    };
    const plain = await cli('backup', [], { ...production, BACKUP_RECIPIENT: '' });
    expect(plain.code).toBe(1);
    expect(plain.stderr).toMatch(/^BACKUP_RECIPIENT is not set: .*--unencrypted/);
    const inRelease = await cli('backup', [], { ...production, BACKUP_DIR: 'backups' });
    expect(inRelease.code).toBe(1);
    expect(inRelease.stderr).toMatch(/is inside the release folder .*Nothing was written\./);
    const unset = await cli('backup', [], { ...production, BACKUP_DIR: '' });
    expect(unset.stderr).toMatch(/^Set BACKUP_DIR/);
    expect(existsSync(production.BACKUP_DIR)).toBe(false);

    const told = await cli('backup', ['--unencrypted'], { ...production, BACKUP_RECIPIENT: '' });
    expect(told.stderr).toBe('');
    expect(told.code).toBe(0);
    expect(told.stdout).toContain('Not encrypted (no BACKUP_RECIPIENT)');
    const [written] = readdirSync(production.BACKUP_DIR);
    expect(written).toMatch(/\.tar\.gz$/);
    expect((await cli('restore', [path.join(production.BACKUP_DIR, written!)])).code).toBe(0);
  }, 240_000);
});
