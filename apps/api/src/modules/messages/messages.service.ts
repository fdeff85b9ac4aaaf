import { ErrorCode, type messagesListQuerySchema } from '@ninetonine/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { notFound } from '../../http-error';
import type { AuditActor, AuditLog } from '../audit/audit-log';
import type { ContactMessageRecord, MessagesRepository } from './messages.repository';

type ListQuery = z.output<typeof messagesListQuerySchema>;

/** The contact-form inbox, for staff. */
export function createMessagesService(deps: {
  db: Database;
  repo: MessagesRepository;
  audit: AuditLog;
}) {
  const { db, repo, audit } = deps;
  return {
    async list(query: ListQuery) {
      const [page, unreadCount] = await Promise.all([
        repo.page(db, {
          unreadOnly: query.show === 'unread',
          offset: (query.page - 1) * query.limit,
          limit: query.limit,
        }),
        repo.unreadCount(db),
      ]);
      return { ...page, unreadCount };
    },

    /** Marks it read or unread; marking it as it already is changes (and logs) nothing. */
    markRead(
      actor: AuditActor,
      id: string,
      read: boolean,
    ): Promise<{ message: ContactMessageRecord; unreadCount: number }> {
      return db.transaction(async (tx) => {
        const message = await audit.write(tx, actor, {
          async read() {
            const current = await repo.findForUpdate(tx, id);
            if (!current) throw notFound('Message not found', ErrorCode.MessageNotFound);
            return current;
          },
          write: async (_, current) =>
            (current.readAt !== null) === read
              ? current
              : repo.setReadAt(tx, id, read ? new Date() : null),
          entry: (current, message) =>
            (current.readAt !== null) === read
              ? null
              : {
                  action: read ? 'message.read' : 'message.unread',
                  entityType: 'contact_message',
                  entityId: id,
                  before: { readAt: current.readAt },
                  after: { readAt: message.readAt },
                },
        });
        return { message, unreadCount: await repo.unreadCount(tx) };
      });
    },
  };
}
export type MessagesService = ReturnType<typeof createMessagesService>;
