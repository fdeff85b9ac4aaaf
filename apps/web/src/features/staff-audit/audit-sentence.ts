import type { AuditEntry, RestaurantFormat } from '@ninetonine/contract';
import { orderStatusLabels, type OrderStatus } from '@ninetonine/contract/core';

/**
 * An audit entry as a sentence an owner reads at a glance ("asha@… changed Chicken Biryani's
 * price (Large) from ₹280 to ₹300"), for the kinds of change the log holds; anything else falls
 * back to "… updated the food". The raw fields stay one click away (audit-diff.ts).
 */

type Fields = Record<string, unknown>;
const fields = (value: unknown): Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : {};
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

interface Variant {
  size: string;
  price: number;
}
const variantsOf = (value: unknown): Variant[] =>
  Array.isArray(value)
    ? value.filter(
        (v): v is Variant =>
          typeof v === 'object' &&
          v !== null &&
          typeof (v as Variant).size === 'string' &&
          typeof (v as Variant).price === 'number',
      )
    : [];

/** The kinds of record, as the filter and the sentences name them. */
export const ENTITY_LABELS: Record<string, string> = {
  food: 'Dishes',
  category: 'Categories',
  order: 'Orders',
  offer: 'Offers',
  settings: 'Restaurant settings',
  security_settings: 'Security settings',
  user: 'Users and roles',
  image: 'Pictures',
  contact_message: 'Messages',
  export: 'Exports',
  invitation: 'Staff invitations',
};

const status = (value: unknown) =>
  orderStatusLabels[value as OrderStatus]?.toLowerCase() ?? String(value);

/** "price (Large) from ₹280 to ₹300" for each size whose price changed. */
function priceChanges(before: Fields, after: Fields, format: RestaurantFormat): string[] {
  const old = new Map(variantsOf(before.variants).map((v) => [v.size, v.price]));
  const now = variantsOf(after.variants);
  const single = now.length === 1;
  return now
    .filter((v) => old.has(v.size) && old.get(v.size) !== v.price)
    .map(
      (v) =>
        `price${single ? '' : ` (${v.size})`} from ${format.price(old.get(v.size)!)} to ${format.price(v.price)}`,
    );
}

export function auditSentence(entry: AuditEntry, format: RestaurantFormat): string {
  const who = entry.actor.label;
  const before = fields(entry.before);
  const after = fields(entry.after);
  const name = text(after.name) ?? text(before.name);
  const kind = entry.entityType;
  const thing = name ?? `the ${kind.replace('_', ' ')}`;

  switch (entry.action) {
    case 'food.create':
      return `${who} added ${thing} to the menu`;
    case 'food.delete':
      return `${who} removed ${thing} from the menu`;
    case 'food.restore':
      return `${who} put ${thing} back on the menu`;
    case 'food.availability':
      return after.isAvailable === false
        ? `${who} marked ${thing} sold out`
        : `${who} marked ${thing} available again`;
    case 'food.option_availability':
      return after.availability === 'sold-out-today'
        ? `${who} marked ${text(after.option)} of ${text(after.food)} sold out for today`
        : `${who} put ${text(after.option)} of ${text(after.food)} back on`;
    // The kitchen's controls (decision 0081).
    case 'kitchen.busy_start': {
      const busy = fields(after.busy);
      return `${who} turned busy mode on (${String(busy.extraMinutes)} min more)`;
    }
    case 'kitchen.busy_end':
      return `${who} ended busy mode`;
    case 'kitchen.pause':
      return `${who} paused new orders (“${text(fields(after.pause).reason) ?? ''}”)`;
    case 'kitchen.resume':
      return `${who} took new orders again`;
    case 'order.auto_accept':
      return `Order ${text(after.number) ?? ''} was accepted automatically`;
    case 'food.update': {
      const prices = priceChanges(before, after, format);
      if (prices.length > 0) return `${who} changed ${thing}'s ${prices.join(', ')}`;
      if (name && text(before.name) && before.name !== after.name) {
        return `${who} renamed ${text(before.name)} to ${text(after.name)}`;
      }
      return `${who} edited ${thing}`;
    }
    case 'category.create':
      return `${who} added the category ${thing}`;
    case 'category.update':
      return `${who} edited the category ${thing}`;
    case 'category.delete':
      return `${who} removed the category ${thing}`;
    case 'category.reorder':
      return `${who} changed the order of the categories`;
    case 'order.status': {
      const number = text(after.number) ?? text(before.number) ?? entry.entityId;
      const reason = text(after.reason);
      return `${who} moved order ${number} from ${status(before.status)} to ${status(after.status)}${reason ? ` (“${reason}”)` : ''}`;
    }
    case 'offer.create':
      return `${who} created the offer ${text(after.code) ?? ''}`.trimEnd();
    case 'user.role':
      return before.role
        ? `${who} changed a user's role from ${String(before.role)} to ${String(after.role)}`
        : `${who} made a user ${String(after.role)}`;
    case 'user.sessions_end':
      return `${who} signed a user out everywhere`;
    case 'settings.update':
      return `${who} changed the restaurant settings`;
    case 'security_settings.update':
      return `${who} changed the security settings`;
    case 'image.upload':
      return `${who} uploaded a picture`;
    case 'orders.export': {
      // "exported the orders of Mon, 2 Nov to Sun, 8 Nov (41 orders)", not "export the export".
      const from = text(after.from);
      const to = text(after.to);
      const days =
        from && to
          ? from === to
            ? ` of ${format.calendarDay(from, 'short')}`
            : ` of ${format.calendarDay(from, 'short')} to ${format.calendarDay(to, 'short')}`
          : '';
      const rows =
        typeof after.rows === 'number'
          ? ` (${format.count(after.rows)} ${after.rows === 1 ? 'order' : 'orders'})`
          : '';
      return `${who} exported the orders${days}${rows}`;
    }
    case 'customers.export': {
      const rows =
        typeof after.rows === 'number'
          ? ` (${format.count(after.rows)} ${after.rows === 1 ? 'customer' : 'customers'})`
          : '';
      return `${who} exported the customers' contact details${rows}`;
    }
    default: {
      const verb = entry.action.split('.').at(-1)?.replace('_', ' ') ?? 'changed';
      return `${who} ${verb} ${thing}`;
    }
  }
}
