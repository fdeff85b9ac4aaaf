import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

export interface RenderedImage {
  /** SHA-256 of the bytes: images are content-addressed. */
  id: string;
  contentType: 'image/webp';
  data: Buffer;
  width: number;
  height: number;
}

const WEBP_QUALITY = 80;
/** Rendering ~65 pictures takes seconds; every test file seeds a fresh database, so keep them. */
const CACHE_DIR = path.join(os.tmpdir(), 'ninetonine-seed-art');
const memo = new Map<string, Promise<RenderedImage>>();

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

async function readCached(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch {
    return null;
  }
}

/** Best effort: a read-only or full tmp only costs a re-render next time. */
async function writeCached(file: string, data: Buffer): Promise<void> {
  try {
    await mkdir(CACHE_DIR, { recursive: true });
    // Write then rename so a parallel reader never sees half a file.
    const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(tmp, data);
    await rename(tmp, file);
  } catch {
    // ignore
  }
}

async function render(svg: string, width: number, height: number): Promise<RenderedImage> {
  // The size is part of the key: one drawing is rendered at several widths.
  const key = sha256(
    `${sharp.versions.sharp}|${sharp.versions.webp}|q${WEBP_QUALITY}|${width}x${height}|${svg}`,
  );
  const file = path.join(CACHE_DIR, `${key}.webp`);
  let data = await readCached(file);
  if (!data || data.length < 12 || data.subarray(8, 12).toString('latin1') !== 'WEBP') {
    data = await sharp(Buffer.from(svg))
      .resize(width, height)
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
    await writeCached(file, data);
  }
  return { id: sha256(data), contentType: 'image/webp', data, width, height };
}

/** SVG to WebP, memoised per process and cached on disk across processes. */
export function renderWebp(svg: string, width: number, height: number): Promise<RenderedImage> {
  const key = `${width}x${height}|${svg}`;
  let pending = memo.get(key);
  if (!pending) {
    pending = render(svg, width, height);
    // A failed render must not stay memoised.
    pending.catch(() => memo.delete(key));
    memo.set(key, pending);
  }
  return pending;
}
