import { describe, expect, it } from 'vitest';
import { sectionAt } from './admin-sections';

describe('sectionAt', () => {
  it('finds the section of a /admin path by its first segment', () => {
    expect(sectionAt('/admin')?.label).toBe('Dashboard');
    expect(sectionAt('/admin/')?.label).toBe('Dashboard');
    expect(sectionAt('/admin/users')?.roles).toEqual(['admin']);
    expect(sectionAt('/admin/audit')?.roles).toEqual(['admin']);
    expect(sectionAt('/admin/customers')?.roles).toEqual(['admin']);
    expect(sectionAt('/admin/orders/123')?.label).toBe('Orders board');
    expect(sectionAt('/admin/tables/cards')?.label).toBe('Tables');
    expect(sectionAt('/admin/nowhere')).toBeUndefined();
  });
});
