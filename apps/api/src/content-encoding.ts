import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** The encodings we send ready-made answers in. */
export type Encoding = 'br' | 'gzip';

/** The best encoding the client accepts: br, then gzip, then none (q=0 refuses one). */
export function pickEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  let br = -1;
  let gz = -1;
  let any = -1;
  for (const part of header.split(',')) {
    const [token = '', ...params] = part.split(';');
    let q = 1;
    for (const param of params) {
      const m = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(param);
      if (m) q = Number(m[1]);
    }
    const name = token.trim().toLowerCase();
    if (name === 'br') br = q;
    else if (name === 'gzip' || name === 'x-gzip') gz = q;
    else if (name === '*') any = q;
  }
  if (br < 0) br = any;
  if (gz < 0) gz = any;
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return null;
}

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * Compresses bytes that are made once and sent many times (catalog answers, storefront pages):
 * worth a high quality.
 */
export const compressOnce: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  gzip: (body) => gzip(body, { level: 9 }),
  br: (body) =>
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
};
