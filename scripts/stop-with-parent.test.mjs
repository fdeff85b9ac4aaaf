// stop-with-parent.mjs --with-pid: the command ends with a process other than its spawner (the
// test run's shared Auth emulator outlives the worker that started it, not the run).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const STOP_WITH_PARENT = path.join(import.meta.dirname, 'stop-with-parent.mjs');
const IDLE = [process.execPath, '-e', 'console.log(process.pid); setInterval(() => {}, 1e9)'];

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('stop-with-parent --with-pid', () => {
  const started = [];
  afterEach(() => {
    for (const pid of started.splice(0)) if (alive(pid)) process.kill(pid, 'SIGKILL');
  });

  it('keeps the command while that process lives, and ends it when it is gone', async () => {
    const watched = spawn(IDLE[0], IDLE.slice(1), { stdio: 'ignore' });
    started.push(watched.pid);
    const keeper = spawn(
      process.execPath,
      [STOP_WITH_PARENT, '--with-pid', String(watched.pid), ...IDLE],
      { detached: true, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    started.push(keeper.pid);
    const commandPid = await new Promise((resolve) =>
      keeper.stdout.once('data', (d) => resolve(Number(String(d).trim()))),
    );
    started.push(commandPid);
    const ended = new Promise((resolve) => keeper.once('exit', resolve));

    // Its spawner (this test) staying alive changes nothing; the watched process going does.
    expect(alive(commandPid)).toBe(true);
    watched.kill('SIGKILL');
    await ended;
    await expect.poll(() => alive(commandPid)).toBe(false);
  });

  it('refuses a pid that is not one', async () => {
    const keeper = spawn(process.execPath, [STOP_WITH_PARENT, '--with-pid', 'x', ...IDLE], {
      stdio: 'ignore',
    });
    expect(await new Promise((resolve) => keeper.once('exit', resolve))).toBe(2);
  });
});
