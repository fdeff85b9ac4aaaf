import {
  dineInTexts,
  type StaffTable,
  type tableInputSchema,
  type tableUpdateSchema,
} from '@ninetonine/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { onUniqueViolation } from '../../db/errors';
import { conflict, notFound } from '../../http-error';
import { rowEntries, type AuditActor, type AuditLog } from '../audit/audit-log';
import { auditedTable, tabTotalMinor, toStaffTable } from './dine-in.presenter';
import { newTableToken, tableLink, tableQrDataUrl, tableQrSvg } from './table-links';
import type { TableRow, TablesRepository } from './tables.repository';
import type { TabsRepository } from './tabs.repository';
import type { TabViews } from './tab-views';

type NewTable = z.output<typeof tableInputSchema>;
type TableChanges = z.output<typeof tableUpdateSchema>;

/** Staff's tables (decision 0094): every change audited, the token never in the log. */
export function createTablesService(deps: {
  db: Database;
  tables: TablesRepository;
  tabs: TabsRepository;
  views: TabViews;
  audit: AuditLog;
  publicUrl: string;
  now?: () => Date;
}) {
  const { db, tables, audit } = deps;
  const now = deps.now ?? (() => new Date());
  const entries = rowEntries('dine_in_table', auditedTable);

  async function present(table: TableRow): Promise<StaffTable> {
    const current = await deps.tabs.currentOf(db, table.id);
    const view = current && (await deps.views.view(db, current));
    const link = tableLink(deps.publicUrl, table.token!);
    return toStaffTable(
      table,
      current && {
        id: current.id,
        status: current.status,
        totalMinor: tabTotalMinor(view!.rounds),
      },
      link,
      await tableQrDataUrl(link),
    );
  }

  async function locked(tx: Database, id: string): Promise<TableRow> {
    const table = await tables.find(tx, id, { forUpdate: true });
    if (!table) throw notFound(dineInTexts.tableNotFound);
    return table;
  }

  const write = (run: (tx: Database) => Promise<TableRow>) =>
    onUniqueViolation(
      () => db.transaction(run),
      () => conflict(dineInTexts.nameTaken),
    );

  return {
    async list(): Promise<StaffTable[]> {
      const rows = await tables.list(db);
      return Promise.all(rows.map((r) => present(r.table)));
    },

    async create(actor: AuditActor, input: NewTable): Promise<StaffTable> {
      const table = await write((tx) =>
        audit.write(tx, actor, {
          write: () => tables.insert(tx, { ...input, token: newTableToken() }),
          entry: entries.created,
        }),
      );
      return present(table);
    },

    async update(actor: AuditActor, id: string, changes: TableChanges): Promise<StaffTable> {
      const table = await write((tx) =>
        audit.write(tx, actor, {
          read: () => locked(tx, id),
          write: () => tables.update(tx, id, changes),
          entry: entries.changed(id),
        }),
      );
      return present(table);
    },

    /** A new QR for the table: the old code stops working at once. */
    async newToken(actor: AuditActor, id: string): Promise<StaffTable> {
      const table = await db.transaction((tx) =>
        audit.write(tx, actor, {
          read: () => locked(tx, id),
          write: () => tables.update(tx, id, { token: newTableToken() }),
          entry: () => ({
            action: 'dine_in_table.new_qr',
            entityType: 'dine_in_table',
            entityId: id,
          }),
        }),
      );
      return present(table);
    },

    /** Refused while the table has a tab not closed; its QR stops working. */
    async remove(actor: AuditActor, id: string): Promise<void> {
      await db.transaction((tx) =>
        audit.write(tx, actor, {
          read: () => locked(tx, id),
          async write() {
            if (await deps.tabs.currentOf(tx, id)) throw conflict(dineInTexts.tableHasTab);
            await tables.remove(tx, id, now());
          },
          entry: (before) => ({
            action: 'dine_in_table.delete',
            entityType: 'dine_in_table',
            entityId: id,
            before: auditedTable(before),
          }),
        }),
      );
    },

    /** The table's QR alone, as SVG text (one card). */
    async qrSvg(id: string): Promise<string> {
      const table = await tables.find(db, id);
      if (!table) throw notFound(dineInTexts.tableNotFound);
      return tableQrSvg(tableLink(deps.publicUrl, table.token!));
    },
  };
}
export type TablesService = ReturnType<typeof createTablesService>;
