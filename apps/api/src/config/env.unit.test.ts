import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

const secret = 'x'.repeat(40);

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

  it('requires SESSION_SECRET in production', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
    expect(loadEnv({ NODE_ENV: 'production', SESSION_SECRET: secret }).NODE_ENV).toBe('production');
  });

  it('defaults to HTTPS in production: Secure cookies and HSTS, each can be turned off', () => {
    const prod = loadEnv({ NODE_ENV: 'production', SESSION_SECRET: secret });
    expect(prod).toMatchObject({ COOKIE_SECURE: true, HSTS: true });
    const dev = loadEnv({});
    expect(dev.COOKIE_SECURE).toBeUndefined();
    expect(dev.HSTS).toBe(false);
    const plain = loadEnv({
      NODE_ENV: 'production',
      SESSION_SECRET: secret,
      COOKIE_SECURE: 'false',
      HSTS: 'false',
    });
    expect(plain).toMatchObject({ COOKIE_SECURE: false, HSTS: false });
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
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      }),
    ).toThrow(/FIREBASE_AUTH_EMULATOR_HOST/);
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
