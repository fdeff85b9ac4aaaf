import {
  PICTURE_FILES_MAX,
  PICTURE_MAX_BYTES,
  type UploadPicturesResponse,
} from '@ninetonine/contract';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, imageRenditions, images } from '../../db/schema/index';
import { multipartForm, type FormPart } from '#test/multipart';
import { HTML, photoJpeg, plainImage, pngBomb, SVG } from '#test/picture-files';
import { signInAs, type SignedIn } from '#test/sign-in';
import { csrfHeaders, useTestApp } from '#test/test-app';

describe('POST /api/v1/staff/images', () => {
  const t = useTestApp({ seed: false });
  let staff: SignedIn;
  let photo: Buffer;

  beforeAll(async () => {
    staff = await signInAs(t.app, { role: 'staff' });
    photo = await photoJpeg(1600, 1200);
  });

  const upload = async (parts: FormPart[], who: SignedIn | null = staff) => {
    const form = await multipartForm(parts);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/images',
      headers: { ...csrfHeaders, ...form.headers, ...(who ? { cookie: who.cookie } : {}) },
      payload: form.payload,
    });
  };
  const file = (data: Uint8Array, filename: string, type = 'image/jpeg'): FormPart => ({
    name: 'images',
    file: data,
    filename,
    type,
  });

  const stored = async () => {
    const [imageRows] = await t.db.select({ n: count() }).from(images);
    const [auditRows] = await t.db.select({ n: count() }).from(auditLog);
    return { images: imageRows!.n, audit: auditRows!.n };
  };

  it('stores a photo as WebP at three widths, metadata stripped, for srcset', async () => {
    const res = await upload([file(photo, 'dosa.jpg')]);
    expect(res.statusCode).toBe(201);
    const [picture] = res.json<UploadPicturesResponse>().pictures;
    expect(picture).toMatchObject({ width: 1280, height: 960 });
    expect(picture!.src).toBe(`/api/v1/images/${picture!.id}`);
    const srcset = picture!.srcset.split(', ');
    expect(srcset.map((s) => s.split(' ')[1])).toEqual(['320w', '640w', '1280w']);
    for (const entry of srcset) {
      const [url, width] = entry.split(' ');
      const served = await t.app.inject({ url: url! });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: parseInt(width!, 10) });
      expect(meta.exif).toBeUndefined();
      expect(served.rawPayload.includes('secret-owner')).toBe(false);
    }
    const renditions = await t.db
      .select()
      .from(imageRenditions)
      .where(eq(imageRenditions.pictureId, picture!.id));
    expect(renditions).toHaveLength(3);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, picture!.id));
    expect(entry).toMatchObject({ action: 'image.upload', actorUserId: staff.userId });
  });

  it('accepts PNG, WebP and AVIF, never enlarging a small picture', async () => {
    const res = await upload([
      file(await plainImage('png', 200, 150), 'a.png', 'image/png'),
      file(await plainImage('webp'), 'b.webp', 'image/webp'),
      file(await plainImage('avif'), 'c.avif', 'image/avif'),
    ]);
    expect(res.statusCode).toBe(201);
    const { pictures } = res.json<UploadPicturesResponse>();
    expect(pictures.map((p) => [p.width, p.height])).toEqual([
      [200, 150],
      [64, 48],
      [64, 48],
    ]);
    expect(pictures[0]!.srcset).toBe(`/api/v1/images/${pictures[0]!.id} 200w`);
  });

  describe('refuses, stores nothing and stays up', () => {
    const cases: [string, () => Promise<FormPart[]>, number, RegExp][] = [
      [
        'an SVG',
        async () => [file(SVG, 'logo.svg', 'image/svg+xml')],
        415,
        /not a picture we accept/,
      ],
      [
        'an HTML page named .jpg',
        async () => [file(HTML, 'photo.jpg')],
        415,
        /not a picture we accept/,
      ],
      [
        'a truncated JPEG',
        async () => [file(photo.subarray(0, Math.floor(photo.length * 0.6)), 'cut.jpg')],
        400,
        /could not be read/,
      ],
      [
        'a decompression bomb',
        async () => [file(pngBomb(), 'bomb.png', 'image/png')],
        413,
        /too many pixels/,
      ],
      [
        "a 64-megapixel picture (above our limit, below sharp's)",
        async () => [file(pngBomb(8000, 8000), 'huge.png', 'image/png')],
        413,
        /too many pixels/,
      ],
      [
        'an oversized file',
        async () => {
          const big = Buffer.alloc(PICTURE_MAX_BYTES + 1);
          big.set(photo.subarray(0, 4));
          return [file(big, 'huge.jpg')];
        },
        413,
        /at most 10 MB/,
      ],
      [
        'too many files',
        async () => {
          const small = await plainImage('png');
          return Array.from({ length: PICTURE_FILES_MAX + 1 }, (_, i) =>
            file(small, `${i}.png`, 'image/png'),
          );
        },
        413,
        /at most 8 pictures/,
      ],
      [
        'a good picture sent with a bad one (all or nothing)',
        async () => [
          file(await plainImage('png', 90, 90), 'good.png', 'image/png'),
          file(SVG, 'x.svg'),
        ],
        415,
        /Picture 2 \(x\.svg\)/,
      ],
      [
        'an unexpected field',
        async () => [{ name: 'other', value: 'x' }],
        400,
        /Unexpected form field/,
      ],
      ['no file at all', async () => [], 400, /at least one picture/],
    ];

    it.each(cases)('%s', async (_name, parts, status, message) => {
      const before = await stored();
      const res = await upload(await parts());
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ message: expect.stringMatching(message) });
      expect(await stored()).toEqual(before);
      const health = await t.app.inject({ url: '/api/v1/categories' });
      expect(health.statusCode).toBe(200);
    });

    it('a JSON body instead of a form', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/staff/images',
        headers: { ...csrfHeaders, cookie: staff.cookie },
        payload: { images: ['x'] },
      });
      expect(res.statusCode).toBe(415);
    });
  });

  it('is for staff only: 401 signed out, 403 for customers', async () => {
    const before = await stored();
    const customer = await signInAs(t.app);
    expect((await upload([file(photo, 'a.jpg')], null)).statusCode).toBe(401);
    expect((await upload([file(photo, 'a.jpg')], customer)).statusCode).toBe(403);
    expect((await stored()).images).toBe(before.images);
  });
});
