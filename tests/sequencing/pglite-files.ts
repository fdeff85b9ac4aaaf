import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readDurations } from './duration-sequencer.ts';
import { chooseCovering, type FileStatements } from './statement-coverage.ts';

/**
 * The API files that run on PGlite as well as on PostgreSQL (decision 0093): `required` (hand
 * kept, each with its reason: what statement coverage cannot see) and `covering` (chosen by
 * `npm run test:pglite-files` so that, with `required`, they send every statement the whole
 * PostgreSQL run sends). Paths from the repository's root.
 */
export const PGLITE_FILES_FILE = path.join(import.meta.dirname, 'pglite-files.json');

export interface PgliteFiles {
  /** Why each of these runs on both databases whatever the statements say. */
  required: Record<string, string>;
  /** Chosen by statement coverage (scripts/pglite-files.mjs). */
  covering: string[];
  /** When and on what the covering set was chosen. */
  measured?: string;
}

export function readPgliteFiles(file = PGLITE_FILES_FILE): PgliteFiles {
  return JSON.parse(readFileSync(file, 'utf8')) as PgliteFiles;
}

/**
 * The api-pglite project's files: every API file when `PGLITE_FILES=all` (the chooser's run, or
 * a developer changing something only one database could show), else the listed ones.
 */
export function pgliteIncludes(all: readonly string[], setting: string | undefined): string[] {
  if (setting === 'all') return [...all];
  if (setting !== undefined && setting !== '') {
    throw new Error(`PGLITE_FILES is "all" or unset, not "${setting}"`);
  }
  const { required, covering } = readPgliteFiles();
  return [...new Set([...Object.keys(required), ...covering])].sort();
}

/**
 * The chooser's run (`npm run test:pglite-files`: every API file on both databases): writes the
 * covering set for these statements, keeping `required`, and returns what it says of it.
 */
export function writeCovering(postgres: FileStatements, pglite: FileStatements): string[] {
  const current = readPgliteFiles();
  const durations = readDurations();
  const covering = chooseCovering(
    postgres,
    pglite,
    Object.keys(current.required),
    (file) => durations[`api-pglite:${file}`] ?? 1,
  );
  const statements = new Set([...postgres.values()].flat()).size;
  const next: PgliteFiles = {
    ...current,
    covering,
    measured: `${new Date().toISOString().slice(0, 10)}: ${statements} statements from ${postgres.size} files on PostgreSQL`,
  };
  writeFileSync(PGLITE_FILES_FILE, `${JSON.stringify(next, null, 2)}\n`);
  return [
    `PGlite files: ${Object.keys(current.required).length} required + ${covering.length} covering ${statements} statements (of ${pglite.size} files): ${path.relative(process.cwd(), PGLITE_FILES_FILE)}`,
  ];
}
