import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { chromiumPath } from '../browser/chromium';
import { freePort } from '../browser/harness';
import { API_BASE_PATH, CSRF_HEADER, CSRF_HEADER_VALUE } from '@ninetonine/contract';
import { ALWAYS_OPEN } from '../browser/staff-helpers';
import {
  apiInstance,
  cookiesOf,
  createStaff,
  httpsClient,
  migrateDatabase,
  REDIS_URL,
  throwawayDatabase,
  type Instance,
} from './api-instances';
import { startMailCatcher, type MailCatcher } from './mail-catcher';
import { selfSignedCertificate, startProxy, type Proxy } from './tls-proxy';

export const STAFF = {
  email: 'kitchen@topology.example.test',
  name: 'Kitchen Counter',
  password: 'tandoor-lantern-sunrise-77',
};

/** Opens the kitchen all day at the start, so the test's orders are for now at any hour. */
const OWNER = {
  email: 'owner@topology.example.test',
  name: 'Owner',
  password: 'saffron-lantern-evening-42',
};

export interface Topology {
  /** https://localhost:<port>: what customers and PUBLIC_URL use. */
  publicUrl: string;
  proxy: Proxy;
  instances: [Instance, Instance];
  mail: MailCatcher;
  https: ReturnType<typeof httpsClient>;
  browser: Browser;
  stop(): Promise<void>;
}

/**
 * The production profile of docs/deploy.md on one machine: PostgreSQL and Redis shared by two
 * built API instances (NODE_ENV=production, each its own port and data folder), nginx in front
 * terminating TLS with the repo's site config, real SMTP to a local stand-in, and Chromium.
 */
export async function startTopology(): Promise<Topology> {
  const dir = mkdtempSync(path.join(tmpdir(), 'nt-topology-'));
  const stops: (() => Promise<void> | void)[] = [
    () => rmSync(dir, { recursive: true, force: true }),
  ];
  const stop = async () => {
    for (const s of stops.reverse()) await s();
  };
  try {
    const [httpPort, httpsPort, smtpPort, port1, port2] = await Promise.all(
      Array.from({ length: 5 }, () => freePort()),
    );
    const tls = selfSignedCertificate(dir);
    const mail = await startMailCatcher(smtpPort!);
    stops.push(() => mail.stop());
    const database = await throwawayDatabase();
    stops.push(() => database.drop());
    const publicUrl = `https://localhost:${httpsPort}`;
    const env: Record<string, string> = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      DATABASE_URL: database.url,
      REDIS_URL,
      // Its own keys on a shared Redis; rate-limit counters expire by themselves.
      REDIS_KEY_PREFIX: `topology-${process.pid}-${Date.now().toString(36)}:`,
      EVENT_BUS: 'redis',
      PUBLIC_URL: publicUrl,
      TRUST_PROXY: '1',
      SESSION_SECRET: 'topology-test-secret-0123456789abcdef0123456789',
      TOTP_ENCRYPTION_KEY: 'cdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcd',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}?tls=optional`,
      MAIL_FROM: 'NineToNine <orders@localhost>',
      // Drains end within the test's patience (a deployment keeps the default).
      SHUTDOWN_TIMEOUT_MS: '10000',
    };
    const one = apiInstance(port1!, env, path.join(dir, `instance-${port1}`));
    const two = apiInstance(port2!, env, path.join(dir, `instance-${port2}`));
    stops.push(
      () => one.kill(),
      () => two.kill(),
    );
    await migrateDatabase(env, path.join(dir, 'migrate'));
    // One at a time: the first start seeds the demo menu into the empty database.
    await one.start();
    await Promise.all([createStaff(env, STAFF), createStaff(env, OWNER, 'admin'), two.start()]);
    const proxy = await startProxy({
      dir,
      httpPort: httpPort!,
      httpsPort: httpsPort!,
      upstreams: [port1!, port2!],
      cert: tls.cert,
      key: tls.key,
    });
    stops.push(() => proxy.stop());
    const https = httpsClient(httpsPort!, tls.pem);
    stops.push(() => https.close());
    // After 21:00 in Kolkata orders are booked for the next day and cannot be marked ready (CI
    // runs at any hour): the owner opens the kitchen all day, as the browser files do.
    const CSRF = { [CSRF_HEADER]: CSRF_HEADER_VALUE };
    const owner = await https.call('POST', `${API_BASE_PATH}/auth/signIn`, {
      headers: CSRF,
      body: { email: OWNER.email, password: OWNER.password },
    });
    if (owner.status !== 200) throw new Error(`owner sign-in: ${owner.status} ${owner.body}`);
    const hours = await https.call('PATCH', `${API_BASE_PATH}/staff/settings`, {
      headers: { ...CSRF, cookie: cookiesOf(owner) },
      body: { openingHours: ALWAYS_OPEN },
    });
    if (hours.status !== 200) throw new Error(`opening hours: ${hours.status} ${hours.body}`);
    const browser = await chromium.launch({
      executablePath: chromiumPath(),
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
    });
    stops.push(() => browser.close());
    return { publicUrl, proxy, instances: [one, two], mail, https, browser, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
