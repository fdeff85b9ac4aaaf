import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule, Vitest } from 'vitest/node';
import { DURATIONS_FILE, durationKey, readDurations, type Durations } from './duration-sequencer';

/** A file's whole time in its worker: set-up, import, and its tests and hooks. */
function moduleSeconds(mod: TestModule): number {
  const d = mod.diagnostic();
  const ms =
    d.environmentSetupDuration +
    d.prepareDuration +
    d.collectDuration +
    d.setupDuration +
    d.duration;
  return Math.round(ms / 100) / 10;
}

/**
 * The new durations file: `measured` over `previous`, without files that no longer exist, keys
 * sorted (a refresh's diff shows only what changed).
 */
export function mergeDurations(
  previous: Durations,
  measured: Durations,
  exists: (file: string) => boolean,
): Durations {
  const merged = { ...previous, ...measured };
  const kept = Object.entries(merged)
    .filter(([key]) => exists(key.slice(key.indexOf(':') + 1)))
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return Object.fromEntries(kept);
}

/**
 * Writes the durations the sequencer orders by (`npm run test:durations`): the files that passed
 * in this run get their new time, the others keep theirs, and files that no longer exist are
 * dropped. A run of some files only refreshes those.
 */
export default class DurationsReporter implements Reporter {
  private root = process.cwd();

  onInit(vitest: Vitest) {
    this.root = vitest.config.root;
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const measured: Durations = {};
    for (const mod of testModules) {
      if (mod.state() !== 'passed') continue;
      measured[durationKey(mod.project.name, this.root, mod.moduleId)] = moduleSeconds(mod);
    }
    const durations = mergeDurations(readDurations(), measured, (file) =>
      existsSync(path.join(this.root, file)),
    );
    writeFileSync(DURATIONS_FILE, `${JSON.stringify(durations, null, 2)}\n`);
    process.stdout.write(
      `\nTest durations written to ${path.relative(this.root, DURATIONS_FILE)}\n`,
    );
  }
}
