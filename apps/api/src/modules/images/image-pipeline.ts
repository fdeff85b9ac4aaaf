import { ErrorCode, type PictureType as ImageType } from '@ninetonine/contract';
import { createHash } from 'node:crypto';
import type createSharp from 'sharp';
import type { FormatEnum, Metadata } from 'sharp';
import { HttpError } from '../../http-error';
import { sniffImageType } from './image-type';

/** The widths a picture is stored at: phone cards, tablet and desktop cards, the details page. */
export const RENDITION_WIDTHS = [320, 640, 1280] as const;
const LARGEST_WIDTH = 1280;
/**
 * Decoding is refused above this many pixels (a 48 MP phone photo is about the largest real
 * one): a small file claiming 100,000 x 100,000 pixels would otherwise take gigabytes to decode.
 */
export const PICTURE_MAX_PIXELS = 50_000_000;
const WEBP_QUALITY = 80;
/** Bounds the CPU one picture may take. */
const SHARP_TIMEOUT_SECONDS = 20;

export interface Rendition {
  /** SHA-256 of the bytes: the server-made name it is stored under. */
  id: string;
  contentType: 'image/webp';
  data: Buffer;
  width: number;
  height: number;
}

/** One upload made safe: every width it is stored at, largest last. */
export interface RenderedUpload {
  renditions: Rendition[];
}

/**
 * sharp (libvips, tens of MB) loads with the first upload, not with the server: most processes
 * never see one, and start-up stays as light as the server-bundle test keeps it.
 */
let sharpModule: Promise<{ default: typeof createSharp }> | undefined;
const loadSharp = async () => (await (sharpModule ??= import('sharp'))).default;

const refused = (status: number, message: string) =>
  new HttpError(status, message, ErrorCode.PictureRefused);

const DECODER_FORMAT: Record<ImageType, keyof FormatEnum> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'heif',
};

const ACCEPTED = 'Only JPEG, PNG, WebP or AVIF pictures can be uploaded';

/** The standard widths below the picture's own, then its own width (at most the largest). */
function targetWidths(width: number): number[] {
  const largest = Math.min(width, LARGEST_WIDTH);
  return [...RENDITION_WIDTHS.filter((w) => w < largest), largest];
}

/**
 * Checks an uploaded file and re-encodes it: the type from its bytes, the size from its header
 * before any decoding, then one decode (which fails on truncated or corrupt data) resized to the
 * largest width, and WebP renditions made from that. Nothing of the original (EXIF with GPS
 * position, colour profiles, hidden payloads) survives; sharp writes no metadata unless asked.
 */
export async function renderImage(file: Buffer, label = 'The picture'): Promise<RenderedUpload> {
  const type = sniffImageType(file);
  if (!type) throw refused(415, `${label} is not a picture we accept. ${ACCEPTED}.`);
  const unreadable = () =>
    refused(
      400,
      `${label} could not be read. It may be damaged or cut short; try saving it again.`,
    );
  const options = { limitInputPixels: PICTURE_MAX_PIXELS, failOn: 'error' as const };
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    // The header only: no pixel is decoded before the size check below (sharp's own default
    // limit would refuse a bomb here too, as "unreadable" rather than "too large").
    meta = await sharp(file, { failOn: 'error', limitInputPixels: false }).metadata();
  } catch {
    throw unreadable();
  }
  // The decoder must agree with the bytes we sniffed (libvips reads AVIF as HEIF).
  if (meta.format !== DECODER_FORMAT[type] || !meta.width || !meta.height) throw unreadable();
  if (meta.width * meta.height > PICTURE_MAX_PIXELS) {
    throw refused(
      413,
      `${label} has too many pixels (at most ${PICTURE_MAX_PIXELS / 1e6} megapixels).`,
    );
  }
  try {
    // autoOrient: phones store portraits sideways with an EXIF flag that is about to be dropped.
    const { data: pixels, info } = await sharp(file, options)
      .timeout({ seconds: SHARP_TIMEOUT_SECONDS })
      .autoOrient()
      .resize({ width: LARGEST_WIDTH, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    const renditions: Rendition[] = [];
    for (const width of targetWidths(info.width)) {
      const { data, info: out } = await sharp(pixels, raw)
        .resize({ width })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true });
      renditions.push({
        id: createHash('sha256').update(data).digest('hex'),
        contentType: 'image/webp',
        data,
        width: out.width,
        height: out.height,
      });
    }
    return { renditions };
  } catch {
    throw unreadable();
  }
}
