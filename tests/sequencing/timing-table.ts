import type { SetupTiming } from '../../apps/api/test/setup-timings';

/** One test file's time in its worker, split by what it was doing (milliseconds). */
export interface FileTiming {
  /** `project:path/from/the/root` */
  key: string;
  /** Environment, runner, imports of the file and its set-up files. */
  loadMs: number;
  /** beforeAll / afterAll: the file's app, database copy, browser stack, fixtures. */
  hooksMs: number;
  /** The tests, each with its beforeEach / afterEach. */
  testsMs: number;
}

const total = (file: FileTiming) => file.loadMs + file.hooksMs + file.testsMs;
const seconds = (ms: number, width = 7) => (ms / 1000).toFixed(1).padStart(width);

/**
 * The table every run ends with (issue 35): the slowest `top` files, each whole time split into
 * load, set-up/tear-down and tests; then what the global set-ups waited on, file time per
 * project, and the run's wall time. Lines of text, no colours: CI logs keep it as it is.
 */
export function timingTable(
  files: FileTiming[],
  setups: SetupTiming[],
  wallMs: number,
  top = 20,
): string[] {
  if (files.length === 0) return [];
  const slowest = [...files].sort((a, b) => total(b) - total(a) || (a.key < b.key ? -1 : 1));
  const lines = [
    `Slowest ${Math.min(top, files.length)} of ${files.length} files (seconds in their worker):`,
    `${'whole'.padStart(7)}${'load'.padStart(7)}${'set-up'.padStart(7)}${'tests'.padStart(7)}  file (set-up: beforeAll/afterAll)`,
    ...slowest
      .slice(0, top)
      .map(
        (f) =>
          `${seconds(total(f))}${seconds(f.loadMs)}${seconds(f.hooksMs)}${seconds(f.testsMs)}  ${f.key}`,
      ),
  ];
  const byProject = new Map<string, FileTiming & { files: number }>();
  for (const file of files) {
    const project = file.key.slice(0, file.key.indexOf(':'));
    const entry = byProject.get(project) ?? {
      key: project,
      loadMs: 0,
      hooksMs: 0,
      testsMs: 0,
      files: 0,
    };
    entry.loadMs += file.loadMs;
    entry.hooksMs += file.hooksMs;
    entry.testsMs += file.testsMs;
    entry.files += 1;
    byProject.set(project, entry);
  }
  // Split as the files are: a project whose set-up grows shows it without a profile.
  const projects = [...byProject.values()]
    .sort((a, b) => total(b) - total(a))
    .map(
      (p) =>
        `${p.key} ${seconds(total(p), 0)} s (${p.files} files; load ${seconds(p.loadMs, 0)}, set-up ${seconds(p.hooksMs, 0)}, tests ${seconds(p.testsMs, 0)})`,
    );
  lines.push(`File time by project: ${projects.join(', ')}`);
  if (setups.length > 0) {
    const waits = setups.map(({ label, ms }) => `${label} ${seconds(ms, 0)} s`);
    lines.push(`Global set-ups: ${waits.join(', ')}`);
  }
  lines.push(`Wall time of the tests: ${seconds(wallMs, 0)} s`);
  return lines;
}
