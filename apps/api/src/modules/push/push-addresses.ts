import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Addresses a push is never sent to (decision 0065, "Endpoints"): this machine, the private
 * networks behind it and the cloud metadata service, whatever name led there.
 */
const internal = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this network", and the unspecified 0.0.0.0
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, the metadata service
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and broadcast
] as const) {
  internal.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128],
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  internal.addSubnet(net, prefix, 'ipv6');
}

/**
 * The IPv4 address an IPv6 one carries: IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d)
 * and NAT64 (64:ff9b::a.b.c.d) all reach that IPv4 host. The URL parser writes IPv6 one way.
 */
function embeddedIpv4(ipv6: string): string | null {
  const canonical = new URL(`http://[${ipv6}]/`).hostname.slice(1, -1);
  const match = /^(?:::ffff:|::|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(canonical);
  if (!match) return null;
  const [high, low] = [parseInt(match[1]!, 16), parseInt(match[2]!, 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Whether `address` (an IP) is loopback, private, link-local, unique-local or otherwise inside. */
export function isInternalAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return internal.check(address, 'ipv4');
  if (family !== 6) return true;
  const ipv4 = embeddedIpv4(address.replace(/%.*$/, ''));
  return ipv4 ? internal.check(ipv4, 'ipv4') : internal.check(address, 'ipv6');
}

/** A name resolver shaped like dns.lookup with `all: true` (tests give their own answers). */
export type PushResolver = (
  hostname: string,
  options: { all: true; family?: number },
  callback: (err: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

export const systemResolver: PushResolver = (hostname, options, callback) =>
  dnsLookup(hostname, options, callback);

/** Refused because a push service's name led inside; the message names the address. */
class InternalAddress extends Error {
  readonly code = 'EPUSHINTERNAL';
  constructor(hostname: string, address: string) {
    super(`${hostname} resolves to ${address}, an internal address: not contacted`);
    this.name = 'InternalAddress';
  }
}

/**
 * The https agent's `lookup`: resolves the name once, refuses it if any address is internal,
 * and hands the socket exactly the addresses it checked, so a DNS answer that changes between
 * a check and the connection (rebinding) has nothing to change.
 */
export function checkedLookup(resolve: PushResolver): LookupFunction {
  return (hostname, options, callback) => {
    const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : options.family;
    resolve(hostname, { all: true, family: family || undefined }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      const inside = addresses.find((a) => isInternalAddress(a.address));
      if (inside) return callback(new InternalAddress(hostname, inside.address), '', 0);
      if (!addresses.length) {
        return callback(
          Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }),
          '',
          0,
        );
      }
      if (options.all) return (callback as (e: null, a: LookupAddress[]) => void)(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}
