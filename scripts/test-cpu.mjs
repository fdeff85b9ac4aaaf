#!/usr/bin/env node
// CPU seconds by kind of process for one command and everything it starts (decision 0075):
//   node scripts/test-cpu.mjs npx vitest run --project browser tests/browser/routes.test.ts
// On a shared machine wall time says little; CPU seconds compare across loads. It samples
// /proc every 100 ms: a process that lives less than that is missed (the total says how much).
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ: 100 on Linux). */
const TICKS = 100;

/** What a process is, from its command line: Chromium by its `--type`, our servers by entry. */
export function processKind(commandLine, name) {
  if (/chrom|headless_shell/.test(commandLine) || /chrom|headless/.test(name)) {
    return `chromium:${/--type=([\w-]+)/.exec(commandLine)?.[1] ?? 'browser'}`;
  }
  if (commandLine.includes('dist/server.js')) return 'app server';
  if (commandLine.includes('create-admin')) return 'create-admin';
  if (commandLine.includes('firebase')) return 'auth emulator';
  if (name.startsWith('postgres')) return 'postgres';
  if (/vitest\/dist\/workers|forks\.js/.test(commandLine)) return 'vitest worker';
  if (commandLine.includes('vitest')) return 'vitest main';
  // The program's own name: Node 24 names its main thread "MainThread", which is all `comm` shows.
  const program = commandLine.split(' ')[0]?.split('/').at(-1);
  return `other: ${program || name}`;
}

/** Every process now: parent, name, start time (tells a reused pid apart) and CPU seconds. */
function processes() {
  const all = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      const fields = stat.slice(close + 2).split(' ');
      all.set(Number(entry), {
        parent: Number(fields[1]),
        name: stat.slice(stat.indexOf('(') + 1, close),
        start: fields[19],
        cpu: (Number(fields[11]) + Number(fields[12])) / TICKS,
      });
    } catch {
      // gone between the listing and the read
    }
  }
  return all;
}

function main(command) {
  const child = spawn(command[0], command.slice(1), { stdio: 'inherit' });
  /** pid:start -> { kind, cpu }: the last CPU seen of every process of the tree. */
  const seen = new Map();
  const sample = () => {
    const all = processes();
    const tree = new Set([child.pid]);
    for (let grew = true; grew;) {
      grew = false;
      for (const [pid, p] of all) {
        if (!tree.has(pid) && tree.has(p.parent)) {
          tree.add(pid);
          grew = true;
        }
      }
    }
    for (const pid of tree) {
      const p = all.get(pid);
      if (!p) continue;
      const key = `${pid}:${p.start}`;
      let kind = seen.get(key)?.kind;
      if (!kind) {
        try {
          kind = processKind(
            readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' '),
            p.name,
          );
        } catch {
          continue;
        }
      }
      seen.set(key, { kind, cpu: p.cpu });
    }
  };
  const timer = setInterval(sample, 100);
  const started = performance.now();
  child.on('exit', (code) => {
    clearInterval(timer);
    const byKind = new Map();
    for (const { kind, cpu } of seen.values()) byKind.set(kind, (byKind.get(kind) ?? 0) + cpu);
    const rows = [...byKind].sort((a, b) => b[1] - a[1]);
    const total = rows.reduce((sum, [, cpu]) => sum + cpu, 0);
    console.error('\nCPU seconds by process (sampled every 100 ms):');
    for (const [kind, cpu] of rows) console.error(`  ${cpu.toFixed(1).padStart(7)}  ${kind}`);
    console.error(`  ${total.toFixed(1).padStart(7)}  all`);
    console.error(`Wall: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    process.exit(code ?? 1);
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const command = process.argv.slice(2);
  if (command.length === 0) {
    console.error('Usage: node scripts/test-cpu.mjs <command> [args...]');
    process.exit(2);
  }
  main(command);
}
