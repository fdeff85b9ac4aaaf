import { isIP } from 'node:net';
import { z } from 'zod';

/** One PUSH_EXTRA_HOSTS entry: a host (lower-case name, IPv4, or IPv6 without brackets) and port. */
export interface PushExtraHost {
  host: string;
  port: number;
}

const ENTRY = /^(?:\[([0-9a-f:.]+)\]|([a-z0-9.-]+)):(\d{1,5})$/;
const HOSTNAME = /^(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))*$/;

function parseEntry(text: string): PushExtraHost | null {
  const match = ENTRY.exec(text.toLowerCase());
  if (!match) return null;
  const [, ipv6, name, port] = match as unknown as [string, string | undefined, string, string];
  const host = ipv6 ?? name;
  if (ipv6 ? isIP(ipv6) !== 6 : !isIP(host) && !HOSTNAME.test(host)) return null;
  const number = Number(port);
  return number >= 1 && number <= 65_535 ? { host, port: number } : null;
}

/**
 * Push-service hosts allowed besides the browsers' own (decision 0065, "Endpoints"), as exact
 * `host:port` pairs, comma-separated: for tests and development, a local push-service stand-in.
 * A name is still resolved and refused if any address is internal; an IP address is trusted as
 * written (the stand-in listens on loopback), which is why production refuses it (below).
 */
const pushExtraHosts = z
  .string()
  .default('')
  .transform((value, ctx) => {
    const entries = value
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean);
    return entries.flatMap((entry) => {
      const parsed = parseEntry(entry);
      if (!parsed) {
        ctx.addIssue({
          code: 'custom',
          message: `PUSH_EXTRA_HOSTS: "${entry}" is not host:port (an IPv6 address in brackets)`,
        });
      }
      return parsed ? [parsed] : [];
    });
  });

export const pushSettingsShape = {
  /**
   * Who push services may contact about this server's notifications (the VAPID subject, RFC
   * 8292): a mailto: address or an https:// URL. Default: PUBLIC_URL when it is https, else the
   * address in MAIL_FROM (decision 0065).
   */
  PUSH_CONTACT: z
    .string()
    .trim()
    .regex(
      /^(mailto:[^\s@/]+@[^\s@/]+|https:\/\/[^\s/]+\S*)$/,
      'PUSH_CONTACT must be a mailto: address or an https:// URL',
    )
    .optional(),
  PUSH_EXTRA_HOSTS: pushExtraHosts,
};

/**
 * In production an extra push host may only be another push service: a DNS name on port 443,
 * whose addresses are checked at every send like the browsers' services. An IP address (trusted
 * as written), `localhost` or another port is a way inside, refused at boot and by check-config.
 */
export function pushSettingsRefusals(env: {
  NODE_ENV: string;
  PUSH_EXTRA_HOSTS: PushExtraHost[];
}): string[] {
  if (env.NODE_ENV !== 'production') return [];
  return env.PUSH_EXTRA_HOSTS.filter(
    ({ host, port }) =>
      isIP(host) !== 0 || port !== 443 || host === 'localhost' || host.endsWith('.localhost'),
  ).map(
    ({ host, port }) =>
      `PUSH_EXTRA_HOSTS: ${host}:${port} is refused with NODE_ENV=production (only a push service's DNS name on port 443)`,
  );
}
