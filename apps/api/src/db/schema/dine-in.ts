import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { TabPaymentMethod, TabStatus, TableCallKind } from '@ninetonine/contract';
import { createdAt, idColumn, ownerId, timestampTz, updatedAt } from './columns';
import { users } from './users';

/** A table guests order from by its QR code (decision 0094). */
export const dineInTables = pgTable(
  'dine_in_tables',
  {
    id: idColumn(),
    name: text('name').notNull(),
    seats: integer('seats').notNull(),
    area: text('area').notNull().default(''),
    /** What the QR carries: unguessable, replaced on demand; null once the table is removed. */
    token: text('token'),
    /** Removed tables stay for the tabs that name them; their token is gone. */
    removedAt: timestampTz('removed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('dine_in_tables_token_idx').on(t.token),
    uniqueIndex('dine_in_tables_name_idx')
      .on(sql`lower(${t.name})`)
      .where(sql`${t.removedAt} IS NULL`),
    check('dine_in_tables_seats_range', sql`${t.seats} BETWEEN 1 AND 50`),
    check('dine_in_tables_removed_no_token', sql`${t.removedAt} IS NULL OR ${t.token} IS NULL`),
  ],
);

/** A table's running tab: open → bill_asked → paid → closed; one not closed per table. */
export const dineInTabs = pgTable(
  'dine_in_tabs',
  {
    id: idColumn(),
    tableId: text('table_id')
      .notNull()
      .references(() => dineInTables.id, { onDelete: 'restrict' }),
    status: text('status').$type<TabStatus>().notNull().default('open'),
    /** What was paid, minor units: the total when it was marked paid. */
    paidMinor: integer('paid_minor').notNull().default(0),
    paidMethod: text('paid_method').$type<TabPaymentMethod>(),
    paidAt: timestampTz('paid_at'),
    /** Who marked it paid (null: paid online). */
    paidBy: text('paid_by').references(() => users.id, { onDelete: 'set null' }),
    billAskedAt: timestampTz('bill_asked_at'),
    closedAt: timestampTz('closed_at'),
    mergedInto: text('merged_into').references((): AnyPgColumn => dineInTabs.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('dine_in_tabs_one_open_idx')
      .on(t.tableId)
      .where(sql`${t.status} <> 'closed'`),
    check(
      'dine_in_tabs_status_valid',
      sql`${t.status} IN ('open', 'bill_asked', 'paid', 'closed')`,
    ),
    check(
      'dine_in_tabs_paid_method_valid',
      sql`${t.paidMethod} IS NULL OR ${t.paidMethod} IN ('cash', 'card', 'upi', 'online')`,
    ),
    check('dine_in_tabs_paid_range', sql`${t.paidMinor} >= 0`),
  ],
);

/** A guest at a tab: a name (a phone optional) and the users row their rounds are owned by. */
export const dineInGuests = pgTable(
  'dine_in_guests',
  {
    id: idColumn(),
    tabId: ownerId('tab_id', () => dineInTabs.id),
    userId: ownerId('user_id', () => users.id),
    name: text('name').notNull(),
    phone: text('phone'),
    createdAt: createdAt(),
  },
  (t) => [index('dine_in_guests_tab_idx').on(t.tabId)],
);

/** "Call staff" and "Ask for the bill", until a staff member acknowledges them. */
export const dineInCalls = pgTable(
  'dine_in_calls',
  {
    id: idColumn(),
    tabId: ownerId('tab_id', () => dineInTabs.id),
    guestId: ownerId('guest_id', () => dineInGuests.id),
    kind: text('kind').$type<TableCallKind>().notNull(),
    acknowledgedAt: timestampTz('acknowledged_at'),
    acknowledgedBy: text('acknowledged_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('dine_in_calls_open_idx')
      .on(t.createdAt)
      .where(sql`${t.acknowledgedAt} IS NULL`),
    check('dine_in_calls_kind_valid', sql`${t.kind} IN ('staff', 'bill')`),
  ],
);
