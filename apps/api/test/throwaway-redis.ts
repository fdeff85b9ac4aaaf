import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import { freePort } from './server-process';

/** What a machine without Redis is told: one sentence, the way a missing Chromium is. */
export const redisMissing = (url: string) =>
  `No Redis answered at ${url} and redis-server is not installed: install it (\`sudo apt-get install -y redis-server\`) or set TEST_REDIS_URL to a running Redis.`;

/** `redis-server` on the PATH (or Debian's place for it), or undefined. */
export function redisServerPath(pathVariable = process.env.PATH ?? ''): string | undefined {
  const dirs = [...pathVariable.split(path.delimiter).filter(Boolean), '/usr/bin', '/usr/sbin'];
  for (const dir of dirs) {
    const file = path.join(dir, 'redis-server');
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      // not here
    }
  }
  return undefined;
}

/** Whether a Redis answers PING at `url` within a couple of seconds. */
export async function redisAnswers(url: string): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    enableOfflineQueue: false,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

export interface ThrowawayRedis {
  url: string;
  stop(): Promise<void>;
}

/**
 * A redis-server of its own on a free port, in memory only (nothing saved, no append-only file),
 * for a run on a machine where none answers. Resolves once it answers PING.
 */
export async function startThrowawayRedis(bin: string): Promise<ThrowawayRedis> {
  const port = await freePort();
  const child = spawn(
    bin,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const logs: string[] = [];
  child.stdout.on('data', (d) => logs.push(String(d)));
  child.stderr.on('data', (d) => logs.push(String(d)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `redis://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 20_000;
  while (!(await redisAnswers(url))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`redis-server did not start on port ${port}:\n${logs.join('').slice(-2000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { url, stop };
}
