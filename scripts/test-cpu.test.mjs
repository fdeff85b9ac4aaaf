// The CPU-by-process tool: what it calls each process, and a real command's tree measured.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { processKind } from './test-cpu.mjs';

const SCRIPT = path.join(import.meta.dirname, 'test-cpu.mjs');

describe('test-cpu', () => {
  it("names Chromium's processes by type, and the suite's own by what they run", () => {
    expect(
      processKind('/usr/lib/chromium/chromium-headless-shell --headless', 'chromium-headle'),
    ).toBe('chromium:browser');
    expect(processKind('/usr/lib/chromium/chromium --type=renderer --foo', 'chromium')).toBe(
      'chromium:renderer',
    );
    expect(processKind('node --enable-source-maps /r/apps/api/dist/server.js', 'node')).toBe(
      'app server',
    );
    expect(processKind('node /r/node_modules/vitest/dist/workers/forks.js', 'node')).toBe(
      'vitest worker',
    );
    expect(processKind('node /r/node_modules/vitest/vitest.mjs run', 'node')).toBe('vitest main');
    expect(processKind('postgres: checkpointer', 'postgres')).toBe('postgres');
    expect(processKind('sh -c true', 'sh')).toBe('other: sh');
  });

  it("counts a child's child, and exits as the command did", () => {
    // A grandchild that works until it has used 0.5 s of CPU, long enough to be sampled.
    const grandchild =
      'const u=()=>{const c=process.cpuUsage();return c.user+c.system};while(u()<500000);process.exit(3)';
    const child = `const r=require('child_process').spawnSync(process.execPath,['-e',${JSON.stringify(grandchild)}]);process.exit(r.status)`;
    const run = spawnSync(process.execPath, [SCRIPT, process.execPath, '-e', child], {
      encoding: 'utf8',
    });
    expect(run.status).toBe(3);
    expect(run.stderr).toContain('CPU seconds by process');
    expect(run.stderr).toMatch(/^\s+\d+\.\d {2}other: node$/m);
    expect(run.stderr).toMatch(/^\s+\d+\.\d {2}all$/m);
  });
});
