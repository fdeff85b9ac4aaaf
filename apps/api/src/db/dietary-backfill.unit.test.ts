import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const folder = path.resolve(import.meta.dirname, '../../drizzle');
const migrations = readdirSync(folder)
  .filter((f) => f.endsWith('.sql'))
  .sort();
const statements = (file: string) =>
  readFileSync(path.join(folder, file), 'utf8')
    .split('--> statement-breakpoint')
    .filter((s) => s.trim() !== '');

/**
 * The dish options migration's backfill (decision 0049): today's booleans become three-state facts, and no
 * dish gains a claim nobody made. Runs the real SQL files on a database with 0009's data.
 */
describe('the dietary facts backfill', () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await PGlite.create('memory://', { extensions: { pg_trgm } });
    const backfill = migrations.findIndex((f) => f.endsWith('_dish_options_and_dietary_facts.sql'));
    expect(backfill).toBeGreaterThan(0);
    for (const file of migrations.slice(0, backfill)) {
      for (const sql of statements(file)) await db.exec(sql);
    }
    await db.exec(`
      insert into categories (id, slug, name) values ('c', 'c', 'Mains');
      insert into foods (id, slug, name, category_id, is_veg, is_vegan, contains_nuts) values
        ('unticked', 'a', 'Unticked', 'c', false, false, false),
        ('veg', 'b', 'Veg with nuts', 'c', true, false, true),
        ('vegan', 'd', 'Vegan', 'c', false, true, false);
    `);
    for (const sql of statements(migrations[backfill]!)) await db.exec(sql);
  }, 60_000);
  afterAll(() => db?.close());

  it('keeps what a ticked box said and makes an unticked one "not stated"', async () => {
    const { rows } = await db.query(
      'select id, meat, animal_products, nuts from foods order by id',
    );
    expect(rows).toEqual([
      { id: 'unticked', meat: 'unstated', animal_products: 'unstated', nuts: 'unstated' },
      { id: 'veg', meat: 'free', animal_products: 'unstated', nuts: 'contains' },
      { id: 'vegan', meat: 'free', animal_products: 'free', nuts: 'unstated' },
    ]);
  });
});
