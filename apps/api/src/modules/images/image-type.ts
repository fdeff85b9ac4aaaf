import type { PictureType as ImageType } from '@ninetonine/contract';

const startsWith = (bytes: Uint8Array, at: number, ascii: string) =>
  bytes.length >= at + ascii.length &&
  [...ascii].every((c, i) => bytes[at + i] === c.charCodeAt(0));

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** AVIF is an ISO-BMFF file whose `ftyp` box names an AVIF brand (HEIC and MP4 do not). */
function isAvif(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, 4, 'ftyp') || bytes.length < 16) return false;
  const boxSize = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
  const end = Math.min(boxSize, bytes.length, 256);
  // The major brand at 8, then compatible brands from 16, four bytes each (12-15 is a version).
  for (let at = 8; at + 4 <= end; at += at === 8 ? 8 : 4) {
    if (startsWith(bytes, at, 'avif') || startsWith(bytes, at, 'avis')) return true;
  }
  return false;
}

/**
 * What a file really is, from its first bytes: never from its name or the type the browser
 * claims (an HTML page named photo.jpg is HTML). Null for anything not accepted, SVG included
 * (it is a document that can carry scripts, not a picture).
 */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'image/jpeg';
  }
  if (PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return 'image/png';
  if (startsWith(bytes, 0, 'RIFF') && startsWith(bytes, 8, 'WEBP')) return 'image/webp';
  if (isAvif(bytes)) return 'image/avif';
  return null;
}
