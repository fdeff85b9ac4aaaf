import { pushEndpointRefusal, pushTexts } from '@ninetonine/contract';
import { isIP } from 'node:net';
import type { PushExtraHost } from '../../config/push-settings';
import { isInternalAddress } from './push-addresses';

/**
 * The browsers' push services (decision 0065, "Endpoints"): Chrome and every Chromium browser
 * subscribe at Firebase Cloud Messaging, Firefox at Mozilla's autopush, Edge at the Windows
 * Push Notification Services (a host per region), Safari at Apple's.
 */
const PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', 'updates.push.services.mozilla.com'];
const PUSH_SERVICE_DOMAINS = ['.notify.windows.com', '.push.apple.com'];

const isPushServiceHost = (host: string) =>
  PUSH_SERVICE_HOSTS.includes(host) ||
  PUSH_SERVICE_DOMAINS.some(
    (d) => host.endsWith(d) && /^[a-z0-9-]+$/.test(host.slice(0, -d.length)),
  );

/** The host as written in PUSH_EXTRA_HOSTS: lower case, IPv6 without its brackets. */
const bareHost = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * Which endpoints a push may be sent to: https on port 443 at a browser's push service, or
 * exactly a PUSH_EXTRA_HOSTS `host:port` (tests' local stand-in). Checked at subscribe and again
 * before every send (rows stored before this rule, or under another configuration).
 */
export function createPushEndpointPolicy(extraHosts: readonly PushExtraHost[]) {
  const extra = (host: string, port: number) =>
    extraHosts.some((e) => e.host === host && e.port === port);
  return {
    /** Why `endpoint` is refused, or null. */
    refusal(endpoint: string): string | null {
      const invalid = pushEndpointRefusal(endpoint);
      if (invalid) return invalid;
      const url = new URL(endpoint);
      const host = bareHost(url);
      const port = Number(url.port || 443);
      if (extra(host, port)) return null;
      if (port !== 443 || !isPushServiceHost(host)) return pushTexts.endpointNotPushService;
      return null;
    },

    /**
     * An IP address in the endpoint is connected to without a lookup, so it is checked here:
     * only an extra host written as that very address may be internal.
     */
    literalAddressRefused(endpoint: string): boolean {
      const url = new URL(endpoint);
      const host = bareHost(url);
      if (isIP(host) === 0) return false;
      return !extra(host, Number(url.port || 443)) && isInternalAddress(host);
    },
  };
}
export type PushEndpointPolicy = ReturnType<typeof createPushEndpointPolicy>;
