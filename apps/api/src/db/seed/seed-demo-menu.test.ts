import { count, eq, isNotNull } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '#test/test-app';
import {
  categories,
  foodImages,
  foodVariants,
  foods,
  imageRenditions,
  images,
} from '../schema/index';
import { seedDemoMenuIfEmpty } from './seed-demo-menu';
import { seedLargeMenu } from './seed-large-menu';

describe('demo menu seed', () => {
  const t = useTestApp();

  it('seeds at least 8 categories and 40 foods, each with a picture', async () => {
    const cats = await t.db.select().from(categories);
    const allFoods = await t.db.select().from(foods);
    expect(cats.length).toBeGreaterThanOrEqual(8);
    expect(allFoods.length).toBeGreaterThanOrEqual(40);
    expect(cats.every((c) => c.imageId)).toBe(true);
    const pictures = await t.db.select().from(foodImages);
    expect(new Set(pictures.map((p) => p.foodId))).toEqual(new Set(allFoods.map((f) => f.id)));
    // Each dish has its own picture.
    expect(new Set(pictures.map((p) => p.imageId)).size).toBe(allFoods.length);
  });

  it('gives each food 1 to 3 sizes, about a third discounted, about 8 specials', async () => {
    const allFoods = await t.db.select().from(foods);
    const variants = await t.db.select().from(foodVariants);
    const sizes = new Map<string, number>();
    for (const v of variants) sizes.set(v.foodId, (sizes.get(v.foodId) ?? 0) + 1);
    for (const f of allFoods) {
      expect(sizes.get(f.id)).toBeGreaterThanOrEqual(1);
      expect(sizes.get(f.id)).toBeLessThanOrEqual(3);
    }
    for (const v of variants) {
      expect(Number.isInteger(v.priceMinor)).toBe(true);
      expect(v.priceMinor % 100).toBe(0);
    }
    const discounted = new Set(variants.filter((v) => v.discountedPriceMinor).map((v) => v.foodId));
    const share = discounted.size / allFoods.length;
    expect(share).toBeGreaterThan(0.25);
    expect(share).toBeLessThan(0.42);
    const specials = allFoods.filter((f) => f.isSpecial).length;
    expect(specials).toBeGreaterThanOrEqual(7);
    expect(specials).toBeLessThanOrEqual(9);
  });

  it('has dietary flags that make sense and varied popularity', async () => {
    const allFoods = await t.db.select().from(foods);
    const vegan = allFoods.filter((f) => f.animalProducts === 'free');
    expect(vegan.length).toBeGreaterThan(0);
    expect(vegan.every((f) => f.meat === 'free')).toBe(true);
    expect(allFoods.some((f) => f.meat === 'contains')).toBe(true);
    expect(allFoods.some((f) => f.isSpicy)).toBe(true);
    expect(allFoods.some((f) => !f.isSpicy)).toBe(true);
    // Nobody stated a dish nut-free: the menu never claims it (decision 0049).
    expect(allFoods.some((f) => f.nuts === 'contains')).toBe(true);
    expect(allFoods.some((f) => f.nuts === 'free')).toBe(false);
    expect(new Set(allFoods.map((f) => f.popularity)).size).toBeGreaterThan(30);
    const [paneer] = allFoods.filter((f) => f.name === 'Paneer Butter Masala');
    expect(paneer).toMatchObject({ meat: 'free', nuts: 'contains' });
  });

  it('stores WebP pictures at 800x600 (foods) and 640x400 (categories), content-addressed', async () => {
    const rows = await t.db.select().from(images);
    const { createHash } = await import('node:crypto');
    for (const row of rows) {
      expect(row.contentType).toBe('image/webp');
      const bytes = Buffer.from(row.data);
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(row.id);
    }
    const [food] = await t.db
      .select({ data: images.data })
      .from(images)
      .innerJoin(foodImages, eq(foodImages.imageId, images.id))
      .limit(1);
    const meta = await sharp(Buffer.from(food!.data)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 800, height: 600 });
    const [cat] = await t.db
      .select({ data: images.data })
      .from(images)
      .innerJoin(categories, eq(categories.imageId, images.id))
      .limit(1);
    expect(await sharp(Buffer.from(cat!.data)).metadata()).toMatchObject({
      width: 640,
      height: 400,
    });
  });

  it('stores each dish at 320, 640 and 800 px for srcset, the picture named by the largest', async () => {
    const pictures = await t.db.selectDistinct({ id: foodImages.imageId }).from(foodImages);
    const rows = await t.db
      .select({
        pictureId: imageRenditions.pictureId,
        width: imageRenditions.width,
        imageWidth: images.width,
        imageHeight: images.height,
        imageId: images.id,
      })
      .from(imageRenditions)
      .innerJoin(images, eq(images.id, imageRenditions.imageId));
    for (const { id } of pictures) {
      const mine = rows.filter((r) => r.pictureId === id).sort((a, b) => a.width - b.width);
      expect(mine.map((r) => [r.width, r.imageWidth, r.imageHeight])).toEqual([
        [320, 320, 240],
        [640, 640, 480],
        [800, 800, 600],
      ]);
      expect(mine[2]!.imageId).toBe(id);
    }
    const res = await t.app.inject('/api/v1/foods/getAllFood?limit=1');
    const [food] = res.json<{ foods: { pictures: { srcset: string }[] }[] }>().foods;
    expect(food!.pictures[0]!.srcset).toMatch(/ 320w, .* 640w, .* 800w$/);
  });

  it('contains no external URLs', async () => {
    const rows = await t.db.select().from(foods);
    expect(rows.some((f) => /https?:\/\//.test(f.description))).toBe(false);
  });

  it('is idempotent: seeding again adds nothing', async () => {
    const before = await t.db.select({ n: count() }).from(foods);
    await seedDemoMenuIfEmpty(t.db);
    const after = await t.db.select({ n: count() }).from(foods);
    expect(after).toEqual(before);
  });

  it('grows to a large menu reusing the pictures', async () => {
    const [imagesBefore] = await t.db.select({ n: count() }).from(images);
    await seedLargeMenu(t.db, 300);
    const [foodCount] = await t.db.select({ n: count() }).from(foods);
    const [imagesAfter] = await t.db.select({ n: count() }).from(images);
    expect(foodCount!.n).toBe(300);
    expect(imagesAfter).toEqual(imagesBefore);
    const [withPicture] = await t.db
      .select({ n: count() })
      .from(foodImages)
      .where(isNotNull(foodImages.imageId));
    expect(withPicture!.n).toBe(300);
    await seedLargeMenu(t.db, 300);
    const [again] = await t.db.select({ n: count() }).from(foods);
    expect(again!.n).toBe(300);
  });
});
