import { describe, expect, it } from 'vitest';
import {
  roleChangeDone,
  roleChangeMeaning,
  roleChangeQuestion,
  roleChangeSignsOut,
  unverifiedEmailWarning,
} from './role-change-text';

describe('role change texts', () => {
  it('reads as English for every role', () => {
    expect(roleChangeQuestion('Meera', 'staff')).toBe('Make Meera staff?');
    expect(roleChangeQuestion('Meera', 'admin')).toBe('Make Meera an admin?');
    expect(roleChangeQuestion('Meera', 'customer')).toBe('Make Meera a customer?');
    expect(roleChangeDone('Ravi', 'admin')).toBe('Ravi is now an admin.');
    expect(roleChangeMeaning('staff')).toMatch(/menu and the orders/);
    expect(roleChangeSignsOut(false)).toMatch(/^They are signed out on every device/);
    expect(roleChangeSignsOut(true)).toMatch(/^You will be signed out/);
    expect(unverifiedEmailWarning('chef@example.test')).toBe(
      'chef@example.test is not verified: whoever registered this account may not own that address. ' +
        'Its password is cleared; the owner of the address chooses a new one with "Forgot password?".',
    );
  });
});
