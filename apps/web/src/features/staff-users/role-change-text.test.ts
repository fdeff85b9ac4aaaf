import { describe, expect, it } from 'vitest';
import { roleChangeDone, roleChangeMeaning, roleChangeQuestion } from './role-change-text';

describe('role change texts', () => {
  it('reads as English for every role', () => {
    expect(roleChangeQuestion('Meera', 'staff')).toBe('Make Meera staff?');
    expect(roleChangeQuestion('Meera', 'admin')).toBe('Make Meera an admin?');
    expect(roleChangeQuestion('Meera', 'customer')).toBe('Make Meera a customer?');
    expect(roleChangeDone('Ravi', 'admin')).toBe('Ravi is now an admin.');
    expect(roleChangeMeaning('staff')).toMatch(/menu and the orders/);
  });
});
