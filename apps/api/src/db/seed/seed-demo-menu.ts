import { toMinor } from '@ninetonine/contract';
import { count, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Database } from '../client';
import { slugify } from '../slug';
import {
  categories,
  foodImages,
  foodOptionGroups,
  foodOptions,
  foodVariants,
  foods,
  images,
} from '../schema/index';
import { createDatabaseImageStore } from '../../modules/images/images.repository';
import type { DemoArt } from './demo-art';
import type { DemoCategory } from './demo-menu/types';

/** Serialises concurrent seeders (two servers starting on one empty database). */
const SEED_LOCK_KEY = 9_21_0009;
const DAY_MS = 86_400_000;

async function hasMenu(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(categories);
  return (row?.n ?? 0) > 0;
}

async function insertDemoMenu(
  tx: Database,
  menu: readonly DemoCategory[],
  art: DemoArt,
): Promise<void> {
  // A category's art has one size. A dish's picture is saved as an upload is (decision 0019),
  // with its narrower renditions, so the storefront gets a srcset for it.
  await tx
    .insert(images)
    .values(
      [...art.categories.values()].map((i) => ({
        id: i.id,
        contentType: i.contentType,
        data: i.data,
        width: i.width,
        height: i.height,
      })),
    )
    .onConflictDoNothing();
  const pictures = createDatabaseImageStore();
  const saved = new Set<string>();
  for (const [name, image] of art.foods) {
    if (saved.has(image.id)) continue;
    saved.add(image.id);
    await pictures.save(tx, { renditions: [...(art.foodRenditions.get(name) ?? []), image] });
  }

  const now = Date.now();
  const foodRows: (typeof foods.$inferInsert)[] = [];
  const variantRows: (typeof foodVariants.$inferInsert)[] = [];
  const imageRows: (typeof foodImages.$inferInsert)[] = [];
  const groupRows: (typeof foodOptionGroups.$inferInsert)[] = [];
  const optionRows: (typeof foodOptions.$inferInsert)[] = [];
  const categoryRows = menu.map((c, index) => ({
    id: randomUUID(),
    slug: c.slug,
    name: c.name,
    description: c.description,
    imageId: art.categories.get(c.slug)?.id,
    sortOrder: index,
  }));

  let n = 0;
  menu.forEach((category, ci) => {
    for (const food of category.foods) {
      const id = randomUUID();
      const tags = new Set(food.tags ?? []);
      // Spread "added on" dates over two months so "newest" means something.
      const createdAt = new Date(now - ((n * 17) % 60) * DAY_MS - n * 60_000);
      n += 1;
      foodRows.push({
        id,
        slug: slugify(food.name),
        name: food.name,
        description: food.description,
        categoryId: categoryRows[ci]!.id,
        // The menu's author states veg or not, and nuts where present; no dish claims nut-free
        // or dairy-free without saying so (decision 0049).
        meat: tags.has('veg') || tags.has('vegan') ? 'free' : 'contains',
        animalProducts: tags.has('vegan') ? 'free' : tags.has('veg') ? 'unstated' : 'contains',
        nuts: tags.has('nuts') ? 'contains' : 'unstated',
        isSpicy: tags.has('spicy'),
        isSpecial: food.special ?? false,
        isAvailable: !food.unavailable,
        popularity: food.popularity,
        createdAt,
        updatedAt: createdAt,
      });
      food.sizes.forEach(([size, price, discounted], sortOrder) => {
        variantRows.push({
          foodId: id,
          size,
          priceMinor: toMinor(price),
          discountedPriceMinor: discounted === undefined ? null : toMinor(discounted),
          sortOrder,
        });
      });
      (food.options ?? []).forEach((group, groupOrder) => {
        const groupId = randomUUID();
        groupRows.push({
          id: groupId,
          foodId: id,
          name: group.name,
          minPicks: group.min,
          maxPicks: group.max,
          sortOrder: groupOrder,
        });
        group.options.forEach(([name, adds], sortOrder) => {
          optionRows.push({ groupId, name, priceDeltaMinor: toMinor(adds), sortOrder });
        });
      });
      const image = art.foods.get(food.name);
      if (image) imageRows.push({ foodId: id, imageId: image.id, sortOrder: 0 });
    }
  });

  await tx.insert(categories).values(categoryRows);
  await tx.insert(foods).values(foodRows);
  await tx.insert(foodVariants).values(variantRows);
  await tx.insert(foodImages).values(imageRows);
  if (groupRows.length) await tx.insert(foodOptionGroups).values(groupRows);
  if (optionRows.length) await tx.insert(foodOptions).values(optionRows);
}

/**
 * Seeds the demo menu (9 categories, 56 dishes, a picture for each) on first start:
 * only when there are no categories yet, all in one transaction.
 */
export async function seedDemoMenuIfEmpty(db: Database): Promise<void> {
  if (await hasMenu(db)) return;
  // Loaded only now: the menu, its drawings (~3,600 lines) and sharp stay out of every start-up
  // of a server whose database already has a menu (the build splits them into their own chunk).
  const [{ DEMO_MENU }, { renderDemoArt }] = await Promise.all([
    import('./demo-menu/index'),
    import('./demo-art'),
  ]);
  // Draw outside the transaction: it is CPU work and holds no locks.
  const art = await renderDemoArt();
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await hasMenu(tx)) return;
    await insertDemoMenu(tx, DEMO_MENU, art);
  });
  await refreshPlannerStatistics(db);
}

/**
 * Fresh statistics after a bulk load: without them the planner guesses, and on a large menu it
 * picks sequential scans over the trigram indexes (typeahead went from ~7 ms to ~200 ms).
 */
export async function refreshPlannerStatistics(db: Database): Promise<void> {
  await db.execute(sql`analyze categories, foods, food_variants, food_images`);
}
