import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { TestSpecification, Vitest } from 'vitest/node';
import { BaseSequencer } from 'vitest/node';

/** Where the measured durations live (written by `npm run test:durations`, durations-reporter.ts). */
export const DURATIONS_FILE = path.join(import.meta.dirname, 'test-durations.json');

/** `project:path/from/the/root` → seconds, as measured in a whole run. */
export type Durations = Record<string, number>;

export function durationKey(project: string, root: string, file: string): string {
  return `${project}:${path.relative(root, file).split(path.sep).join('/')}`;
}

export function readDurations(file = DURATIONS_FILE): Durations {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Durations;
  } catch {
    return {};
  }
}

/**
 * The order the workers take files in: by group (`sequence.groupOrder`), then project by project
 * (a worker of one project is reused for the next file only if that file is of the same project:
 * mixing them would start a new worker, and import everything again, at every switch), the
 * project with the most measured time first, then each project's files longest first. Two
 * workers that take the longest files first end together: the last files to start are the
 * shortest (a file Vitest chose by size could start a 70-s browser file last, with one worker
 * idle for most of it). A file with no measured duration goes first, as Vitest does: it may be
 * long. Durations come from a committed file, so CI (no Vitest cache) orders as a local run does.
 */
export function orderByDuration<T extends { project: string; groupOrder: number; key: string }>(
  files: T[],
  durations: Durations,
): T[] {
  const known = (file: T) => durations[file.key];
  const projectTotal = new Map<string, number>();
  for (const file of files) {
    projectTotal.set(file.project, (projectTotal.get(file.project) ?? 0) + (known(file) ?? 0));
  }
  return [...files].sort((a, b) => {
    if (a.groupOrder !== b.groupOrder) return a.groupOrder - b.groupOrder;
    if (a.project !== b.project) {
      const byTotal = projectTotal.get(b.project)! - projectTotal.get(a.project)!;
      return byTotal !== 0 ? byTotal : a.project < b.project ? -1 : 1;
    }
    const da = known(a);
    const db = known(b);
    if (da === undefined || db === undefined) {
      if (da === db) return a.key < b.key ? -1 : 1;
      return da === undefined ? -1 : 1;
    }
    return db - da || (a.key < b.key ? -1 : 1);
  });
}

/** Vitest's sequencer (`sequence.sequencer`), ordering by the committed durations. */
export default class DurationSequencer extends BaseSequencer {
  private readonly durations: Durations;

  constructor(ctx: Vitest) {
    super(ctx);
    this.durations = readDurations();
  }

  override sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const entries = files.map((spec) => ({
      spec,
      project: spec.project.name,
      groupOrder: spec.project.config.sequence.groupOrder,
      key: durationKey(spec.project.name, root, spec.moduleId),
    }));
    return Promise.resolve(orderByDuration(entries, this.durations).map((entry) => entry.spec));
  }
}
