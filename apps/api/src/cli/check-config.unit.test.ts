// `npm run check-config`, run as an owner would: a child process reading a settings file under
// the real environment, its sentences and its exit code.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config/env';
import { bundleCommands } from '#test/create-admin-cli';
import { READY_PRODUCTION_SETTINGS } from '#test/production-settings';

const dir = mkdtempSync(path.join(tmpdir(), 'nt-check-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * The command as `npm run check-config` runs it (two npm processes, then tsx compiling the CLI:
 * ~2 s of CPU a call), or, for every case but the first, the same source bundled once here and
 * run with plain node (create-admin-cli.ts): the cases differ in the settings, not the wiring.
 */
let bundled: string | undefined;
beforeAll(async () => {
  const [outdir, remove] = await bundleCommands(['check-config']);
  bundled = path.join(outdir, 'check-config.js');
  return remove;
});

/** Runs the command with only `env` (and PATH/HOME) as its real environment. */
function checkConfig(
  fileText: string,
  env: Record<string, string> = {},
  args: string[] = [],
  via: 'npm' | 'bundle' = 'bundle',
) {
  const file = path.join(dir, `env-${Math.random().toString(36).slice(2)}`);
  writeFileSync(file, fileText);
  const [command, commandArgs] =
    via === 'npm' || !bundled
      ? ['npm', ['run', '--silent', 'check-config', '--']]
      : [process.execPath, [bundled]];
  return new Promise<{ code: number; output: string }>((resolve) => {
    execFile(
      command,
      [...commandArgs, '--env-file', file, ...args],
      { cwd: REPO_ROOT, env: { PATH: process.env.PATH!, HOME: process.env.HOME!, ...env } },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

const ready = READY_PRODUCTION_SETTINGS;

const asFile = (vars: Record<string, string>) =>
  Object.entries(vars)
    .map(([k, v]) => `${k}=${v}`)
    .join('\n');

// npm and tsx start in a second or two when idle; many times that on a loaded machine.
describe.concurrent('npm run check-config', { timeout: 60_000 }, () => {
  it('lists what a development-style file lacks for production, one sentence each, and fails', async () => {
    const { code, output } = await checkConfig(
      [
        'PUBLIC_URL=http://order.example.com',
        'FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9099',
        'FIREBASE_PROJECT_ID=demo-ninetonine',
        'SESSION_SECRET=change-me-change-me-change-me-change-me',
      ].join('\n'),
      {},
      [],
      'npm',
    );
    expect(code).toBe(1);
    for (const sentence of [
      'NODE_ENV is not set (development): set NODE_ENV=production.',
      'PUBLIC_URL is http://order.example.com, not https',
      'SMTP_URL is not set: password-reset and verification mails would reach no one',
      'SESSION_SECRET looks like a placeholder or a guessable value',
      'FIREBASE_AUTH_EMULATOR_HOST is set',
      'FIREBASE_PROJECT_ID is demo-ninetonine, a demo- project',
      'DATABASE_URL is not set',
      'SEED_DEMO_MENU is on',
    ]) {
      expect(output).toContain(sentence);
    }
    expect(output).not.toContain('looks ready');
  });

  it('says what the server itself would refuse, and what https needs behind a proxy', async () => {
    const { SESSION_SECRET: _unset, MAIL_FROM: _none, TRUST_PROXY: _off, ...rest } = ready;
    const { code, output } = await checkConfig(asFile({ ...rest, PASSWORD_HASH_COST: 'minimal' }));
    expect(code).toBe(1);
    expect(output).toContain('SESSION_SECRET is not set');
    expect(output).toContain('MAIL_FROM is required with SMTP_URL in production.');
    expect(output).toContain('PASSWORD_HASH_COST=minimal is for tests');
    expect(output).toContain('TRUST_PROXY is off while PUBLIC_URL is https');
    expect(output).toMatch(/^4 to fix/m);
  });

  it('passes a production configuration, the real environment winning over the file', async () => {
    // The file alone would fail on every line; the environment sets each one right.
    const { code, output } = await checkConfig(
      'NODE_ENV=development\nPUBLIC_URL=http://localhost:3000\nSEED_DEMO_MENU=true\nFIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9099',
      { ...ready, FIREBASE_AUTH_EMULATOR_HOST: '' },
    );
    expect(output).toContain('Configuration looks ready for production');
    expect(code).toBe(0);
  });

  it('reads the settings from the file when the environment has none', async () => {
    const { code, output } = await checkConfig(asFile(ready));
    expect(output).toContain('Configuration looks ready for production');
    expect(code).toBe(0);
  });

  it('fails test payment keys in production and a webhook secret equal to the key secret', async () => {
    // The outside review's own try (security round 4, item 6): neither was mentioned.
    const { code, output } = await checkConfig(
      asFile({
        ...ready,
        RAZORPAY_KEY_ID: 'rzp_test_1DP5mmOlF5G5ag',
        RAZORPAY_KEY_SECRET: 'thisisasecretkeyfortests',
        RAZORPAY_WEBHOOK_SECRET: 'thisisasecretkeyfortests',
      }),
    );
    expect(output).toContain('RAZORPAY_KEY_ID is a test key (rzp_test_…)');
    expect(output).toContain('RAZORPAY_WEBHOOK_SECRET is the same as RAZORPAY_KEY_SECRET');
    expect(output).toMatch(/^2 to fix/m);
    expect(code).toBe(1);
  });

  it('names a payment provider that cannot take the currency given with --currency', async () => {
    const stripe = asFile({
      ...ready,
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_live_51Nq2x3Kx82mQpLr4Tz7VbN1cWy',
      STRIPE_WEBHOOK_SECRET: 'whsec_f3Jq9ZsM2uRk6XnA8pLt0VcY',
    });
    const pounds = await checkConfig(stripe, {}, ['--currency', 'GBP']);
    expect(pounds.output).toContain('Configuration looks ready for production');
    const rupees = await checkConfig(stripe, {}, ['--currency', 'INR']);
    expect(rupees.output).toContain(
      "Online payment goes through Stripe, but the restaurant's currency is INR",
    );
    expect(rupees.code).toBe(1);
  });

  it('judges several instances by DATABASE_URL unless told how many with --instances', async () => {
    const { REDIS_URL: _r, EVENT_BUS: _e, ...oneBus } = ready;
    const several = await checkConfig(asFile(oneBus));
    expect(several.output).toContain(
      'With DATABASE_URL the deploy guide runs several API instances (pass --instances 1 if only one will ever run), EVENT_BUS=memory',
    );
    expect(several.output).toContain('REDIS_URL is not set: each instance counts rate limits');
    expect(several.code).toBe(1);
    const one = await checkConfig(asFile(oneBus), {}, ['--instances', '1']);
    expect(one.output).toContain('Configuration looks ready for production');
    expect(one.code).toBe(0);
    const wrong = await checkConfig(asFile(oneBus), {}, ['--instances', 'two']);
    expect(wrong.output).toContain('--instances takes a whole number of at least 1, not two');
    expect(wrong.code).toBe(2);
  });

  it('mentions a missing PUSH_CONTACT as advice, without failing', async () => {
    const { PUSH_CONTACT: _none, ...rest } = ready;
    const { code, output } = await checkConfig(asFile(rest));
    expect(output).toContain('Configuration looks ready for production');
    expect(output).toContain('Worth a look (not blocking):\n- PUSH_CONTACT is not set');
    expect(code).toBe(0);
  });
});
