import {
  orderMessageSettingsSchema,
  type OrderMessageSettings,
  type OrderMessageSettingsInput,
} from '@ninetonine/contract';
import type { Database } from '../../db/client';
import type { AuditActor, AuditLog } from '../audit/audit-log';
import type { MessageJobsRepository } from './message-jobs.repository';

/** The stored row as the contract shapes it (missing topics read as ''). */
const shaped = (row: Awaited<ReturnType<MessageJobsRepository['settings']>>) =>
  orderMessageSettingsSchema.parse({
    dltEntityId: row?.dltEntityId ?? '',
    smsDltTemplateIds: row?.smsDltTemplateIds ?? {},
    whatsappTemplates: row?.whatsappTemplates ?? {},
  });

/** The templates staff set for order messages (decision 0092), audited like other settings. */
export function createMessageSettingsService(deps: {
  db: Database;
  jobs: MessageJobsRepository;
  audit: AuditLog;
}) {
  const { db, jobs, audit } = deps;
  return {
    async get(): Promise<OrderMessageSettings> {
      return shaped(await jobs.settings(db));
    },
    async update(
      actor: AuditActor,
      input: OrderMessageSettingsInput,
    ): Promise<OrderMessageSettings> {
      const next = orderMessageSettingsSchema.parse(input);
      return db.transaction((tx) =>
        audit.write(tx, actor, {
          read: async () => shaped(await jobs.settings(tx)),
          async write() {
            await jobs.saveSettings(tx, next);
            return next;
          },
          entry: (before, after) => ({
            action: 'settings.update',
            entityType: 'settings',
            entityId: 'order_messages',
            before,
            after,
          }),
        }),
      );
    },
  };
}

export type MessageSettingsService = ReturnType<typeof createMessageSettingsService>;
