import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { checkedLookup, isInternalAddress, type PushResolver } from './push-addresses';

describe('addresses a push is never sent to (decision 0065)', () => {
  it('refuses loopback, private, link-local, unique-local, unspecified, CGNAT and their IPv4-mapped forms', () => {
    for (const address of [
      '127.0.0.1',
      '127.255.0.9',
      '10.0.0.5',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '100.127.255.254',
      '0.0.0.0',
      '::',
      '::1',
      'fe80::1',
      'fe80::1%eth0',
      'fc00::1',
      'fd12:3456::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:169.254.169.254',
      '::ffff:10.0.0.5',
      '64:ff9b::10.0.0.5',
      'not an address',
    ]) {
      expect(isInternalAddress(address), address).toBe(true);
    }
  });

  it("lets the push services' public addresses through", () => {
    for (const address of [
      '142.250.74.106',
      '172.32.0.1',
      '100.128.0.1',
      '34.107.221.82',
      '2a00:1450:4007:80e::200a',
      '::ffff:142.250.74.106',
      '64:ff9b::142.250.74.106',
    ]) {
      expect(isInternalAddress(address), address).toBe(false);
    }
  });

  /** The agent's lookup over a resolver that answers `answer` for every name. */
  const lookupWith = (answer: LookupAddress[]) => {
    const resolve: PushResolver = (_hostname, _options, callback) => callback(null, answer);
    const lookup = checkedLookup(resolve);
    return (all: boolean) =>
      new Promise<{ err: Error | null; result: unknown }>((done) =>
        lookup('fcm.googleapis.com', { all }, (err, result) => done({ err, result })),
      );
  };

  it('hands the socket exactly the addresses it checked', async () => {
    const answer = [
      { address: '142.250.74.106', family: 4 },
      { address: '2a00:1450:4007:80e::200a', family: 6 },
    ];
    expect(await lookupWith(answer)(true)).toEqual({ err: null, result: answer });
    expect(await lookupWith(answer)(false)).toEqual({ err: null, result: '142.250.74.106' });
  });

  it('refuses a name when any of its addresses is inside', async () => {
    const { err } = await lookupWith([
      { address: '142.250.74.106', family: 4 },
      { address: '::1', family: 6 },
    ])(true);
    expect(err?.message).toBe(
      'fcm.googleapis.com resolves to ::1, an internal address: not contacted',
    );
  });
});
