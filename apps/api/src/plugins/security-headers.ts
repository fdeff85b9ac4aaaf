import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface SecurityOptions {
  /** Extra origins the page may connect to (the Firebase emulator or Firebase's own APIs). */
  connectSrc: string[];
  /** Extra frame sources (Firebase's reCAPTCHA and auth handler with a real project). */
  frameSrc: string[];
  /** Extra script sources (reCAPTCHA with a real project). */
  scriptSrc: string[];
  /** Send Strict-Transport-Security (production behind HTTPS). */
  hsts: boolean;
}

/** Strict CSP (no inline scripts), nosniff, no framing, plus compression. */
export default fp(
  async function securityHeaders(app: FastifyInstance, opts: SecurityOptions) {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...opts.scriptSrc],
          styleSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'"],
          connectSrc: ["'self'", ...opts.connectSrc],
          frameSrc: ["'self'", ...opts.frameSrc],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
        },
      },
      crossOriginEmbedderPolicy: false,
      // The Google sign-in popup needs to talk back to its opener.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      strictTransportSecurity: opts.hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    });
    await app.register(compress, { threshold: 1024 });
  },
  { name: 'security-headers' },
);
