import { lstatSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CONTROL_FILE_NAME, serverKnowsToken, type LocalControl } from '#src/control/local-control';
import { startServerProcess, type ServerProcess } from './server-process';

/**
 * The built server (`npm run build` first) on the embedded database, whichever project runs
 * this: a control.json left in its data folder is never trusted nor written through
 * (decision 0034). The server replaces it with its own before `npm run create-admin` can read it.
 */
describe('a control.json found in the data folder at boot', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nt-control-'));
  const elsewhere = mkdtempSync(path.join(tmpdir(), 'nt-elsewhere-'));
  const controlPath = path.join(dataDir, CONTROL_FILE_NAME);
  let server: ServerProcess | undefined;

  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(elsewhere, { recursive: true, force: true });
  });

  /** The server's control file: a regular file (not a link), only its owner may read it. */
  function ownControlFile(): LocalControl {
    const stat = lstatSync(controlPath);
    expect(stat.isFile()).toBe(true);
    expect(stat.isSymbolicLink()).toBe(false);
    expect(stat.mode & 0o777).toBe(0o600);
    return JSON.parse(readFileSync(controlPath, 'utf8')) as LocalControl;
  }

  it("is replaced by the server's own, whose token the server proves it knows", async () => {
    const stale: LocalControl = {
      pid: process.pid,
      url: 'http://127.0.0.1:9',
      token: 'a-dead-servers-token-0123456789abcdef',
    };
    writeFileSync(controlPath, JSON.stringify(stale), { mode: 0o644 });

    server = await startServerProcess({ DATA_DIR: dataDir });
    const control = ownControlFile();
    expect(control.token).not.toBe(stale.token);
    expect(control.url).toBe(server.baseUrl);
    expect(await serverKnowsToken(control)).toBe(true);
    // The stale token proves nothing to this server.
    expect(await serverKnowsToken({ ...control, token: stale.token })).toBe(false);

    await server.stop();
    server = undefined;
  }, 120_000);

  it('is a link: replaced by a file of its own, and what the link pointed at is untouched', async () => {
    const target = path.join(elsewhere, 'precious.txt');
    writeFileSync(target, 'not the server’s to touch\n', { mode: 0o644 });
    rmSync(controlPath, { force: true });
    symlinkSync(target, controlPath);

    server = await startServerProcess({ DATA_DIR: dataDir });
    const control = ownControlFile();
    expect(await serverKnowsToken(control)).toBe(true);
    expect(readFileSync(target, 'utf8')).toBe('not the server’s to touch\n');
    expect(lstatSync(target).mode & 0o777).toBe(0o644);
  }, 120_000);
});
