import { describe, expect, it } from 'vitest';
import { envRefusals, loadEnv } from './env';
import { productionFindings } from './production-check';

describe('PUSH_EXTRA_HOSTS (decision 0065)', () => {
  it('reads exact host:port pairs, names in lower case and IPv6 without brackets', () => {
    const env = loadEnv({ PUSH_EXTRA_HOSTS: '127.0.0.1:9443, Push.Example.test:443,[::1]:8443' });
    expect(env.PUSH_EXTRA_HOSTS).toEqual([
      { host: '127.0.0.1', port: 9443 },
      { host: 'push.example.test', port: 443 },
      { host: '::1', port: 8443 },
    ]);
    expect(loadEnv({}).PUSH_EXTRA_HOSTS).toEqual([]);
  });

  it('refuses an entry without its port, or not a host', () => {
    for (const value of [
      'push.example.test',
      'https://push.example.test:443',
      '::1:443',
      'a_b:443',
      'x:70000',
    ]) {
      expect(envRefusals({ PUSH_EXTRA_HOSTS: value }), value).toEqual([
        { variable: 'PUSH_EXTRA_HOSTS', message: expect.stringContaining('is not host:port') },
      ]);
    }
  });

  it('with NODE_ENV=production allows only a DNS name on port 443: no address, localhost or other port', () => {
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(40),
      TOTP_ENCRYPTION_KEY: 'q1W8tX3zL0pV6nB2mC9sD4fG7hJ5kR1yT8uE3iO6aQ0=',
      PUBLIC_URL: 'https://order.example.com',
      MAIL_OUTBOX_DIR: '/tmp/outbox',
    };
    expect(envRefusals({ ...production, PUSH_EXTRA_HOSTS: 'push.example.net:443' })).toEqual([]);
    for (const entry of [
      '127.0.0.1:443',
      '[::1]:443',
      '10.0.0.5:443',
      'localhost:443',
      'push.example.net:8443',
    ]) {
      expect(envRefusals({ ...production, PUSH_EXTRA_HOSTS: entry }), entry).toEqual([
        {
          variable: 'PUSH_EXTRA_HOSTS',
          message: expect.stringContaining('refused with NODE_ENV=production'),
        },
      ]);
    }
    expect(productionFindings({ PUSH_EXTRA_HOSTS: '127.0.0.1:9443' })).toContainEqual({
      sentence:
        "PUSH_EXTRA_HOSTS: 127.0.0.1:9443 is refused with NODE_ENV=production (only a push service's DNS name on port 443).",
      unsafe: true,
    });
    // Outside production the test stand-in's loopback address is allowed.
    expect(envRefusals({ PUSH_EXTRA_HOSTS: '127.0.0.1:9443' })).toEqual([]);
  });
});
