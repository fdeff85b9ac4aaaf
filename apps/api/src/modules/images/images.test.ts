import type { Category, GetAllFoodResponse } from '@ninetonine/contract';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '#test/test-app';

describe('GET /api/v1/images/:id', () => {
  const t = useTestApp();

  it('serves every food and category picture as WebP, cached forever', async () => {
    const menu = await t.app.inject({ url: '/api/v1/foods/getAllFood?limit=100' });
    const cats = await t.app.inject({ url: '/api/v1/categories' });
    const urls = [
      ...menu.json<GetAllFoodResponse>().foods.flatMap((f) => f.foodImages),
      ...cats.json<{ categories: Category[] }>().categories.map((c) => c.image),
    ];
    expect(urls.length).toBeGreaterThanOrEqual(48);
    for (const url of urls) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // Already compressed: sent as is.
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
      // Content-addressed: the URL names the hash of the bytes.
      expect(url.endsWith(createHash('sha256').update(res.rawPayload).digest('hex'))).toBe(true);
    }
    const one = await t.app.inject({ url: urls[0]! });
    expect(await sharp(one.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 800,
      height: 600,
    });
  });

  it('answers 304 when the client already has it', async () => {
    const cats = await t.app.inject({ url: '/api/v1/categories' });
    const url = cats.json<{ categories: Category[] }>().categories[0]!.image;
    const first = await t.app.inject({ url });
    const again = await t.app.inject({
      url,
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('answers 404 with a message for an unknown image', async () => {
    const res = await t.app.inject({ url: `/api/v1/images/${'a'.repeat(64)}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Image not found' });
  });
});
