import type { Database } from '../../../db/client';
import { notFound } from '../../../http-error';
import type { AuditLog } from '../../audit/audit-log';
import type { SessionsService } from './sessions.service';
import type { UserRepository } from '../user.repository';

/**
 * An admin ends every session of an account (a lost phone, a leaver, a suspected takeover): the
 * account must sign in again everywhere, and its live streams end with the sessions
 * (docs/decisions/0032). Audited in the same transaction.
 */
export function createAdminSessionsService(deps: {
  db: Database;
  users: UserRepository;
  sessions: SessionsService;
  audit: AuditLog;
}) {
  const { db, users, sessions, audit } = deps;
  return {
    /** How many sessions it ended; 404 for an unknown account. */
    async endAll(actorId: string, userId: string): Promise<number> {
      return db.transaction((tx) =>
        audit.write(
          tx,
          { id: actorId },
          {
            async read() {
              if (!(await users.findById(tx, userId))) throw notFound('No such user');
            },
            write: () => sessions.revokeAll(tx, userId, 'ended_by_admin'),
            entry: (_, ended) => ({
              action: 'user.sessions_end',
              entityType: 'user',
              entityId: userId,
              after: { ended },
            }),
          },
        ),
      );
    },
  };
}
export type AdminSessionsService = ReturnType<typeof createAdminSessionsService>;
