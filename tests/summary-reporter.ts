import path from 'node:path';
import type { Reporter, TestModule, Vitest } from 'vitest/node';
import { setupTimings } from '../apps/api/test/setup-timings';
import { timingTable, type FileTiming } from './sequencing/timing-table';

/** A file's time split into load, its beforeAll/afterAll, and its tests (with their each-hooks). */
function fileTiming(mod: TestModule, root: string): FileTiming {
  const d = mod.diagnostic();
  let testsMs = 0;
  for (const test of mod.children.allTests()) testsMs += test.diagnostic()?.duration ?? 0;
  const file = path.relative(root, mod.moduleId).split(path.sep).join('/');
  return {
    key: `${mod.project.name}:${file}`,
    loadMs: d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration,
    hooksMs: Math.max(0, d.duration - testsMs),
    testsMs,
  };
}

/**
 * Ends every run with where its time went (the slowest files, the global set-ups' waits: see
 * timing-table.ts), then one plain line, `N passed, N failed, N skipped`, counting every test of
 * every project, so CI logs and tools that read the closing line see the whole suite at once.
 */
export default class SummaryReporter implements Reporter {
  private root = process.cwd();
  private started = performance.now();

  onInit(vitest: Vitest) {
    this.root = vitest.config.root;
    this.started = performance.now();
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const mod of testModules) {
      for (const test of mod.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed += 1;
        else if (state === 'failed') failed += 1;
        else skipped += 1;
      }
      // A file that failed to load has no tests but must still count as a failure.
      if (mod.state() === 'failed' && [...mod.children.allTests()].length === 0) failed += 1;
    }
    const table = timingTable(
      testModules.map((mod) => fileTiming(mod, this.root)),
      setupTimings(),
      performance.now() - this.started,
    );
    if (table.length > 0) process.stdout.write(`\n${table.join('\n')}\n`);
    process.stdout.write(`\n${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }
}
