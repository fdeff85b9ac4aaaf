import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Decision 0077: the order's lifecycle is the one owner of `orders.status`. The sources are read
 * as text: only order-status.repository.ts writes the orders table, and only order-lifecycle.ts
 * calls its status writes. Tests and their fixtures are left out (they set up past states).
 */
const src = fileURLToPath(new URL('../../', import.meta.url));
const OWNER_REPOSITORY = 'modules/orders/order-status.repository.ts';
const OWNER = 'modules/orders/order-lifecycle.ts';

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.includes('.test.') ? [path] : [];
  });
}

/** A write of the orders table: Drizzle's insert/update of `orders`, or SQL text doing it. */
const writesOrdersTable = (text: string) =>
  /\.(insert|update)\(\s*orders\s*\)/.test(text) ||
  /\b(update|insert\s+into)\s+"?orders"?\s/i.test(text);
/** A call of the owner repository's status writes. */
const movesStatus = (text: string) => /\.(writeStatus|insertOrder)\(/.test(text);

const files = sources(src).map((path) => ({
  name: relative(src, path).split('\\').join('/'),
  text: readFileSync(path, 'utf8'),
}));

describe('the one owner of orders.status', () => {
  it('recognises the writes it looks for', () => {
    expect(writesOrdersTable("await tx.update(orders).set({ status: 'placed' })")).toBe(true);
    expect(writesOrdersTable('await ex.insert( orders ).values(row)')).toBe(true);
    expect(writesOrdersTable("sql`UPDATE orders SET status = 'placed'`")).toBe(true);
    expect(writesOrdersTable('await ex.update(orderLines).set({})')).toBe(false);
    expect(movesStatus('await statuses.writeStatus(tx, id, from, to, at)')).toBe(true);
  });

  it('finds the sources it scans', () => {
    expect(files.map((f) => f.name)).toEqual(expect.arrayContaining([OWNER, OWNER_REPOSITORY]));
  });

  it('lets only order-status.repository.ts write the orders table', () => {
    const writers = files.filter((f) => writesOrdersTable(f.text)).map((f) => f.name);
    expect(writers).toEqual([OWNER_REPOSITORY]);
  });

  it('lets only the order lifecycle move an order’s status', () => {
    const movers = files
      .filter((f) => f.name !== OWNER_REPOSITORY && movesStatus(f.text))
      .map((f) => f.name);
    expect(movers).toEqual([OWNER]);
  });
});
