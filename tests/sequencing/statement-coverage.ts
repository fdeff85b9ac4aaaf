/**
 * Statement coverage of the two databases (decision 0093): which statement shapes each API file
 * sent on PGlite and on PostgreSQL (apps/api/test/sql-statements.ts), whether every one sent on
 * PostgreSQL was also sent on PGlite, and the files that make it so.
 */

/** File (from the repository's root) → the statement shapes it sent. */
export type FileStatements = Map<string, readonly string[]>;

/** Statement → the files that sent it. */
function byStatement(files: FileStatements): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [file, statements] of files) {
    for (const statement of statements) {
      const list = out.get(statement);
      if (list) list.push(file);
      else out.set(statement, [file]);
    }
  }
  return out;
}

/** Statements PostgreSQL ran that PGlite never did, each with the files that sent it. */
export function statementsOnPostgresOnly(
  postgres: FileStatements,
  pglite: FileStatements,
): Array<{ statement: string; files: string[] }> {
  const onPglite = byStatement(pglite);
  return [...byStatement(postgres)]
    .filter(([statement]) => !onPglite.has(statement))
    .map(([statement, files]) => ({ statement, files: files.sort() }))
    .sort((a, b) => (a.statement < b.statement ? -1 : 1));
}

/**
 * Files to run on PGlite besides `required` so that every statement PostgreSQL ran is sent on
 * PGlite too: greedily the file that adds the most uncovered statements per second of its
 * PGlite time (`seconds`, default 1), from a run with every file on both databases. A statement
 * no PGlite file sent (a PostgreSQL-only file's) cannot be covered and is left out.
 */
export function chooseCovering(
  postgres: FileStatements,
  pglite: FileStatements,
  required: readonly string[],
  seconds: (file: string) => number = () => 1,
): string[] {
  const wanted = new Set(byStatement(postgres).keys());
  for (const file of required) for (const s of pglite.get(file) ?? []) wanted.delete(s);
  const reachable = new Set([...pglite.values()].flat());
  for (const s of [...wanted]) if (!reachable.has(s)) wanted.delete(s);
  const chosen: string[] = [];
  const candidates = new Map(
    [...pglite].filter(([file]) => !required.includes(file)).map(([f, s]) => [f, new Set(s)]),
  );
  while (wanted.size > 0) {
    let best: { file: string; score: number; gain: number } | undefined;
    for (const [file, statements] of candidates) {
      let gain = 0;
      for (const s of statements) if (wanted.has(s)) gain += 1;
      if (gain === 0) continue;
      const score = gain / Math.max(0.1, seconds(file));
      if (!best || score > best.score || (score === best.score && file < best.file)) {
        best = { file, score, gain };
      }
    }
    if (!best) break;
    chosen.push(best.file);
    for (const s of candidates.get(best.file)!) wanted.delete(s);
    candidates.delete(best.file);
  }
  return chosen.sort();
}

/** The lines a whole run prints when PostgreSQL ran a statement PGlite never did (empty: none). */
export function uncoveredReport(postgres: FileStatements, pglite: FileStatements): string[] {
  const missing = statementsOnPostgresOnly(postgres, pglite);
  if (missing.length === 0) return [];
  const files = [...new Set(missing.flatMap((m) => m.files))].sort();
  return [
    `${missing.length} statement(s) ran on PostgreSQL and never on PGlite (decision 0093):`,
    ...missing.slice(0, 10).map((m) => `  ${m.statement.slice(0, 160)}\n    sent by ${m.files[0]}`),
    ...(missing.length > 10 ? [`  … and ${missing.length - 10} more`] : []),
    `Run \`npm run test:pglite-files\` to choose the PGlite files again, or list one of these in`,
    `tests/sequencing/pglite-files.json: ${files.slice(0, 5).join(', ')}`,
  ];
}
