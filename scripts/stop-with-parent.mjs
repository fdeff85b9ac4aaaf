// Runs a command (`node scripts/stop-with-parent.mjs <command> [args...]`, spawned with an IPC
// channel and `detached`, so this process leads a process group of its own) and ends it, with
// everything it started, when the process that spawned us goes away. Our IPC channel closes when
// that process dies, even by SIGKILL, which no signal handler of its own could pass on: without
// this, `npm start` killed left the Auth emulator running, holding its ports (decision 0056).
import { spawn } from 'node:child_process';

/** A command that ignores SIGTERM this long is killed. */
const KILL_AFTER_MS = 5_000;

// `--with-pid <pid>`: end with that process instead of the spawner (the test run's shared Auth
// emulator is started by whichever test worker asks first, and must outlive it: it ends with
// the run's main process, tests/browser/shared-auth-emulator.ts).
const argv = process.argv.slice(2);
const withPid = argv[0] === '--with-pid' ? Number(argv[1]) : undefined;
const [command, ...args] = withPid === undefined ? argv : argv.slice(2);
if (!command || (withPid === undefined ? !process.channel : !(withPid > 0))) {
  console.error(
    'usage: spawn `node stop-with-parent.mjs [--with-pid <pid>] <command> [args...]` with an IPC channel, or with --with-pid',
  );
  process.exit(2);
}

// Same group as us (we lead it), same output: whoever reads ours reads the command's.
const child = spawn(command, args, { stdio: 'inherit' });
let stopping = false;

function stopGroup() {
  if (stopping) return;
  stopping = true;
  try {
    // Us included: the handler below ignores the echo.
    process.kill(-process.pid, 'SIGTERM');
  } catch {
    // the group is gone already
  }
  setTimeout(() => {
    try {
      process.kill(-process.pid, 'SIGKILL');
    } catch {
      // gone
    }
  }, KILL_AFTER_MS).unref();
}

process.on('disconnect', stopGroup);
if (withPid !== undefined) {
  setInterval(() => {
    try {
      process.kill(withPid, 0);
    } catch {
      stopGroup();
    }
  }, 1_000).unref();
}
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, stopGroup);
child.on('error', (err) => {
  console.error(String(err));
  process.exit(127);
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
