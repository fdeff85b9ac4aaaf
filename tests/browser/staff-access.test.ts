import { describe, expect, it } from 'vitest';
import { registerAccount, submitSignIn, uniqueEmail } from './auth-helpers';
import { PHONE, useBrowserStack, WAIT } from './harness';
import { createStaffAccount } from './staff-helpers';

describe('the staff side (/admin)', () => {
  const t = useBrowserStack();

  it('sends a signed-out visitor to sign in and back', async () => {
    const { page } = await t.newPage();
    await page.goto('/admin');
    await page.waitForURL('**/signin?redirect=%2Fadmin');
    const admin = await createStaffAccount(t, 'admin');
    await submitSignIn(page, admin.email, admin.password);
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByRole('navigation', { name: 'Staff sections' }).waitFor(WAIT);
  });

  it('tells a customer the page is for staff, and shows nothing of it', async () => {
    const email = uniqueEmail('diner');
    await registerAccount(t.baseUrl, { name: 'Dina Diner', email });
    const { page, errors } = await t.newPage(PHONE);
    await page.goto('/signin?redirect=%2Fadmin');
    await submitSignIn(page, email);
    await page
      .getByRole('heading', { name: "This page is for the restaurant's staff" })
      .waitFor(WAIT);
    expect(await page.getByRole('navigation', { name: 'Staff sections' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('shows staff the kitchen sections and admins the admin ones too', async () => {
    const staff = await createStaffAccount(t, 'staff');
    const admin = await createStaffAccount(t, 'admin');
    const sectionsOf = async (account: { email: string; password: string }) => {
      const { page } = await t.newPage(PHONE);
      await page.goto('/signin?redirect=%2Fadmin');
      await submitSignIn(page, account.email, account.password);
      const nav = page.getByRole('navigation', { name: 'Staff sections' });
      await nav.waitFor(WAIT);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      return nav.getByRole('link').allTextContents();
    };
    const staffSections = await sectionsOf(staff);
    expect(staffSections).toEqual(
      expect.arrayContaining(['Dashboard', 'Orders board', 'Menu', 'Categories', 'Messages']),
    );
    expect(staffSections).not.toContain('Users');
    expect(staffSections).not.toContain('Settings');
    expect(staffSections).not.toContain('Delivery areas');
    expect(await sectionsOf(admin)).toEqual(
      expect.arrayContaining(['Users', 'Settings', 'Offers', 'Delivery areas']),
    );
  });
});
