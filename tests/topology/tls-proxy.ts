import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** The site config a deployment installs (docs/deploy.md): the test runs this very file. */
export const SITE_CONFIG = path.join(ROOT, 'deploy/nginx/ninetonine.conf');

/** Debian's nginx; installed from Debian's packages when missing (we need root for that). */
export function ensureNginx(): string {
  const found = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
  if (found) return found;
  if (process.getuid?.() !== 0) {
    throw new Error(
      'nginx is missing: run `apt-get install -y nginx` as root (or run this as root)',
    );
  }
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'ignore' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'nginx'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    stdio: 'ignore',
  });
  return ensureNginx();
}

/** A throwaway self-signed certificate for localhost and 127.0.0.1 (openssl CLI). */
export function selfSignedCertificate(dir: string): { cert: string; key: string; pem: string } {
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1'],
      ['-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1'],
      ['-keyout', key, '-out', cert],
    ].flat(),
    { stdio: 'ignore' },
  );
  return { cert, key, pem: readFileSync(cert, 'utf8') };
}

/** Replaces `from` once, and fails when the deploy config no longer has it (the test would drift). */
function swap(text: string, from: string | RegExp, to: string): string {
  const next = text.replace(from, to);
  if (next === text) throw new Error(`deploy/nginx/ninetonine.conf no longer has ${String(from)}`);
  return next;
}

/** The deploy site config with this machine's ports, certificate and log folder. */
export function siteConfigFor(opts: {
  httpPort: number;
  httpsPort: number;
  upstreams: number[];
  /** Upstreams marked `down`: nginx sends them no new request (a rolling restart's first step). */
  down?: number[];
  cert: string;
  key: string;
  logDir: string;
}): string {
  let site = readFileSync(SITE_CONFIG, 'utf8');
  const servers = opts.upstreams
    .map(
      (port) =>
        `server 127.0.0.1:${port} max_fails=1 fail_timeout=5s${opts.down?.includes(port) ? ' down' : ''};`,
    )
    .join('\n    ');
  site = swap(site, /server 127\.0\.0\.1:3001[^\n]*\n\s*server 127\.0\.0\.1:3002[^\n]*;/, servers);
  site = swap(site, 'listen 80;', `listen 127.0.0.1:${opts.httpPort};`);
  site = swap(site, 'listen 443 ssl http2;', `listen 127.0.0.1:${opts.httpsPort} ssl http2;`);
  site = site.replace(/\n\s*listen \[::\]:\d+[^\n]*;/g, '');
  site = site.replaceAll('server_name shop.example.com;', 'server_name localhost;');
  site = swap(site, /ssl_certificate \S+;/, `ssl_certificate ${opts.cert};`);
  site = swap(site, /ssl_certificate_key \S+;/, `ssl_certificate_key ${opts.key};`);
  site = site.replaceAll('/var/log/nginx/', `${opts.logDir}/`);
  return site;
}

export interface Proxy {
  httpsPort: number;
  httpPort: number;
  /** The access log's length now: pass it to answeredBy to count only what follows. */
  logSize(): number;
  /** Requests since `from` that the instance on `port` answered with 200 at the first try. */
  answeredBy(port: number, from: number): number;
  /**
   * Marks the upstream on `port` down (or back up) and reloads nginx, resolving once a worker
   * with the new configuration runs: from then on no new request goes to it, while the old
   * worker finishes what it holds.
   */
  setDown(port: number, down: boolean): Promise<void>;
  stop(): Promise<void>;
}

/** The nginx master's worker processes. */
function workersOf(master: number): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(master)], { encoding: 'utf8' })
      .split('\n')
      .map((l) => Number(l.trim()))
      .filter((pid) => pid > 0);
  } catch {
    return []; // ps exits 1 when it lists nothing
  }
}

/** nginx as its own master (not the system service) with a prefix and config of its own. */
export async function startProxy(opts: {
  dir: string;
  httpPort: number;
  httpsPort: number;
  upstreams: number[];
  cert: string;
  key: string;
}): Promise<Proxy> {
  const nginx = ensureNginx();
  const prefix = path.join(opts.dir, 'nginx');
  mkdirSync(prefix, { recursive: true });
  // Workers run as nobody: they write the logs and buffer large answers in the temp folders.
  chmodSync(opts.dir, 0o755);
  for (const sub of ['logs', 'client_temp', 'proxy_temp']) {
    mkdirSync(path.join(prefix, sub), { recursive: true, mode: 0o777 });
    chmodSync(path.join(prefix, sub), 0o777);
  }
  const logDir = path.join(prefix, 'logs');
  const siteFile = path.join(prefix, 'site.conf');
  writeFileSync(siteFile, siteConfigFor({ ...opts, logDir }));
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${prefix}/nginx.pid;`,
      `error_log ${logDir}/main-error.log warn;`,
      'events { worker_connections 1024; }',
      'http {',
      `  client_body_temp_path ${prefix}/client_temp;`,
      `  proxy_temp_path ${prefix}/proxy_temp;`,
      `  fastcgi_temp_path ${prefix}/client_temp;`,
      `  uwsgi_temp_path ${prefix}/client_temp;`,
      `  scgi_temp_path ${prefix}/client_temp;`,
      `  include ${prefix}/site.conf;`,
      '}',
      '',
    ].join('\n'),
  );
  const args = ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', `${logDir}/start.log`];
  execFileSync(nginx, [...args, '-t'], { stdio: 'pipe' });
  const logs: string[] = [];
  const child: ChildProcess = spawn(nginx, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (d) => logs.push(String(d)));
  child.stderr?.on('data', (d) => logs.push(String(d)));
  await waitForPort(opts.httpsPort, child, logs);
  let downPorts: number[] = [];
  const accessLog = path.join(logDir, 'ninetonine.access.log');
  const read = () => (existsSync(accessLog) ? readFileSync(accessLog) : Buffer.alloc(0));
  return {
    httpsPort: opts.httpsPort,
    httpPort: opts.httpPort,
    logSize: () => read().length,
    answeredBy: (port, from) =>
      read()
        .subarray(from)
        .toString('utf8')
        .split('\n')
        .filter((line) => line.includes(` up=127.0.0.1:${port} upstatus=200`)).length,
    async setDown(port, down) {
      downPorts = down ? [...downPorts, port] : downPorts.filter((p) => p !== port);
      writeFileSync(siteFile, siteConfigFor({ ...opts, logDir, down: downPorts }));
      execFileSync(nginx, [...args, '-t'], { stdio: 'pipe' });
      const before = new Set(workersOf(child.pid!));
      child.kill('SIGHUP'); // nginx's reload: new workers, the old ones finish and go
      const deadline = Date.now() + 30_000;
      while (!workersOf(child.pid!).some((pid) => !before.has(pid))) {
        if (Date.now() > deadline) throw new Error(`nginx did not reload: ${logs.join('')}`);
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT'); // nginx's graceful stop
      await exited;
    },
  };
}

async function waitForPort(port: number, child: ChildProcess, logs: string[]): Promise<void> {
  const { connect } = await import('node:net');
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited:\n${logs.join('')}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nginx did not listen:\n${logs.join('')}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
