import { count, desc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { contactMessages } from '../../db/schema/index';

export interface ContactMessageRecord {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: Date;
  readAt: Date | null;
}

const columns = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  subject: contactMessages.subject,
  message: contactMessages.message,
  createdAt: contactMessages.createdAt,
  readAt: contactMessages.readAt,
};

export function createMessagesRepository() {
  return {
    /** Newest first, a page at a time. */
    async page(
      ex: Executor,
      opts: { unreadOnly: boolean; offset: number; limit: number },
    ): Promise<{ messages: ContactMessageRecord[]; total: number }> {
      const where = opts.unreadOnly ? isNull(contactMessages.readAt) : undefined;
      const messages = await ex
        .select(columns)
        .from(contactMessages)
        .where(where)
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .offset(opts.offset)
        .limit(opts.limit);
      const [row] = await ex.select({ n: count() }).from(contactMessages).where(where);
      return { messages, total: row?.n ?? 0 };
    },

    async unreadCount(ex: Executor): Promise<number> {
      const [row] = await ex
        .select({ n: count() })
        .from(contactMessages)
        .where(isNull(contactMessages.readAt));
      return row?.n ?? 0;
    },

    /** Locks it for the rest of the transaction: two staff marking it apply one at a time. */
    async findForUpdate(ex: Executor, id: string): Promise<ContactMessageRecord | null> {
      const [row] = await ex
        .select(columns)
        .from(contactMessages)
        .where(eq(contactMessages.id, id))
        .for('update');
      return row ?? null;
    },

    async setReadAt(ex: Executor, id: string, readAt: Date | null): Promise<ContactMessageRecord> {
      const [row] = await ex
        .update(contactMessages)
        .set({ readAt })
        .where(eq(contactMessages.id, id))
        .returning(columns);
      return row!;
    },
  };
}
export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
