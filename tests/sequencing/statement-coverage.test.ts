import { describe, expect, it } from 'vitest';
import { statementShape } from '../../apps/api/test/sql-statements';
import {
  chooseCovering,
  statementsOnPostgresOnly,
  uncoveredReport,
  type FileStatements,
} from './statement-coverage';

describe('a statement’s shape', () => {
  it('stands for any values and any number of them', () => {
    expect(statementShape('select * from "t" where "id" in ($1, $2, $3) limit 20')).toBe(
      statementShape('select * from "t"  where "id" in ($7) limit 5'),
    );
    expect(statementShape(`insert into "t" ("a", "b") values ($1, $2), ($3, $4)`)).toBe(
      statementShape(`insert into "t" ("a", "b") values ($1, $2)`),
    );
    expect(statementShape("select 'it''s', 'x' from t1")).toBe('select $… from t1');
  });

  it('keeps apart what differs in the statement itself', () => {
    expect(statementShape('select "a" from "t"')).not.toBe(statementShape('select "b" from "t"'));
    expect(statementShape('select * from t1')).not.toBe(statementShape('select * from t2'));
  });
});

const files = (entries: Record<string, string[]>): FileStatements =>
  new Map(Object.entries(entries));

describe('statement coverage of the two databases', () => {
  const postgres = files({ a: ['s1', 's2'], b: ['s2', 's3'], c: ['s4'] });

  it('names what PostgreSQL ran and PGlite never did, with the files that sent it', () => {
    expect(statementsOnPostgresOnly(postgres, files({ a: ['s1', 's2'] }))).toEqual([
      { statement: 's3', files: ['b'] },
      { statement: 's4', files: ['c'] },
    ]);
    expect(uncoveredReport(postgres, files({ a: ['s1', 's2'], b: ['s3'], c: ['s4'] }))).toEqual([]);
    expect(uncoveredReport(postgres, files({ a: ['s1'] })).join('\n')).toMatch(
      /3 statement\(s\) ran on PostgreSQL and never on PGlite[\s\S]*sent by a/,
    );
  });

  it('chooses files that cover every statement, beside the required ones, cheapest first', () => {
    const pglite = files({ a: ['s1', 's2'], b: ['s2', 's3'], c: ['s4'], d: ['s1', 's2', 's3'] });
    // d covers s1-s3 alone, c adds s4; a and b are not needed.
    expect(chooseCovering(postgres, pglite, [])).toEqual(['c', 'd']);
    // Required c: only d is added. A slow d loses to a and b when they are cheap enough.
    expect(chooseCovering(postgres, pglite, ['c'])).toEqual(['d']);
    const seconds = (file: string) => (file === 'd' ? 100 : 1);
    expect(chooseCovering(postgres, pglite, ['c'], seconds)).toEqual(['a', 'b']);
  });

  it('leaves out what no PGlite file sent (a PostgreSQL-only file’s statements)', () => {
    expect(chooseCovering(files({ a: ['s1', 'x'] }), files({ a: ['s1'] }), [])).toEqual(['a']);
  });
});
