import type { Logger } from 'drizzle-orm/logger';

declare module 'vitest' {
  interface TaskMeta {
    /** The statement shapes a test file sent to its databases (sql-statements-setup.ts). */
    sqlStatements?: string[];
  }
}

/**
 * Which statements a test file sent to its database (decision 0093). Every API file runs on
 * PostgreSQL; on PGlite, the files that together send every statement the PostgreSQL run sent
 * (tests/sequencing/pglite-files.json), so both databases still run every statement the app has,
 * and the summary reporter fails a whole run where one ran on PostgreSQL only.
 */

/**
 * A statement's shape: placeholders and literals stand for any value, and lists of them (IN
 * lists, multi-row VALUES) for any length, so one query with other values or more rows counts
 * as the same statement.
 */
export function statementShape(sql: string): string {
  return sql
    .replace(/\s+/g, ' ')
    .replace(/'(?:[^']|'')*'/g, "'…'")
    .replace(/\$\d+/g, '$')
    .replace(/\b\d+(?:\.\d+)?\b/g, 'N')
    .replace(/([$N]|'…')(?:, (?:[$N]|'…'))+/g, '$…')
    .replace(/(\([^()]*\))(?:, \1)+/g, '$1…')
    .trim();
}

// The current file's statements. API workers run their files one after another in one module
// registry (isolate: false), so one set, emptied as each file starts, belongs to that file.
const current = new Set<string>();

/** Drizzle's logger for test databases: notes each statement's shape for the running file. */
export const statementRecorder: Logger = {
  logQuery(query) {
    current.add(statementShape(query));
  },
};

/** Called as a file starts (sql-statements-setup.ts). */
export function startFileStatements(): void {
  current.clear();
}

/** The running file's statements so far, sorted. */
export function fileStatements(): string[] {
  return [...current].sort();
}
