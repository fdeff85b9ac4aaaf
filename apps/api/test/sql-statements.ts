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
  const value = '\uE000'; // a private-use character: in no statement
  return sql
    .replace(/\s+/g, ' ')
    .replace(/'(?:[^']|'')*'/g, value)
    .replace(/\$\d+/g, value)
    .replace(/\b\d+(?:\.\d+)?\b/g, value)
    .replace(/\uE000(?:, \uE000)*/g, '$…')
    .replace(/(\([^()]*\))(?:, \1)+/g, '$1')
    .trim();
}

/**
 * Transaction control is each driver's own: node-postgres's Drizzle sends `begin` and `commit`
 * as statements, PGlite's opens its transactions itself. What runs inside them is counted.
 */
const TRANSACTION_CONTROL = /^(?:begin|commit|rollback|savepoint|release savepoint)\b/i;

// The current file's statements. API workers run their files one after another in one module
// registry (isolate: false), so one set, emptied as each file starts, belongs to that file.
const current = new Set<string>();
// Every statement sent while statementsSent() runs, transaction control included: on PostgreSQL
// each is a round trip to the server.
let sent: string[] | undefined;

/** Drizzle's logger for test databases: notes each statement's shape for the running file. */
export const statementRecorder: Logger = {
  logQuery(query) {
    sent?.push(query);
    if (!TRANSACTION_CONTROL.test(query.trimStart())) current.add(statementShape(query));
  },
};

/**
 * The statements `work` sent, in order (its round trips to the database). Only for work that
 * runs alone: statements of anything running meanwhile count too.
 */
export async function statementsSent(work: () => Promise<unknown>): Promise<string[]> {
  sent = [];
  try {
    await work();
    return sent;
  } finally {
    sent = undefined;
  }
}

/** Called as a file starts (sql-statements-setup.ts). */
export function startFileStatements(): void {
  current.clear();
}

/** The running file's statements so far, sorted. */
export function fileStatements(): string[] {
  return [...current].sort();
}
