import { ErrorCode } from '@ninetonine/contract';
import { spawn } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { API_ROOT, REPO_ROOT } from '../config/env';
import { ownDataDir } from '../db/data-dir-lock';
import {
  CONTROL_FILE_NAME,
  CONTROL_TOKEN_HEADER,
  controlProof,
  isLocalControlCall,
  loopbackUrl,
  readControlFile,
  serverKnowsToken,
  writeControlFile,
} from './local-control';

const token = 'a'.repeat(43);
const modeOf = (file: string) => statSync(file).mode & 0o777;

describe('the local control channel', () => {
  const cleanups: (() => void)[] = [];
  afterEach(() => {
    for (const cleanup of cleanups.splice(0)) cleanup();
  });
  const tempDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'nt-control-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    return dir;
  };
  const control = (url = 'http://127.0.0.1:1') => ({ pid: process.pid, url, token });

  it('takes only the exact token over a loopback connection', () => {
    expect(isLocalControlCall(token, token, '127.0.0.1')).toBe(true);
    expect(isLocalControlCall(token, token, '::1')).toBe(true);
    expect(isLocalControlCall(token, token, '::ffff:127.0.0.1')).toBe(true);
    expect(isLocalControlCall(token, token, '10.0.0.7')).toBe(false);
    expect(isLocalControlCall(token, token, undefined)).toBe(false);
    expect(isLocalControlCall(token, `${token}a`, '127.0.0.1')).toBe(false);
    expect(isLocalControlCall(token, 'b'.repeat(43), '127.0.0.1')).toBe(false);
    expect(isLocalControlCall(token, [token, token], '127.0.0.1')).toBe(false);
    expect(isLocalControlCall(token, undefined, '127.0.0.1')).toBe(false);
  });

  it('reaches a server on any interface through loopback', () => {
    expect(loopbackUrl('0.0.0.0', 3000)).toBe('http://127.0.0.1:3000');
    expect(loopbackUrl('::', 3000)).toBe('http://[::1]:3000');
    expect(loopbackUrl('192.168.1.4', 3000)).toBe('http://192.168.1.4:3000');
  });

  it('keeps the data folder private (0700), tightening an existing one', () => {
    const parent = tempDir();
    const fresh = path.join(parent, 'data');
    ownDataDir(fresh);
    expect(modeOf(fresh)).toBe(0o700);
    const loose = path.join(parent, 'loose');
    ownDataDir(loose);
    chmodSync(loose, 0o755);
    ownDataDir(loose);
    expect(modeOf(loose)).toBe(0o700);
  });

  it('writes control.json fresh with mode 0600, replacing a stale one', () => {
    const dir = tempDir();
    const file = path.join(dir, CONTROL_FILE_NAME);
    writeFileSync(file, JSON.stringify(control('http://127.0.0.1:9')), { mode: 0o644 });
    writeControlFile(dir, control('http://127.0.0.1:4000'));
    expect(modeOf(file)).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8')).url).toBe('http://127.0.0.1:4000');
    expect(readControlFile(dir)).toMatchObject({ url: 'http://127.0.0.1:4000', token });
  });

  it('never follows a link named control.json, writing or reading', () => {
    const dir = tempDir();
    const elsewhere = tempDir();
    const file = path.join(dir, CONTROL_FILE_NAME);
    // A link to a file someone wants overwritten, and one to a file they want created.
    const victim = path.join(elsewhere, 'victim.txt');
    writeFileSync(victim, 'keep me', { mode: 0o644 });
    symlinkSync(victim, file);
    writeControlFile(dir, control());
    expect(readFileSync(victim, 'utf8')).toBe('keep me');
    expect(lstatSync(file).isSymbolicLink()).toBe(false);
    rmSync(file);
    const planted = path.join(elsewhere, 'planted.json');
    symlinkSync(planted, file);
    writeControlFile(dir, control());
    expect(existsSync(planted)).toBe(false);

    // Reading: a link, or a file others may write, is no server's control.
    rmSync(file);
    writeFileSync(planted, JSON.stringify(control()), { mode: 0o600 });
    symlinkSync(planted, file);
    expect(readControlFile(dir)).toBeNull();
    rmSync(file);
    writeFileSync(file, JSON.stringify(control()), { mode: 0o666 });
    chmodSync(file, 0o666);
    expect(readControlFile(dir)).toBeNull();
  });

  /** A process on the port a dead server used: answers everything, asking for a password. */
  async function impostor() {
    const seen: { url: string; headers: IncomingHttpHeaders; body: string }[] = [];
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (d) => (body += String(d)));
      req.on('end', () => {
        seen.push({ url: req.url ?? '', headers: req.headers, body });
        res.writeHead(400, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            message: 'A password is needed',
            code: ErrorCode.PasswordRequired,
            proof: controlProof('not-the-token', 'x'),
          }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => server.close());
    return { seen, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
  }

  it('has the server prove it knows the token; an impostor never sees the token', async () => {
    const fake = await impostor();
    expect(await serverKnowsToken(control(fake.url))).toBe(false);
    expect(fake.seen.map((r) => r.url)).toEqual(['/api/v1/internal/hello']);
    expect(fake.seen[0]!.headers[CONTROL_TOKEN_HEADER]).toBeUndefined();
    expect(fake.seen[0]!.body).not.toContain(token);
  });

  it('create-admin sends no password to a server that cannot prove it knows the token', async () => {
    const fake = await impostor();
    const dataDir = tempDir();
    writeControlFile(dataDir, control(fake.url));
    const password = 'saffron-lantern-2024';
    const cli = spawn(
      path.join(REPO_ROOT, 'node_modules/.bin/tsx'),
      [path.join(API_ROOT, 'src/cli/create-admin.ts'), '--email', 'ada@example.test'],
      {
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          NODE_ENV: 'test',
          DATA_DIR: dataDir,
        },
        stdio: ['pipe', 'pipe', 'pipe'],
      },
    );
    let stderr = '';
    cli.stderr.on('data', (d) => (stderr += String(d)));
    cli.stdin.end(`${password}\n`);
    const code = await new Promise<number | null>((resolve) => cli.on('close', resolve));
    expect(code).toBe(1);
    expect(stderr).toMatch(/could not prove it is the NineToNine server/);
    const everything = JSON.stringify(fake.seen);
    expect(everything).not.toContain(password);
    expect(everything).not.toContain(token);
    expect(fake.seen.map((r) => r.url)).toEqual(['/api/v1/internal/hello']);
  }, 60_000);
});
