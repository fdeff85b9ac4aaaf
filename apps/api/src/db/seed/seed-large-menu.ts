import { asc, count, isNull } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Database } from '../client';
import { foodImages, foodVariants, foods } from '../schema/index';
import { refreshPlannerStatistics, seedDemoMenuIfEmpty } from './seed-demo-menu';

const PREFIXES = [
  "Chef's",
  'Homestyle',
  'Midnight',
  'Street-Style',
  'Royal',
  'Smoky',
  'Loaded',
  'Mini',
  'Jumbo',
  'Zesty',
  'Golden',
  'Family',
  'Tiffin',
  'Weekend',
  'Signature',
] as const;
const BATCH = 500;

/**
 * "Smoky Paneer Tikka Wrap"; once every prefix is used, numbered ("... Wrap 1234"): names are
 * unique per category, as the menu requires.
 */
function largeMenuName(base: string, i: number, bases: number, n: number): string {
  const name = `${PREFIXES[Math.floor(i / bases) % PREFIXES.length]} ${base}`;
  return i < bases * PREFIXES.length ? name : `${name} ${n}`;
}

/**
 * Grows the menu to `total` foods (for benchmarks and load tests): the demo menu first, then
 * variations of its dishes ("Smoky Paneer Tikka Wrap"), reusing the demo pictures.
 */
export async function seedLargeMenu(db: Database, total: number): Promise<void> {
  await seedDemoMenuIfEmpty(db);
  const [existing] = await db.select({ n: count() }).from(foods);
  const missing = total - (existing?.n ?? 0);
  if (missing <= 0) return;

  const bases = await db
    .select()
    .from(foods)
    .where(isNull(foods.deletedAt))
    .orderBy(asc(foods.slug));
  const variants = await db.select().from(foodVariants);
  const pictures = await db.select().from(foodImages);
  const variantsOf = new Map<string, typeof variants>();
  for (const v of variants) variantsOf.set(v.foodId, [...(variantsOf.get(v.foodId) ?? []), v]);
  const pictureOf = new Map(pictures.map((p) => [p.foodId, p.imageId]));
  const offset = existing?.n ?? 0;

  await db.transaction(async (tx) => {
    for (let start = 0; start < missing; start += BATCH) {
      const foodRows: (typeof foods.$inferInsert)[] = [];
      const variantRows: (typeof foodVariants.$inferInsert)[] = [];
      const imageRows: (typeof foodImages.$inferInsert)[] = [];
      for (let i = start; i < Math.min(missing, start + BATCH); i++) {
        const n = offset + i;
        const base = bases[i % bases.length]!;
        const id = randomUUID();
        // Deterministic spread of prices and popularity, so runs are comparable.
        const factor = 0.8 + (n % 9) / 20;
        foodRows.push({
          ...base,
          id,
          slug: `${base.slug}-${n}`,
          name: largeMenuName(base.name, i, bases.length, n),
          isSpecial: false,
          popularity: (n * 7919) % 1000,
          createdAt: new Date(base.createdAt.getTime() - n * 1000),
        });
        for (const v of variantsOf.get(base.id) ?? []) {
          const priceMinor = Math.round((v.priceMinor * factor) / 100) * 100;
          variantRows.push({
            foodId: id,
            size: v.size,
            sortOrder: v.sortOrder,
            priceMinor,
            discountedPriceMinor:
              v.discountedPriceMinor === null ? null : Math.round(priceMinor * 0.9),
          });
        }
        const imageId = pictureOf.get(base.id);
        if (imageId) imageRows.push({ foodId: id, imageId, sortOrder: 0 });
      }
      await tx.insert(foods).values(foodRows);
      if (variantRows.length) await tx.insert(foodVariants).values(variantRows);
      if (imageRows.length) await tx.insert(foodImages).values(imageRows);
    }
  });
  await refreshPlannerStatistics(db);
}
