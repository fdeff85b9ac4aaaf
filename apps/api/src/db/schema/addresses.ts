import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, ownerId, updatedAt } from './columns';
import { users } from './users';

/** A customer's delivery addresses; orders keep their own copy, so deleting one is safe. */
export const addresses = pgTable(
  'addresses',
  {
    id: idColumn(),
    userId: ownerId('user_id', () => users.id),
    label: text('label').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2').notNull().default(''),
    city: text('city').notNull(),
    postalCode: text('postal_code').notNull(),
    notes: text('notes').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    // At most one default per customer, enforced by the database, not by hope.
    uniqueIndex('addresses_one_default_idx')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);
