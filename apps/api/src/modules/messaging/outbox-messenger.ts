import type { FastifyBaseLogger } from 'fastify';
import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Messenger, TemplateMessage } from './messenger';

/** What the outbox keeps of each message, for people and tests to read. */
export interface MessageOutboxEntry extends TemplateMessage {
  id: string;
  date: string;
}

/**
 * No provider configured: nothing leaves the machine; every message becomes a JSON file in
 * `dir` (names sort by time, as the mail outbox's do), and a log line says where.
 */
export function createOutboxMessenger(opts: { dir: string; log?: FastifyBaseLogger }): Messenger {
  let written = 0;
  return {
    configured: false,
    destination: `the local outbox ${opts.dir}`,
    async send(message) {
      const date = new Date();
      const sequence = String((written += 1)).padStart(9, '0');
      const id = `${date.toISOString().replace(/[:.]/g, '-')}-${sequence}-${randomBytes(4).toString('hex')}`;
      const entry: MessageOutboxEntry = { id, date: date.toISOString(), ...message };
      await mkdir(opts.dir, { recursive: true, mode: 0o700 });
      // Whole or not at all: readers poll for it.
      const tmp = path.join(opts.dir, `.${id}.json.tmp`);
      const file = path.join(opts.dir, `${id}.${message.channel}.json`);
      await writeFile(tmp, `${JSON.stringify(entry, null, 2)}\n`, { mode: 0o600 });
      await rename(tmp, file);
      opts.log?.info({ file, channel: message.channel }, 'message written to the local outbox');
      return { providerId: `outbox:${id}` };
    },
  };
}
