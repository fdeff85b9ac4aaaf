import { afterAll, beforeAll } from 'vitest';
import { fileStatements, startFileStatements } from './sql-statements';

// A set-up file's hooks wrap the file's own: this beforeAll runs before the file's first, and
// this afterAll after its last (hooks: 'stack'), so its app's closing statements count too.
beforeAll(() => {
  startFileStatements();
});

// Vitest reads a hook's first parameter as its fixtures, which must be destructured.
// eslint-disable-next-line no-empty-pattern
afterAll(({}, suite) => {
  suite.meta.sqlStatements = fileStatements();
});
