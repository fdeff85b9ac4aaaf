import { API_BASE_PATH, TABLE_GUEST_COOKIE, tablePagePath } from '@ninetonine/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { qrCodeSvg } from '../../qr-code-svg';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** 24 random bytes, base64url: 32 characters nobody guesses from another table's. */
export const newTableToken = () => randomBytes(24).toString('base64url');

/** The page the table's QR opens, absolute on PUBLIC_URL. */
export const tableLink = (publicUrl: string, token: string) =>
  new URL(tablePagePath(token), publicUrl).toString();

/** The QR as SVG text, drawn by our server as the rider's UPI code is (decision 0090). */
export const tableQrSvg = (link: string) =>
  qrCodeSvg(link, { errorCorrectionLevel: 'M', margin: 2 });

/** Cards are printed in one go: a sheet of 40 tables draws each QR once. */
const DRAWN_MAX = 500;
const drawn = new Map<string, string>();

/** The QR as an SVG `data:` URL for an <img> (the CSP's img-src allows data:). */
export async function tableQrDataUrl(link: string): Promise<string> {
  const known = drawn.get(link);
  if (known) return known;
  const url = `data:image/svg+xml;base64,${Buffer.from(await tableQrSvg(link)).toString('base64')}`;
  if (drawn.size >= DRAWN_MAX) drawn.delete(drawn.keys().next().value!);
  drawn.set(link, url);
  return url;
}

/** Only the guest API's paths carry the cookie. */
const COOKIE_PATH = `${API_BASE_PATH}/table`;
/** A long evening; the tab's own state decides what the guest may still do. */
const COOKIE_MAX_AGE_SECONDS = 12 * 60 * 60;

/**
 * The guest's cookie (decision 0094): `<guest id>.<HMAC-SHA256 of it with the session secret>`,
 * so a guest id cannot be made up or changed into another guest's.
 */
export function createGuestCookies(secret: string) {
  const mac = (guestId: string) =>
    createHmac('sha256', secret).update(`table-guest:${guestId}`).digest('base64url');

  return {
    set(request: FastifyRequest, reply: FastifyReply, guestId: string) {
      reply.setCookie(TABLE_GUEST_COOKIE, `${guestId}.${mac(guestId)}`, {
        httpOnly: true,
        secure: request.server.env?.COOKIE_SECURE ?? request.protocol === 'https',
        sameSite: 'lax',
        path: COOKIE_PATH,
        maxAge: COOKIE_MAX_AGE_SECONDS,
      });
    },

    /** The guest id the request's cookie proves; null without a valid one. */
    guestOf(request: FastifyRequest): string | null {
      const value = request.cookies?.[TABLE_GUEST_COOKIE];
      if (!value) return null;
      const dot = value.lastIndexOf('.');
      if (dot <= 0) return null;
      const guestId = value.slice(0, dot);
      const given = Buffer.from(value.slice(dot + 1));
      const expected = Buffer.from(mac(guestId));
      return given.length === expected.length && timingSafeEqual(given, expected) ? guestId : null;
    },
  };
}
export type GuestCookies = ReturnType<typeof createGuestCookies>;
