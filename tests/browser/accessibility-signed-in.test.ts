import { describe, expect, it } from 'vitest';
import { checkPages } from './axe-helpers';
import { signInThroughApi } from './auth-helpers';
import { menuFoods, orderable, registerUser } from './cart-helpers';
import { DESKTOP, PHONE, useBrowserStack } from './harness';
import { placeOrder } from './order-helpers';
import { createStaffAccount } from './staff-helpers';

/** Every signed-in route checked with axe-core, as a customer and as staff (decision 0045). */
describe('accessibility (axe-core) of every signed-in route', () => {
  const t = useBrowserStack({ settles: true });

  it("finds no violation on a customer's pages", async () => {
    // A customer with an order, so its page (tracker, totals, cancel) is checked too.
    const customer = await registerUser(t.baseUrl, 'axe');
    const [food] = orderable(await menuFoods(t.baseUrl));
    const order = await placeOrder(t.baseUrl, customer, food!, 'pickup', '');
    const { page, errors } = await t.newPage(PHONE);
    await signInThroughApi(page, customer);
    const paths = [
      '/accounts',
      '/change-password',
      '/cart',
      '/checkout',
      '/order-confirmation',
      `/order-confirmation?id=${order._id}`,
    ];
    expect(await checkPages(page, paths)).toEqual({});
    expect(errors).toEqual([]);
  }, 180_000);

  it("finds no violation on the staff side's pages", async () => {
    const admin = await createStaffAccount(t, 'admin');
    const { page, errors } = await t.newPage(DESKTOP);
    await signInThroughApi(page, admin);
    const paths = [
      '/admin',
      '/admin/orders',
      '/admin/menu',
      '/admin/menu/new',
      '/admin/categories',
      '/admin/offers',
      '/admin/messages',
      '/admin/users',
      '/admin/customers',
      '/admin/settings',
      '/admin/delivery-areas',
      '/admin/audit',
    ];
    expect(await checkPages(page, paths)).toEqual({});
    expect(errors).toEqual([]);
  }, 240_000);
});
