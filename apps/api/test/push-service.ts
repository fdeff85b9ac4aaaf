import { execFileSync } from 'node:child_process';
import {
  createDecipheriv,
  createECDH,
  createHmac,
  createPublicKey,
  randomBytes,
  verify,
} from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A local stand-in for a browser vendor's push service, speaking the Web Push protocol
 * (RFC 8030) as web-push reaches it: an https POST of an aes128gcm body (RFC 8291) with
 * `Authorization: vapid t=<JWT>, k=<public key>` (RFC 8292), which it verifies like a real one.
 * Its certificate is made per run; the test app trusts `ca` and nothing else. It listens on
 * loopback, so the app reaches it only through PUSH_EXTRA_HOSTS naming its address and port.
 */

export interface ReceivedPush {
  /** The endpoint's last path segment: which test "browser" it is for. */
  device: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  /** The VAPID key the sender signed with, and the JWT's claims. */
  vapidKey: string;
  claims: { aud: string; exp: number; sub: string };
}

/** A test "browser": the key pair and auth secret PushManager.subscribe makes. */
export interface TestDevice {
  id: string;
  endpoint: string;
  /** As PushSubscription.toJSON() gives it. */
  subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  /** Decrypts a message sent to this device (RFC 8291), as the browser would. */
  decrypt(body: Buffer): unknown;
}

function selfSignedCertificate() {
  const dir = mkdtempSync(path.join(tmpdir(), 'nt-push-cert-'));
  try {
    const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
    execFileSync(
      'openssl',
      [
        ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
        [
          '-days',
          '1',
          '-subj',
          '/CN=127.0.0.1',
          '-addext',
          'subjectAltName=IP:127.0.0.1,DNS:localhost,DNS:push.test',
        ],
        ['-keyout', key, '-out', cert],
      ].flat(),
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** RFC 8291 section 3.4 and RFC 8188: one aes128gcm record, decrypted with the UA's keys. */
function decryptAes128gcm(body: Buffer, uaKeys: ReturnType<typeof createECDH>, auth: Buffer) {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const asPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const uaPublic = uaKeys.getPublicKey();
  const ecdhSecret = uaKeys.computeSecret(asPublic);
  const prkKey = hmac(auth, ecdhSecret);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
  const ikm = hmac(prkKey, Buffer.concat([keyInfo, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(-16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('not a last record');
  return JSON.parse(padded.subarray(0, end).toString('utf8')) as unknown;
}

/** Checks the VAPID JWT (ES256) against the key sent with it; the claims, or why not. */
function verifyVapid(authorization: string | undefined, audience: string) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) return { error: 'no vapid authorization' } as const;
  const [, jwt, k] = match as unknown as [string, string, string];
  const [header, payload, signature] = jwt.split('.') as [string, string, string];
  const point = Buffer.from(k, 'base64url');
  if (point.length !== 65 || point[0] !== 4) return { error: 'k is not a P-256 point' } as const;
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = Buffer.from(`${header}.${payload}`);
  const sig = Buffer.from(signature, 'base64url');
  if (!verify('sha256', signed, { key, dsaEncoding: 'ieee-p1363' }, sig)) {
    return { error: 'bad signature' } as const;
  }
  const head = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg?: string };
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as ReceivedPush['claims'];
  if (head.alg !== 'ES256') return { error: 'not ES256' } as const;
  if (claims.aud !== audience) return { error: `aud ${claims.aud}` } as const;
  // RFC 8292 section 2: at most 24 hours ahead.
  const now = Date.now() / 1000;
  if (!(claims.exp > now && claims.exp <= now + 86_400)) return { error: 'exp' } as const;
  if (!/^(mailto:|https:)/.test(claims.sub)) return { error: 'sub' } as const;
  return { claims, vapidKey: k } as const;
}

export function pushServiceStandIn() {
  const tls = selfSignedCertificate();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  /** Devices the service has forgotten: it answers 410 Gone. */
  const gone = new Set<string>();
  /** Devices it fails for: it answers 500. */
  const failing = new Set<string>();
  const waiters: Array<{ device: string; resolve: (p: ReceivedPush) => void }> = [];
  let server: Server | undefined;
  let origin = '';

  function handle(device: string, push: ReceivedPush) {
    received.push(push);
    for (const w of waiters.filter((x) => x.device === device)) {
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve(push);
    }
  }

  return {
    /** This service's certificate, the only one the test app's push transport trusts. */
    ca: tls.cert,
    /** Its origin, https://127.0.0.1:<port>, once listening. */
    get origin() {
      return origin;
    },
    /** `127.0.0.1:<port>` once listening: the PUSH_EXTRA_HOSTS entry that lets the app reach it. */
    get hostPort() {
      return origin.replace('https://', '');
    },
    received,
    refused,
    gone,
    failing,
    /** Starts listening (once: the apps of a file share it). */
    async listen() {
      if (server) return;
      server = createServer({ key: tls.key, cert: tls.cert }, (req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', () => {
          const device = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1];
          // The audience is the origin it was reached at, however the endpoint named it.
          const vapid = verifyVapid(req.headers.authorization, `https://${req.headers.host}`);
          const problem = !device
            ? 'unknown endpoint'
            : req.method !== 'POST'
              ? 'not a POST'
              : req.headers['content-encoding'] !== 'aes128gcm'
                ? 'not aes128gcm'
                : req.headers.ttl === undefined
                  ? 'no TTL'
                  : 'error' in vapid
                    ? vapid.error
                    : null;
          if (problem || !device || 'error' in vapid) {
            refused.push(problem ?? 'refused');
            res.writeHead(problem === 'unknown endpoint' ? 404 : 403).end(problem);
            return;
          }
          if (gone.has(device)) return void res.writeHead(410).end();
          if (failing.has(device)) return void res.writeHead(500).end('push service trouble');
          handle(device, {
            device,
            headers: req.headers,
            body: Buffer.concat(chunks),
            vapidKey: vapid.vapidKey,
            claims: vapid.claims,
          });
          res.writeHead(201).end();
        });
      });
      await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
      origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    /**
     * A new browser's subscription, its endpoint on this service; `origin` another way of
     * naming it (e.g. https://localhost:<port>), or a push service's it could stand for.
     */
    device(at = origin): TestDevice {
      const id = randomBytes(8).toString('hex');
      const keys = createECDH('prime256v1');
      keys.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${at}/push/${id}`;
      return {
        id,
        endpoint,
        subscription: {
          endpoint,
          expirationTime: null,
          keys: {
            p256dh: keys.getPublicKey().toString('base64url'),
            auth: auth.toString('base64url'),
          },
        },
        decrypt: (body) => decryptAes128gcm(body, keys, auth),
      };
    },
    /** What reached `device` so far. */
    to: (device: TestDevice) => received.filter((p) => p.device === device.id),
    /** The next message that reaches `device` from now on. */
    next(device: TestDevice): Promise<ReceivedPush> {
      return new Promise((resolve) => waiters.push({ device: device.id, resolve }));
    },
    async close() {
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    },
  };
}
