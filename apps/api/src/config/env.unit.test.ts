import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

const secret = 'x'.repeat(40);
const totpKey = Buffer.alloc(32, 1).toString('base64');
/** What production needs besides the secret: real mail, and links to the public address. */
const mail = {
  SMTP_URL: 'smtp://mailer:pw@smtp.example.test:587',
  MAIL_FROM: 'NineToNine <orders@example.test>',
  PUBLIC_URL: 'https://order.example.test/',
};
/** Everything production requires. */
const production = {
  NODE_ENV: 'production',
  SESSION_SECRET: secret,
  TOTP_ENCRYPTION_KEY: totpKey,
  ...mail,
};

describe('loadEnv (validated once, at boot)', () => {
  it('has working defaults for a local start', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      ACCESS_TOKEN_TTL_SECONDS: 900,
    });
    expect(env.DATA_DIR).toMatch(/data$/);
  });

  it('picks the event bus: in-process by default, a shared carrier only with its connection', () => {
    expect(loadEnv({}).EVENT_BUS).toBe('memory');
    expect(() => loadEnv({ EVENT_BUS: 'postgres' })).toThrow(
      /EVENT_BUS=postgres needs DATABASE_URL/,
    );
    expect(() => loadEnv({ EVENT_BUS: 'redis' })).toThrow(/EVENT_BUS=redis needs REDIS_URL/);
    expect(() => loadEnv({ EVENT_BUS: 'kafka' })).toThrow(/EVENT_BUS/);
    const env = loadEnv({ EVENT_BUS: 'postgres', DATABASE_URL: 'postgres://db/x' });
    expect(env.EVENT_BUS).toBe('postgres');
    expect(loadEnv({ EVENT_BUS: 'redis', REDIS_URL: 'redis://r:6379' }).EVENT_BUS).toBe('redis');
  });

  it('has a session idle timeout: 7 days by default, within the session and token lifetimes', () => {
    expect(loadEnv({}).SESSION_IDLE_TIMEOUT_MINUTES).toBe(10_080);
    expect(loadEnv({ SESSION_IDLE_TIMEOUT_MINUTES: '30' }).SESSION_IDLE_TIMEOUT_MINUTES).toBe(30);
    expect(() => loadEnv({ SESSION_IDLE_TIMEOUT_MINUTES: '4' })).toThrow(/SESSION_IDLE_TIMEOUT/);
    expect(() => loadEnv({ SESSION_IDLE_TIMEOUT_MINUTES: 'soon' })).toThrow(/SESSION_IDLE/);
    // Longer than the absolute lifetime, or shorter than an access token lives: refused.
    expect(() =>
      loadEnv({ REFRESH_TOKEN_TTL_DAYS: '1', SESSION_IDLE_TIMEOUT_MINUTES: '1441' }),
    ).toThrow(/at most the absolute session lifetime/);
    expect(() => loadEnv({ SESSION_IDLE_TIMEOUT_MINUTES: '15' })).toThrow(/ACCESS_TOKEN_TTL/);
    expect(
      loadEnv({ ACCESS_TOKEN_TTL_SECONDS: '60', SESSION_IDLE_TIMEOUT_MINUTES: '5' })
        .SESSION_IDLE_TIMEOUT_MINUTES,
    ).toBe(5);
  });

  it('requires SESSION_SECRET in production', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
    expect(loadEnv(production).NODE_ENV).toBe('production');
  });

  it('requires TOTP_ENCRYPTION_KEY in production: 32 bytes, hex or base64, and its predecessor', () => {
    const prod = { NODE_ENV: 'production', SESSION_SECRET: secret, ...mail };
    expect(() => loadEnv(prod)).toThrow(/TOTP_ENCRYPTION_KEY is required/);
    const hex = 'ab'.repeat(32);
    expect(loadEnv({ ...prod, TOTP_ENCRYPTION_KEY: hex }).TOTP_ENCRYPTION_KEY).toBe(hex);
    expect(loadEnv({ TOTP_ENCRYPTION_KEY: '' }).TOTP_ENCRYPTION_KEY).toBeUndefined();
    for (const bad of ['ab'.repeat(31), Buffer.alloc(31).toString('base64'), 'x'.repeat(44)]) {
      expect(() => loadEnv({ TOTP_ENCRYPTION_KEY: bad })).toThrow(/32 bytes/);
    }
    expect(() => loadEnv({ TOTP_ENCRYPTION_KEY_PREVIOUS: totpKey })).toThrow(/set the new one/);
    const rotated = { TOTP_ENCRYPTION_KEY: hex, TOTP_ENCRYPTION_KEY_PREVIOUS: totpKey };
    expect(loadEnv(rotated).TOTP_ENCRYPTION_KEY_PREVIOUS).toBe(totpKey);
  });

  it('turns on Secure cookies and HSTS from an https PUBLIC_URL, whatever NODE_ENV', () => {
    // Served over HTTPS, as the settings say: production or not.
    const prod = loadEnv(production);
    expect(prod).toMatchObject({ COOKIE_SECURE: true, HSTS: true });
    const devHttps = loadEnv({ PUBLIC_URL: 'https://order.example.test' });
    expect(devHttps).toMatchObject({ COOKIE_SECURE: true, HSTS: true });
    expect(loadEnv({ PUBLIC_URL: 'HTTPS://order.example.test' }).HSTS).toBe(true);
    // Plain http: no HSTS, and Secure left to each request's protocol (session-cookies.ts).
    const dev = loadEnv({});
    expect(dev.COOKIE_SECURE).toBeUndefined();
    expect(dev.HSTS).toBe(false);
    const prodHttp = loadEnv({
      ...production,
      PUBLIC_URL: 'http://intranet.example.test',
    });
    expect(prodHttp.COOKIE_SECURE).toBeUndefined();
    expect(prodHttp.HSTS).toBe(false);
    // An explicit setting wins either way.
    const plain = loadEnv({
      ...production,
      COOKIE_SECURE: 'false',
      HSTS: 'false',
    });
    expect(plain).toMatchObject({ COOKIE_SECURE: false, HSTS: false });
    const forced = loadEnv({ PUBLIC_URL: 'http://localhost:3000', COOKIE_SECURE: '1', HSTS: '1' });
    expect(forced).toMatchObject({ COOKIE_SECURE: true, HSTS: true });
  });

  it('requires real mail and a public address for links in production, not elsewhere', () => {
    const prod = { NODE_ENV: 'production', SESSION_SECRET: secret, TOTP_ENCRYPTION_KEY: totpKey };
    expect(() => loadEnv(prod)).toThrow(/SMTP_URL is required[\s\S]*PUBLIC_URL is required/);
    expect(() => loadEnv({ ...prod, ...mail, MAIL_FROM: undefined })).toThrow(/MAIL_FROM/);
    // Files instead of SMTP only when asked for by name.
    expect(
      loadEnv({ ...prod, MAIL_OUTBOX_DIR: '/var/mail-outbox', PUBLIC_URL: mail.PUBLIC_URL })
        .MAIL_OUTBOX_DIR,
    ).toBe('/var/mail-outbox');
    expect(loadEnv({ ...prod, ...mail }).PUBLIC_URL).toBe('https://order.example.test');
    expect(() => loadEnv({ SMTP_URL: 'http://mail.example.test' })).toThrow(/smtp:\/\//);
    expect(() => loadEnv({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL/);
    // Locally: the outbox, and links to this server.
    expect(loadEnv({}).SMTP_URL).toBeUndefined();
    expect(loadEnv({ PORT: '4100' }).PUBLIC_URL).toBe('http://localhost:4100');
    expect(loadEnv({ HOST: '127.0.0.1', PORT: '4100' }).PUBLIC_URL).toBe('http://127.0.0.1:4100');
  });

  it('lets SMTP_URL weaken TLS only by saying tls=optional', () => {
    const host = 'mailer:pw@relay.example.test:25';
    expect(loadEnv({ SMTP_URL: `smtp://${host}?tls=optional` }).SMTP_URL).toContain('tls=optional');
    expect(() => loadEnv({ SMTP_URL: `smtp://${host}?tls=off` })).toThrow(/tls may only be/);
    expect(() => loadEnv({ SMTP_URL: `smtp://${host}?ignoreTLS=true` })).toThrow(/ignoreTLS/);
    expect(() => loadEnv({ SMTP_URL: `smtp://${host}?requireTLS=false` })).toThrow(/requireTLS/);
    expect(() => loadEnv({ SMTP_URL: `smtps://${host}?tls=optional` })).toThrow(/smtp:\/\/ only/);
    expect(loadEnv({ SMTP_URL: `smtps://${host}` }).SMTP_URL).toBe(`smtps://${host}`);
  });

  it('trusts proxies by hop count or address, never blindly', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.2, 10.0.1.0/24' }).TRUST_PROXY).toEqual([
      '10.0.0.2',
      '10.0.1.0/24',
    ]);
    expect(() => loadEnv({ TRUST_PROXY: 'true' })).toThrow(/hop count/);
  });

  it('never trusts the Firebase Auth emulator in production', () => {
    expect(() =>
      loadEnv({
        NODE_ENV: 'production',
        SESSION_SECRET: secret,
        TOTP_ENCRYPTION_KEY: totpKey,
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      }),
    ).toThrow(/FIREBASE_AUTH_EMULATOR_HOST/);
  });

  it('trusts the emulator only for a demo project on loopback, in a process that is not deployed', () => {
    const local = {
      FIREBASE_PROJECT_ID: 'demo-ninetonine',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
    };
    expect(loadEnv(local).FIREBASE_AUTH_EMULATOR_HOST).toBe('127.0.0.1:9099');
    expect(loadEnv({ ...local, FIREBASE_AUTH_EMULATOR_HOST: 'localhost:9099' })).toBeTruthy();
    expect(loadEnv({ ...local, FIREBASE_AUTH_EMULATOR_HOST: '[::1]:9099' })).toBeTruthy();
    expect(() => loadEnv({ ...local, FIREBASE_PROJECT_ID: 'ninetonine-prod' })).toThrow(
      /demo-\* FIREBASE_PROJECT_ID/,
    );
    expect(() => loadEnv({ ...local, FIREBASE_PROJECT_ID: undefined })).toThrow(/demo-\*/);
    expect(() => loadEnv({ ...local, FIREBASE_AUTH_EMULATOR_HOST: '10.0.0.5:9099' })).toThrow(
      /loopback/,
    );
    expect(() =>
      loadEnv({ ...local, FIREBASE_AUTH_EMULATOR_HOST: 'auth.example.com:9099' }),
    ).toThrow(/loopback/);
    expect(() => loadEnv({ ...local, HOST: '0.0.0.0', COOKIE_SECURE: 'true' })).toThrow(
      /looks deployed/,
    );
    // An https PUBLIC_URL means Secure cookies too: deployed-looking beyond loopback.
    expect(() =>
      loadEnv({ ...local, HOST: '0.0.0.0', PUBLIC_URL: 'https://order.example.test' }),
    ).toThrow(/looks deployed/);
    // Secure cookies on loopback (a local https proxy) are still a developer's machine.
    expect(loadEnv({ ...local, HOST: '127.0.0.1', COOKIE_SECURE: 'true' })).toBeTruthy();
  });

  it('lists every problem at once', () => {
    let message = '';
    try {
      loadEnv({
        PORT: 'abc',
        DATABASE_URL: 'mysql://x',
        REDIS_URL: 'http://y',
        SESSION_SECRET: 'short',
      });
    } catch (error) {
      message = (error as Error).message;
    }
    for (const key of ['PORT', 'DATABASE_URL', 'REDIS_URL', 'SESSION_SECRET'])
      expect(message).toContain(key);
  });
});
