import { API_BASE_PATH, toMinor } from '@ninetonine/contract';
import type { FastifyInstance } from 'fastify';
import { createHash, randomUUID } from 'node:crypto';
import { categories, foodImages, foods, foodVariants, images } from '#src/db/schema/index';
import { csrfHeaders } from './test-app';

/** Test-only: a food on the menu with the given sizes (major-unit prices) and images. */
export async function createFood(
  app: FastifyInstance,
  opts: {
    name?: string;
    sizes?: { size: string; price: number; priceAfterDiscount?: number | null }[];
    images?: number;
    isAvailable?: boolean;
  } = {},
) {
  const tag = randomUUID().slice(0, 8);
  const [category] = await app.db
    .insert(categories)
    .values({ slug: `cat-${tag}`, name: `Category ${tag}` })
    .returning({ id: categories.id });
  const name = opts.name ?? `Paneer Tikka ${tag}`;
  const [food] = await app.db
    .insert(foods)
    .values({
      slug: `food-${tag}`,
      name,
      description: `${name}, grilled`,
      categoryId: category!.id,
      isAvailable: opts.isAvailable ?? true,
    })
    .returning({ id: foods.id });
  const sizes = opts.sizes ?? [
    { size: 'Regular', price: 249.5, priceAfterDiscount: null },
    { size: 'Large', price: 349, priceAfterDiscount: 299 },
  ];
  await app.db.insert(foodVariants).values(
    sizes.map((s, i) => ({
      foodId: food!.id,
      size: s.size,
      priceMinor: toMinor(s.price),
      discountedPriceMinor: s.priceAfterDiscount == null ? null : toMinor(s.priceAfterDiscount),
      sortOrder: i,
    })),
  );
  const imageIds: string[] = [];
  for (let i = 0; i < (opts.images ?? 2); i++) {
    const data = Buffer.from(`${tag}-${i}`);
    const id = createHash('sha256').update(data).digest('hex').slice(0, 32);
    await app.db
      .insert(images)
      .values({ id, contentType: 'image/webp', data, width: 1, height: 1 });
    // Inserted in reverse order so "first" must come from sortOrder, not insertion order.
    imageIds.push(id);
  }
  for (let i = imageIds.length - 1; i >= 0; i--) {
    await app.db
      .insert(foodImages)
      .values({ foodId: food!.id, imageId: imageIds[i]!, sortOrder: i });
  }
  // Written behind the app's back: announced like a staff write, so cached menus show it.
  await app.catalog.changed();
  return { id: food!.id, name, sizes, imageIds };
}

const CART = `${API_BASE_PATH}/cart`;

/** app.inject shorthand for the cart API as a signed-in (or anonymous) caller. */
export function cartClient(app: FastifyInstance, cookie?: string) {
  const headers = { ...csrfHeaders, ...(cookie ? { cookie } : {}) };
  const send = (method: 'POST' | 'PUT', action: string, payload: unknown) =>
    app.inject({ method, url: `${CART}/${action}`, headers, payload: payload as object });
  return {
    cookie,
    get: () => app.inject({ method: 'GET', url: `${CART}/getUserCart`, headers }),
    add: (payload: unknown) => send('POST', 'addToCart', payload),
    update: (payload: unknown) => send('PUT', 'updateCartItem', payload),
    remove: (query: Record<string, string>) =>
      app.inject({ method: 'DELETE', url: `${CART}/removeCartItem`, headers, query }),
    clear: () => app.inject({ method: 'DELETE', url: `${CART}/clearCart`, headers }),
  };
}
