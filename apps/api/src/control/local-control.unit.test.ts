import { describe, expect, it } from 'vitest';
import { isLocalControlCall, loopbackUrl } from './local-control';

describe('the local control channel', () => {
  const token = 'a'.repeat(43);

  it('takes only the exact token over a loopback connection', () => {
    expect(isLocalControlCall(token, token, '127.0.0.1')).toBe(true);
    expect(isLocalControlCall(token, token, '::1')).toBe(true);
    expect(isLocalControlCall(token, token, '::ffff:127.0.0.1')).toBe(true);
    expect(isLocalControlCall(token, token, '10.0.0.7')).toBe(false);
    expect(isLocalControlCall(token, token, undefined)).toBe(false);
    expect(isLocalControlCall(token, `${token}a`, '127.0.0.1')).toBe(false);
    expect(isLocalControlCall(token, 'b'.repeat(43), '127.0.0.1')).toBe(false);
    expect(isLocalControlCall(token, [token, token], '127.0.0.1')).toBe(false);
    expect(isLocalControlCall(token, undefined, '127.0.0.1')).toBe(false);
  });

  it('reaches a server on any interface through loopback', () => {
    expect(loopbackUrl('0.0.0.0', 3000)).toBe('http://127.0.0.1:3000');
    expect(loopbackUrl('::', 3000)).toBe('http://[::1]:3000');
    expect(loopbackUrl('192.168.1.4', 3000)).toBe('http://192.168.1.4:3000');
  });
});
