import path from 'node:path';
import type { Reporter, TestModule, Vitest } from 'vitest/node';
import { setupTimings } from '../apps/api/test/setup-timings';
// The type of each API file's `meta().sqlStatements`.
import type {} from '../apps/api/test/sql-statements';
import { timingTable, type FileTiming } from './sequencing/timing-table';
import { uncoveredReport, type FileStatements } from './sequencing/statement-coverage';
import { writeCovering } from './sequencing/pglite-files';

/** Each API project's files → the statements they sent (apps/api/test/sql-statements.ts). */
function statementsByProject(modules: ReadonlyArray<TestModule>, root: string) {
  const out = { 'api-pglite': new Map(), 'api-postgres': new Map() } as Record<
    string,
    FileStatements
  >;
  for (const mod of modules) {
    const statements = mod.meta().sqlStatements;
    const project = out[mod.project.name];
    // PostgreSQL-only files (*.postgres.test.ts: a server's faults) have no PGlite twin.
    if (!statements || !project || mod.moduleId.endsWith('.postgres.test.ts')) continue;
    project.set(path.relative(root, mod.moduleId).split(path.sep).join('/'), statements);
  }
  return out;
}

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
  /** How many files api-postgres has in all: only a run of all of them is checked for coverage. */
  private postgresFiles = Infinity;

  onInit(vitest: Vitest) {
    this.root = vitest.config.root;
    this.started = performance.now();
    const project = vitest.projects.find((p) => p.name === 'api-postgres');
    void project?.globTestFiles().then(({ testFiles }) => {
      this.postgresFiles = testFiles.length;
    });
  }

  /**
   * A whole run's check that both databases ran every statement (decision 0093); the chooser's
   * run (`npm run test:pglite-files`) writes what it saw instead.
   */
  private statementCoverage(modules: ReadonlyArray<TestModule>): string[] {
    const { 'api-pglite': pglite, 'api-postgres': postgres } = statementsByProject(
      modules,
      this.root,
    );
    if (process.env.PGLITE_FILES_CHOOSE === '1') return writeCovering(postgres!, pglite!);
    const ranAll =
      modules.filter((m) => m.project.name === 'api-postgres').length >= this.postgresFiles;
    if (!ranAll || pglite!.size === 0) return [];
    const report = uncoveredReport(postgres!, pglite!);
    if (report.length > 0) process.exitCode = 1;
    return report;
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
    const coverage = this.statementCoverage(testModules);
    if (coverage.length > 0) process.stdout.write(`\n${coverage.join('\n')}\n`);

    // A statement PGlite never ran fails the run without failing a test: the line says so.
    const uncovered = process.exitCode === 1 && coverage.length > 0 ? ', statements uncovered' : '';
    process.stdout.write(`\n${passed} passed, ${failed} failed, ${skipped} skipped${uncovered}\n`);
  }
}
