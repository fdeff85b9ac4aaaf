import { describe, expect, it } from 'vitest';
import { auditDiff, diffLineText } from './audit-diff';

const lines = (before: unknown, after: unknown) => auditDiff(before, after).map(diffLineText);

describe('auditDiff', () => {
  it('lists only the fields that changed, before → after', () => {
    expect(lines({ role: 'customer' }, { role: 'staff' })).toEqual(['role: customer → staff']);
    expect(
      lines(
        { name: 'Dosa', price: 12000, tags: ['veg'], note: 'x' },
        { name: 'Dosa', price: 13000, tags: ['veg', 'spicy'], open: true },
      ),
    ).toEqual([
      'price: 12000 → 13000',
      'tags: ["veg"] → ["veg","spicy"]',
      'note: x (removed)',
      'open: true (added)',
    ]);
  });

  it('lists every field of a record created or removed', () => {
    expect(lines(null, { name: 'Idli', available: false })).toEqual([
      'name: Idli (added)',
      'available: false (added)',
    ]);
    expect(lines({ code: 'SAVE10' }, null)).toEqual(['code: SAVE10 (removed)']);
  });

  it('shows plain values, empty strings and nothing at all readably', () => {
    expect(lines('open', 'closed')).toEqual(['value: open → closed']);
    expect(lines({ note: '' }, { note: null })).toEqual(['note: (empty) → (none)']);
    expect(lines(null, null)).toEqual([]);
  });
});
