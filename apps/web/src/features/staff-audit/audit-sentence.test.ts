import type { AuditEntry } from '@ninetonine/contract';
import { restaurantFormat } from '@ninetonine/contract/core';
import { describe, expect, it } from 'vitest';
import { auditSentence } from './audit-sentence';

const format = restaurantFormat();
const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  _id: 'a1',
  at: '2026-03-10T18:45:00.000Z',
  actor: { _id: 'u1', label: 'asha@example.com' },
  action: 'food.update',
  entityType: 'food',
  entityId: 'f1',
  before: null,
  after: null,
  ...over,
});

describe('audit sentences', () => {
  it('says which days of orders were exported (issue 34, item 20: not "export the export")', () => {
    const exported = (after: Record<string, unknown>) =>
      auditSentence(
        entry({ action: 'orders.export', entityType: 'export', entityId: 'orders.csv', after }),
        format,
      );
    expect(exported({ from: '2026-11-02', to: '2026-11-08', rows: 41 })).toBe(
      'asha@example.com exported the orders of Mon, 2 Nov to Sun, 8 Nov (41 orders)',
    );
    expect(exported({ from: '2026-11-02', to: '2026-11-02', rows: 1 })).toBe(
      'asha@example.com exported the orders of Mon, 2 Nov (1 order)',
    );
  });

  it("says the customers' contact details were exported, and how many (decision 0091)", () => {
    const exported = (rows: number) =>
      auditSentence(
        entry({
          action: 'customers.export',
          entityType: 'export',
          entityId: 'customers.csv',
          after: { rows },
        }),
        format,
      );
    expect(exported(1200)).toBe(
      "asha@example.com exported the customers' contact details (1,200 customers)",
    );
    expect(exported(1)).toBe(
      "asha@example.com exported the customers' contact details (1 customer)",
    );
  });

  it("says which dish's price changed, in the restaurant's money", () => {
    const variants = (price: number) => [{ size: 'Full', price, priceAfterDiscount: null }];
    expect(
      auditSentence(
        entry({
          before: { name: 'Chicken Biryani', variants: variants(280) },
          after: { name: 'Chicken Biryani', variants: variants(300) },
        }),
        format,
      ),
    ).toBe("asha@example.com changed Chicken Biryani's price from ₹280 to ₹300");
    expect(
      auditSentence(
        entry({
          before: {
            name: 'Dosa',
            variants: [
              { size: 'Small', price: 80 },
              { size: 'Large', price: 120 },
            ],
          },
          after: {
            name: 'Dosa',
            variants: [
              { size: 'Small', price: 80 },
              { size: 'Large', price: 130 },
            ],
          },
        }),
        format,
      ),
    ).toBe("asha@example.com changed Dosa's price (Large) from ₹120 to ₹130");
  });

  it('tells order moves, roles and menu changes in words, never raw keys', () => {
    expect(
      auditSentence(
        entry({
          action: 'order.status',
          entityType: 'order',
          before: { number: '1126-004', status: 'placed' },
          after: { number: '1126-004', status: 'rejected', reason: 'Closed early' },
        }),
        format,
      ),
    ).toBe('asha@example.com moved order 1126-004 from placed to rejected (“Closed early”)');
    expect(
      auditSentence(
        entry({
          action: 'user.role',
          entityType: 'user',
          before: { role: 'customer' },
          after: { role: 'staff' },
        }),
        format,
      ),
    ).toBe("asha@example.com changed a user's role from customer to staff");
    expect(
      auditSentence(
        entry({
          action: 'food.availability',
          before: { name: 'Idli' },
          after: { isAvailable: false },
        }),
        format,
      ),
    ).toBe('asha@example.com marked Idli sold out');
    expect(auditSentence(entry({ action: 'food.create', after: { name: 'Vada' } }), format)).toBe(
      'asha@example.com added Vada to the menu',
    );
  });

  it('says what the kitchen controls did (decision 0081)', () => {
    const said = (action: string, after: Record<string, unknown>, label = 'asha@example.com') =>
      auditSentence(
        entry({
          action,
          entityType: 'settings',
          entityId: 'main',
          after,
          actor: { _id: null, label },
        }),
        format,
      );
    expect(said('kitchen.busy_start', { busy: { extraMinutes: 20 }, pause: null })).toBe(
      'asha@example.com turned busy mode on (20 min more)',
    );
    expect(said('kitchen.busy_end', { busy: null })).toBe('asha@example.com ended busy mode');
    expect(said('kitchen.pause', { pause: { reason: 'Gas cylinder change' } })).toBe(
      'asha@example.com paused new orders (“Gas cylinder change”)',
    );
    expect(said('kitchen.resume', { pause: null })).toBe('asha@example.com took new orders again');
    expect(
      said('food.option_availability', {
        food: 'Masala Dosa',
        option: 'Extra ghee',
        availability: 'sold-out-today',
      }),
    ).toBe('asha@example.com marked Extra ghee of Masala Dosa sold out for today');
    expect(said('order.auto_accept', { number: '1129-004' }, 'auto-accept')).toBe(
      'Order 1129-004 was accepted automatically',
    );
  });
});
