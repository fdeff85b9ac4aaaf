import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from './mailer';

const mail = {
  to: 'ada@example.test',
  subject: 'Reset your NineToNine password',
  text: 'Choose a new password here:\n\nhttp://localhost:3000/reset-password?token=abc_-123\n',
};

/**
 * A minimal SMTP server (EHLO, AUTH PLAIN, MAIL, RCPT, DATA, QUIT) that keeps what it was
 * given: enough to see nodemailer speak real SMTP to the address SMTP_URL names.
 */
function smtpServer() {
  const received: { auth: string[]; from: string; to: string[]; data: string }[] = [];
  /** Every command line the server was sent, in order (credentials would show here). */
  const commands: string[] = [];
  const server = createServer((socket) => {
    const current = { auth: [] as string[], from: '', to: [] as string[], data: '' };
    let buffer = '';
    let inData = false;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 test ESMTP');
    socket.on('data', (chunk) => {
      buffer += String(chunk);
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push({ ...current });
          reply('250 queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol === -1) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        commands.push(line);
        const verb = line.split(' ')[0]!.toUpperCase();
        // Offers no STARTTLS (EHLO does not list it), like a plain local relay.
        if (verb === 'STARTTLS') reply('502 5.5.1 not implemented');
        else if (verb === 'EHLO') reply('250-test\r\n250-AUTH PLAIN\r\n250 OK');
        else if (verb === 'AUTH') {
          current.auth = Buffer.from(line.split(' ')[2] ?? '', 'base64')
            .toString()
            .split('\0')
            .filter(Boolean);
          reply('235 accepted');
        } else if (verb === 'MAIL') {
          current.from = line;
          reply('250 OK');
        } else if (verb === 'RCPT') {
          current.to.push(line);
          reply('250 OK');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 go on');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('250 OK');
      }
    });
  });
  return { server, received, commands };
}

describe('mailer', () => {
  const cleanups: (() => void)[] = [];
  afterEach(() => {
    for (const cleanup of cleanups.splice(0)) cleanup();
  });

  it('without SMTP_URL writes each mail to the outbox: the message as .eml, a .json with its links', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'nt-mailer-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const mailer = createMailer({ DATA_DIR: dataDir });
    const outbox = path.join(dataDir, 'outbox');
    expect(mailer.outboxDir).toBe(outbox);
    expect(mailer.destination).toContain(outbox);

    await mailer.send(mail);
    const files = readdirSync(outbox).sort();
    expect(files).toHaveLength(2);
    const json = JSON.parse(
      readFileSync(
        path.join(
          outbox,
          files.find((f) => f.endsWith('.json'))!,
        ),
        'utf8',
      ),
    );
    expect(json).toMatchObject({
      to: 'ada@example.test',
      subject: mail.subject,
      links: ['http://localhost:3000/reset-password?token=abc_-123'],
    });
    const eml = readFileSync(json.eml, 'utf8');
    expect(eml).toMatch(/^To: ada@example\.test$/m);
    expect(eml).toMatch(/^Subject: Reset your NineToNine password$/m);
    expect(eml).toMatch(/^From: NineToNine <no-reply@ninetonine\.localhost>$/m);
    await mailer.close();
  });

  it('names outbox files so they sort in the order the mails were sent (regression)', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'nt-mailer-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const mailer = createMailer({ DATA_DIR: dataDir });
    // Many within the same milliseconds, some at once: sorted by name, they read back in order.
    const subjects = Array.from({ length: 40 }, (_, i) => `Mail ${i}`);
    for (const subject of subjects.slice(0, 20)) await mailer.send({ ...mail, subject });
    await Promise.all(subjects.slice(20).map((subject) => mailer.send({ ...mail, subject })));
    const outbox = path.join(dataDir, 'outbox');
    const read = readdirSync(outbox)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => JSON.parse(readFileSync(path.join(outbox, f), 'utf8')).subject as string);
    expect(read).toEqual(subjects);
    await mailer.close();
  });

  async function listening() {
    const smtp = smtpServer();
    await new Promise<void>((resolve) => smtp.server.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => (smtp.server as Server).close());
    return { ...smtp, port: (smtp.server.address() as AddressInfo).port };
  }

  it('refuses to go on without TLS by default: no credentials, no mail in plain text', async () => {
    const { port, received, commands } = await listening();
    const mailer = createMailer({
      DATA_DIR: '/nonexistent',
      SMTP_URL: `smtp://mailer:s3cret@127.0.0.1:${port}`,
      MAIL_FROM: 'NineToNine <orders@example.test>',
    });
    await expect(mailer.send(mail)).rejects.toThrow(/STARTTLS/);
    expect(received).toEqual([]);
    const spoken = commands.map((c) => c.split(' ')[0]!.toUpperCase());
    expect(spoken).not.toContain('AUTH');
    expect(spoken).not.toContain('MAIL');
    expect(commands.join('\n')).not.toContain(Buffer.from('\0mailer\0s3cret').toString('base64'));
    await mailer.close();
  });

  it('with SMTP_URL and ?tls=optional speaks plain SMTP to that server, with its credentials and MAIL_FROM', async () => {
    const { port, received } = await listening();
    const mailer = createMailer({
      DATA_DIR: '/nonexistent',
      SMTP_URL: `smtp://mailer:s3cret@127.0.0.1:${port}?tls=optional`,
      MAIL_FROM: 'NineToNine <orders@example.test>',
    });
    expect(mailer.outboxDir).toBeNull();
    expect(mailer.destination).toBe(`SMTP smtp://127.0.0.1:${port}`);

    await mailer.send(mail);
    expect(received).toHaveLength(1);
    expect(received[0]!.auth).toEqual(['mailer', 's3cret']);
    expect(received[0]!.from).toContain('<orders@example.test>');
    expect(received[0]!.to).toEqual(['RCPT TO:<ada@example.test>']);
    expect(received[0]!.data).toMatch(/^Subject: Reset your NineToNine password$/m);
    expect(received[0]!.data).toContain('reset-password?token=abc_-123');
    await mailer.close();
  });
});
