import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailJobs } from '../../db/schema/index';
import { startSmtpStandIn } from '#test/smtp-stand-in';
import { testBrowser, uniqueEmail } from '#test/test-browser';
import { buildTestApp, type TestApp } from '#test/test-app';
import { createMailQueue } from './mail-queue';
import { JOB_RETRY, retryDelayMs } from '../../jobs/job-retry';
import { worstBatchMs } from './mail-worker';
import { createSmtpMailer } from './smtp-mailer';

const MINUTE = 60_000;

/**
 * Account mails (reset, verification) go through the durable queue like order mails
 * (decision 0076), and the queue reads the SMTP server's answers: 4xx waits and retries, 5xx
 * gives up at once, a session that hangs is given up before the job's lease ends.
 */
describe('account mails through the durable queue, and what the SMTP server answers', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
  let t: TestApp;
  const logLines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    smtp = await startSmtpStandIn();
    t = await buildTestApp({ seed: false, logLines, env: { SMTP_URL: smtp.url } });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });
  beforeEach(() => {
    Object.assign(smtp.state, { failing: false, rejecting: false, hanging: false });
  });

  const accountJobs = () => t.db.select().from(mailJobs).where(eq(mailJobs.kind, 'account'));
  /** Runs `action`; the returned function reads the account mail jobs it queued, as they are. */
  async function jobsQueuedBy(action: () => Promise<void>) {
    const before = new Set((await accountJobs()).map((j) => j.id));
    await action();
    return async () => (await accountJobs()).filter((j) => !before.has(j.id));
  }
  const subjectsTo = (email: string) =>
    smtp.received
      .filter((m) => m.to.includes(email.toLowerCase()))
      .map((m) => /^Subject: (.*)$/m.exec(m.raw)![1]!);
  async function askReset(email: string) {
    const res = await testBrowser(t.app).post('/forgot-password', { email });
    expect(res.statusCode).toBe(202);
  }
  async function registered() {
    const account = await testBrowser(t.app).register();
    await t.app.mailQueue.settle();
    return account;
  }

  it('a sign-up and a reset while SMTP refuses (451): both mails arrive once it accepts again', async () => {
    smtp.state.failing = true;
    const email = uniqueEmail('queued');
    const jobs = await jobsQueuedBy(async () => {
      await testBrowser(t.app).register({ email });
      await askReset(email);
    });
    await t.app.mailQueue.settle();
    const refused = await jobs();
    expect(refused).toHaveLength(2);
    for (const job of refused) {
      expect(job).toMatchObject({ state: 'pending', attempts: 1 });
      expect(job.lastError).toMatch(/451/);
    }
    expect(subjectsTo(email)).toEqual([]);

    smtp.state.failing = false;
    const due = Math.max(...refused.map((j) => j.runAt.getTime()));
    await t.app.mailQueue.settle(new Date(due + 1));
    expect(subjectsTo(email).sort()).toEqual([
      'Confirm your email for NineToNine',
      'Reset your NineToNine password',
    ]);
    // Sent: the row no longer holds the mail, nor the link's token in it.
    for (const job of await jobs()) expect(job).toMatchObject({ state: 'sent', mail: null });
  });

  it('gives a mail up at once when the server refuses it for good (550): no retries', async () => {
    const account = await registered();
    smtp.state.rejecting = true;
    const refusedBefore = smtp.state.refused;
    const jobs = await jobsQueuedBy(() => askReset(account.email));
    await t.app.mailQueue.settle();
    const [job, ...others] = await jobs();
    expect(others).toEqual([]);
    expect(job).toMatchObject({ state: 'failed', attempts: 1, mail: null });
    expect(job!.lastError).toMatch(/550/);
    // Later passes leave it alone.
    await t.app.mailQueue.settle(new Date(Date.now() + 3 * 60 * MINUTE));
    expect(smtp.state.refused).toBe(refusedBefore + 1);
    expect(
      logLines.some((l) => l.level === 50 && l.mailJob === job!.id && /given up/.test(`${l.msg}`)),
    ).toBe(true);
  });

  it('does not send a reset mail once its link has expired', async () => {
    const account = await registered();
    smtp.state.failing = true;
    const jobs = await jobsQueuedBy(() => askReset(account.email));
    await t.app.mailQueue.settle();
    smtp.state.failing = false;
    // SMTP is back only after the link's 30 minutes.
    await t.app.mailQueue.settle(new Date(Date.now() + 31 * MINUTE));
    const [job] = await jobs();
    expect(job).toMatchObject({ state: 'failed', attempts: 2, mail: null });
    expect(job!.lastError).toMatch(/expired/);
    expect(subjectsTo(account.email)).not.toContain('Reset your NineToNine password');
  });

  it('gives up a session that hangs before the lease ends, and sends the mail once on the retry', async () => {
    // Every session of a batch hanging to its timeouts still ends inside the lease.
    expect(worstBatchMs).toBeLessThan(JOB_RETRY.leaseMs);
    // Another instance's queue whose clock is an hour on: the app's own worker never sees its
    // job, and its timeouts are short enough for a test.
    const later = Date.now() + 60 * MINUTE;
    let clock = later;
    const queue = createMailQueue({
      db: t.db,
      mailer: createSmtpMailer({
        url: smtp.url,
        from: 'NineToNine <no-reply@example.test>',
        timeoutsMs: { dns: 2_000, connection: 2_000, greeting: 2_000, socket: 500 },
      }),
      log: t.app.log,
      now: () => new Date(clock),
    });
    const to = uniqueEmail('hung');
    const jobs = await jobsQueuedBy(() =>
      queue.enqueue(t.db, { to, subject: 'Hello', text: 'Hello there.' }, null),
    );
    smtp.state.hanging = true;
    await queue.worker.settle(new Date(later));
    const [hung] = await jobs();
    expect(smtp.state.hung).toBe(1);
    expect(hung).toMatchObject({ state: 'pending', attempts: 1, lockedUntil: null });
    expect(hung!.lastError).toMatch(/timeout/i);

    smtp.state.hanging = false;
    clock = later + retryDelayMs(1) + 1;
    await queue.worker.settle(new Date(clock));
    expect((await jobs())[0]).toMatchObject({ state: 'sent', attempts: 2 });
    expect(subjectsTo(to)).toEqual(['Hello']);
    await queue.finish();
  });

  it('closing the app sends what the last request queued, as registered pending work', async () => {
    expect(t.app.pendingWork.names).toEqual(
      expect.arrayContaining(['mail queue', 'push deliveries']),
    );
    const account = await registered();
    await askReset(account.email);
    await t.app.close();
    expect(subjectsTo(account.email)).toContain('Reset your NineToNine password');
  });
});
