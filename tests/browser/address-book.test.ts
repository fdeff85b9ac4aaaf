import {
  API_BASE_PATH,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  MAX_ADDRESSES_PER_CUSTOMER,
} from '@ninetonine/contract';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  accountLink,
  registerAccount,
  STRONG_PASSWORD,
  submitSignIn,
  uniqueEmail,
} from './auth-helpers';
import { DESKTOP, PHONE, useBrowserStack, WAIT } from './harness';

const NARROW = { width: 360, height: 740 };

const section = (page: Page) => page.getByRole('region', { name: 'Your addresses' });
const rows = (page: Page) =>
  section(page).getByRole('list', { name: 'Saved addresses' }).getByRole('listitem');
const row = (page: Page, label: string) =>
  section(page).getByRole('listitem', { name: label, exact: true });
const isDefault = async (r: Locator) =>
  (await r.getByText('Default', { exact: true }).count()) === 1;
const status = (page: Page) => section(page).getByRole('status');

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function fillAddress(form: Locator, a: Record<string, string>) {
  for (const [label, value] of Object.entries(a)) await form.getByLabel(label).fill(value);
}

describe('the address book on /accounts', () => {
  const t = useBrowserStack();

  it('adds, edits, makes default and deletes addresses at 360 px', async () => {
    const { page, errors } = await t.newPage(NARROW);

    await page.goto('/signup');
    // A field's error goes as soon as the field is edited, not at the next submit; its input
    // takes the contract's limit (issue 19 #11).
    const name = page.getByLabel('Name', { exact: true });
    expect(await name.getAttribute('maxlength')).toBe('80');
    await name.fill('A');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect
      .poll(() => page.locator('#signup-name-error').textContent(), WAIT)
      .toBe('Name must be at least 2 characters');
    await name.fill('Asha Verma');
    await expect.poll(() => page.locator('#signup-name-error').count(), WAIT).toBe(0);
    expect(await name.getAttribute('aria-invalid')).toBeNull();
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('asha'));
    await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
    await page.getByLabel('Confirm password').fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await accountLink(page, 'Asha Verma').waitFor(WAIT);

    await page.goto('/accounts');
    await section(page).getByText('No saved addresses yet', { exact: false }).waitFor(WAIT);
    // The orders come before the forms on a phone (issue 34, item 20).
    const top = (name: string) =>
      page.getByRole('heading', { name, level: 2 }).evaluate((h) => h.getBoundingClientRect().top);
    expect(await top('Your orders')).toBeLessThan(await top('Profile'));

    // The first address becomes the default.
    await section(page).getByRole('button', { name: 'Add an address' }).click();
    const newForm = page.getByRole('form', { name: 'New address' });
    // The rider's name starts as the account's own (issue 34, item 15).
    expect(await newForm.getByLabel('Name for the rider').inputValue()).toBe('Asha Verma');
    await fillAddress(newForm, {
      'Address name (e.g. Home, Work)': 'Home',
      'Name for the rider': 'Asha Verma',
      Phone: '+91 98765 43210',
      'PIN code': '560025',
      'House and street': '4 Lake View Road',
      'Area, building, floor (optional)': 'Flat 2B',
      City: 'Bengaluru',
      'Notes for the rider (optional)': 'Blue gate, ring twice',
    });
    await newForm.getByRole('button', { name: 'Save address' }).click();
    await expect.poll(() => status(page).textContent(), WAIT).toBe('Home was added.');
    // The focus stays where it was: on the button that opened the form (issue 19 #17).
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent), WAIT)
      .toBe('Add an address');
    const home = row(page, 'Home');
    await expect.poll(() => isDefault(home), WAIT).toBe(true);
    const homeText = await home.textContent();
    for (const part of [
      'Asha Verma',
      '+91 98765 43210',
      '4 Lake View Road, Flat 2B',
      'Bengaluru 560025',
      'Rider notes: Blue gate, ring twice',
    ]) {
      expect(homeText).toContain(part);
    }

    // The restaurant's country and delivery areas (issue 19 #1): a PIN code of another shape is
    // refused next to its field, one outside every area by the server, offering pickup.
    await section(page).getByRole('button', { name: 'Add an address' }).click();
    await fillAddress(newForm, {
      'Name for the rider': 'Asha Verma',
      Phone: '98450 55555',
      'PIN code': 'SW1A 1AA',
      'House and street': '10 Downing Street',
      City: 'London',
    });
    await newForm.getByRole('button', { name: 'Save address' }).click();
    await expect
      .poll(() => page.locator('#address-postalCode-error').textContent(), WAIT)
      .toBe('Enter a 6-digit PIN code, e.g. 560001');
    await newForm.getByLabel('PIN code').fill('600004');
    await newForm.getByRole('button', { name: 'Save address' }).click();
    // At the PIN itself, marked and focused, not in a banner above the form (issue 34, item 5).
    await expect
      .poll(() => page.locator('#address-postalCode-error').textContent(), WAIT)
      .toBe("We don't deliver to 600004 yet. You can still order for pickup.");
    const pin = newForm.getByLabel('PIN code');
    expect(await pin.getAttribute('aria-invalid')).toBe('true');
    expect(await pin.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await newForm.getByRole('alert').count()).toBe(0);
    // Pickup is checkout's to offer, not the address book's.
    expect(await newForm.getByRole('button', { name: 'Switch to pickup' }).count()).toBe(0);
    expect(await rows(page).count()).toBe(1);
    await newForm.getByRole('button', { name: 'Cancel' }).click();

    // The second one is not.
    await section(page).getByRole('button', { name: 'Add an address' }).click();
    await fillAddress(newForm, {
      'Address name (e.g. Home, Work)': 'Work',
      'Name for the rider': 'Asha at the office',
      Phone: '080 4000 1234',
      'PIN code': '560001',
      'House and street': '12 MG Road',
      City: 'Bengaluru',
    });
    await newForm.getByRole('button', { name: 'Save address' }).click();
    await expect.poll(() => rows(page).count(), WAIT).toBe(2);
    const work = row(page, 'Work');
    expect(await isDefault(work)).toBe(false);
    expect(await isDefault(home)).toBe(true);

    // Edit: the error sits next to its field, then a valid save.
    await work.getByRole('button', { name: 'Edit' }).click();
    const editForm = page.getByRole('form', { name: 'Edit Work' });
    await expect.poll(() => editForm.getByLabel('Phone').inputValue(), WAIT).toBe('080 4000 1234');
    await editForm.getByLabel('Phone').fill('call me');
    await editForm.getByRole('button', { name: 'Save changes' }).click();
    await expect
      .poll(() => page.locator('#edit-address-phone-error').textContent(), WAIT)
      .toBe('Enter a valid phone number');
    expect(await editForm.getByLabel('Phone').getAttribute('aria-describedby')).toContain(
      'edit-address-phone-error',
    );
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await editForm.getByLabel('Phone').fill('080 4000 9999');
    await editForm.getByLabel('City').fill('Mysuru');
    await editForm.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => status(page).textContent(), WAIT).toBe('Work was saved.');
    await expect.poll(() => work.textContent(), WAIT).toContain('Mysuru 560001');
    expect(await work.textContent()).toContain('080 4000 9999');
    expect(await page.getByRole('form', { name: 'Edit Work' }).count()).toBe(0);

    // Make the second the default.
    await work.getByRole('button', { name: 'Make default' }).click();
    await expect
      .poll(() => status(page).textContent(), WAIT)
      .toBe('Work is now your default address.');
    await expect.poll(() => isDefault(work), WAIT).toBe(true);
    expect(await isDefault(home)).toBe(false);
    expect(await work.getByRole('button', { name: 'Make default' }).count()).toBe(0);

    // Delete the default, after confirming: the other becomes the default.
    await work.getByRole('button', { name: 'Delete' }).click();
    const confirm = work.getByRole('group', { name: 'Delete Work?' });
    await confirm.getByRole('button', { name: 'Keep it' }).click();
    await expect.poll(() => confirm.count(), WAIT).toBe(0);
    await work.getByRole('button', { name: 'Delete' }).click();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await confirm.getByRole('button', { name: 'Yes, delete' }).click();
    await expect
      .poll(() => status(page).textContent(), WAIT)
      .toBe('Work was deleted. Home is now your default address.');
    await expect.poll(() => rows(page).count(), WAIT).toBe(1);
    await expect.poll(() => isDefault(home), WAIT).toBe(true);
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    // It is the server's state, not just the page's.
    await page.reload();
    await expect.poll(() => rows(page).count(), WAIT).toBe(1);
    await expect.poll(() => isDefault(row(page, 'Home')), WAIT).toBe(true);
    // The refused address's 400 is an expected answer, which Chromium logs as a failed load.
    expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
  });

  it("shows the server's message when the address limit is reached", async () => {
    const { page, context, errors } = await t.newPage(NARROW);
    await page.goto('/signup');
    await page.getByLabel('Name', { exact: true }).fill('Ravi Kumar');
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('ravi'));
    await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
    await page.getByLabel('Confirm password').fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await accountLink(page, 'Ravi Kumar').waitFor(WAIT);

    // The browser's own session (its cookies) fills the book up to the limit.
    const address = {
      name: 'Ravi Kumar',
      phone: '+91 91234 56789',
      line1: '7 Temple Street',
      city: 'Bengaluru',
      postalCode: '560004',
    };
    for (let i = 1; i <= MAX_ADDRESSES_PER_CUSTOMER; i += 1) {
      const res = await context.request.post(`${API_BASE_PATH}/addresses`, {
        headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
        data: { ...address, label: `Place ${i}` },
      });
      expect(res.status()).toBe(201);
    }

    await page.goto('/accounts');
    await expect.poll(() => rows(page).count(), WAIT).toBe(MAX_ADDRESSES_PER_CUSTOMER);
    await section(page).getByRole('button', { name: 'Add an address' }).click();
    const form = page.getByRole('form', { name: 'New address' });
    await fillAddress(form, {
      'Name for the rider': address.name,
      Phone: address.phone,
      'PIN code': address.postalCode,
      'House and street': address.line1,
      City: address.city,
    });
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect
      .poll(() => form.getByRole('alert').textContent(), WAIT)
      .toBe(
        `You can keep up to ${MAX_ADDRESSES_PER_CUSTOMER} addresses. Delete one to add another.`,
      );
    expect(await rows(page).count()).toBe(MAX_ADDRESSES_PER_CUSTOMER);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    // The 409 is an expected answer, which Chromium logs as a failed load.
    expect(errors.filter((e) => !/status of 409/.test(e))).toEqual([]);
  });

  it("offers a new address's phone to a profile without one, and never saves it silently (issue 34, item 15)", async () => {
    for (const [viewport, answer] of [
      [PHONE, 'Save to my profile'],
      [DESKTOP, 'No thanks'],
    ] as const) {
      const email = uniqueEmail('phone-offer');
      await registerAccount(t.baseUrl, { name: 'Ravi Iyer', email });
      const { page, errors } = await t.newPage(viewport);
      await page.goto('/signin');
      await submitSignIn(page, email);
      await accountLink(page, 'Ravi Iyer').waitFor(WAIT);
      await page.goto('/accounts');
      await section(page).getByRole('button', { name: 'Add an address' }).click();
      const form = page.getByRole('form', { name: 'New address' });
      await fillAddress(form, {
        Phone: '+91 98450 12345',
        'PIN code': '560025',
        'House and street': '7 Church Street',
        City: 'Bengaluru',
      });
      await form.getByRole('button', { name: 'Save address' }).click();
      const offer = section(page).getByRole('group', { name: "Your profile's phone" });
      await offer.waitFor(WAIT);
      expect(await offer.innerText()).toContain('Save +91 98450 12345 to your profile too?');
      const profilePhone = page.getByRole('region', { name: 'Profile' }).getByLabel('Phone');
      expect(await profilePhone.inputValue()).toBe('');
      await offer.getByRole('button', { name: answer }).click();
      await expect.poll(() => offer.count(), WAIT).toBe(0);
      if (answer === 'Save to my profile') {
        await section(page).getByText('+91 98450 12345 is on your profile now.').waitFor(WAIT);
        await expect.poll(() => profilePhone.inputValue(), WAIT).toBe('+91 98450 12345');
        // The next new address starts with it.
        await section(page).getByRole('button', { name: 'Add an address' }).click();
        expect(await form.getByLabel('Phone').inputValue()).toBe('+91 98450 12345');
      } else {
        expect(await profilePhone.inputValue()).toBe('');
        const me = await page.request.get('/api/v1/auth/user/profile');
        expect(((await me.json()) as { user: { phone: string | null } }).user.phone).toBeNull();
      }
      expect(errors).toEqual([]);
    }
  });
});
