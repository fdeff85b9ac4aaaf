import { API_BASE_PATH, nextDay, restaurantDay } from '@ninetonine/contract';
import type { Locator, Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInThroughApi } from './auth-helpers';
import { DESKTOP, gotoSettled, PHONE, useBrowserStack, WAIT } from './harness';
import { h1Text } from './catalog-helpers';
import { createStaffAccount } from './staff-helpers';

const SAVED = 'Saved. Checkout and every page use these settings from now on.';
const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);
const hasSaved = (page: Page) => page.getByRole('status').filter({ hasText: SAVED }).count();

const isContactPost = (r: Request) =>
  r.method() === 'POST' && r.url().endsWith(`${API_BASE_PATH}/contact`);

describe('contact form', () => {
  const t = useBrowserStack({ settles: true });

  it('shows errors next to the fields, then sends and confirms the message', async () => {
    const { page, errors } = await t.newPage(PHONE);
    await gotoSettled(page, '/contact-us');
    await expect.poll(() => h1Text(page), WAIT).toBe('Contact us');

    let posted = 0;
    page.on('request', (r) => {
      if (isContactPost(r)) posted += 1;
    });
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Send message' }).click();
    const name = page.getByLabel('Your name');
    await page.getByText('Please tell us your name').waitFor(WAIT);
    await page.getByText('Enter a valid email address').waitFor(WAIT);
    await page.getByText('Add a short subject').waitFor(WAIT);
    await page.getByText('Tell us a little more (at least 10 characters)').waitFor(WAIT);
    await expect.poll(() => name.getAttribute('aria-invalid'), WAIT).toBe('true');
    await expect.poll(() => name.evaluate((el) => el === document.activeElement), WAIT).toBe(true);
    const describedText = async () => {
      const describedBy = await name.getAttribute('aria-describedby');
      return page.locator(`#${describedBy}`).innerText();
    };
    await expect.poll(describedText, WAIT).toBe('Please tell us your name');
    expect(posted).toBe(0);

    await name.fill('Asha Rao');
    // Fixed fields lose their error while typing.
    await page.getByText('Please tell us your name').waitFor({ state: 'detached', ...WAIT });
    await page.getByLabel('Email').fill('asha@example.com');
    await page.getByLabel('Subject').fill('Birthday order');
    await page.getByLabel('Message').fill('Could you cook biryani for twenty people this Sunday?');

    const response = page.waitForResponse((r) => isContactPost(r.request()), WAIT);
    await page.getByRole('button', { name: 'Send message' }).click();
    const res = await response;
    expect(res.status()).toBe(201);
    const body = (await res.json()) as { message: string; id: string };
    expect(body.id).toBeTruthy();
    await page.getByRole('heading', { name: 'Message received' }).waitFor(WAIT);
    await page.getByText(body.message, { exact: true }).waitFor(WAIT);
    await page.getByText(`Reference: ${body.id}`).waitFor(WAIT);
    expect(posted).toBe(1);
    expect(errors).toEqual([]);
  });

  it("shows the server's message when sending fails", async () => {
    const { page } = await t.newPage(PHONE);
    await page.route(`**${API_BASE_PATH}/contact`, (route) =>
      route.fulfill({ status: 429, json: { message: 'Too many messages. Please wait a minute.' } }),
    );
    await gotoSettled(page, '/contact-us');
    await page.getByLabel('Your name').fill('Asha Rao');
    await page.getByLabel('Email').fill('asha@example.com');
    await page.getByLabel('Subject').fill('Question');
    await page.getByLabel('Message').fill('Do you cook without onion and garlic?');
    await page.getByRole('button', { name: 'Send message' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Too many messages' });
    await alert.waitFor(WAIT);
    const send = page.getByRole('button', { name: 'Send message' });
    await expect.poll(() => send.isEnabled(), WAIT).toBe(true);
  });

  it('the owner changes Wednesday and adds a holiday: "Saved" and the focus stays; home, footer, help and the privacy policy show them', async () => {
    const admin = await createStaffAccount(t, 'admin');
    const desk = await t.newPage(DESKTOP);
    await signInThroughApi(desk.page, admin);
    await desk.page.goto('/admin/settings');
    const form = desk.page.getByRole('form', { name: 'Restaurant settings' });
    await form.getByLabel('Wednesday window 1 Closes').waitFor(WAIT);
    await form.getByLabel('Wednesday window 1 Closes').fill('23:59');
    // A holiday five days ahead (the restaurant's days), with a note for customers.
    const holiday = nextDay(restaurantDay(new Date(), 'Asia/Kolkata'), 5);
    await form.getByRole('button', { name: 'Add a holiday or special day' }).click();
    const special = form.getByRole('group', { name: 'Special day 1' });
    await special.getByLabel('From').fill(holiday);
    await special.getByLabel('Note for customers (optional)').fill('Staff outing');
    // Policy text is plain text: markup in it is shown, never run.
    await form
      .getByLabel('Privacy policy')
      .fill('We keep your name and phone.\n\n<img src=x onerror="document.title=1"> stays text.');
    const saveButton = form.getByRole('button', { name: 'Save settings' });
    await saveButton.click();
    // Said in the save bar's polite live region; the form stays, and so does the focus.
    await expect.poll(() => hasSaved(desk.page), WAIT).toBe(1);
    expect(await isFocused(saveButton)).toBe(true);
    expect(await form.getByLabel('Wednesday window 1 Closes').inputValue()).toBe('23:59');

    // On a phone, a save by Enter in a field keeps the focus in that field.
    const phone = await t.newPage(PHONE);
    await signInThroughApi(phone.page, admin);
    await phone.page.goto('/admin/settings');
    const note = phone.page
      .getByRole('group', { name: 'Special day 1' })
      .getByLabel('Note for customers (optional)');
    await note.waitFor(WAIT);
    await note.fill('Closed for the staff outing');
    expect(await hasSaved(phone.page)).toBe(0);
    await note.press('Enter');
    await expect.poll(() => hasSaved(phone.page), WAIT).toBe(1);
    expect(await isFocused(note)).toBe(true);

    // A customer's visit after the change: the real week and the holiday, with its note.
    const shopper = await t.newPage(PHONE);
    await shopper.page.goto('/');
    const hero = shopper.page.getByRole('region', { name: /Fresh food, cooked/ });
    await expect.poll(() => hero.getByTestId('opening-hours').innerText(), WAIT).toContain('23:59');
    const heroHours = await hero.getByTestId('opening-hours').innerText();
    expect(heroHours).not.toContain('Every day');
    expect(heroHours).toContain('Closed for the staff outing');
    const footer = shopper.page.getByRole('contentinfo');
    const footerHours = footer.getByTestId('opening-hours');
    expect(await footerHours.getByText('Wed', { exact: true }).count()).toBe(1);
    expect(await footerHours.innerText()).toContain('09:00 – 23:59');
    expect(await footer.innerText()).toContain('Closed for the staff outing');
    await footer.getByRole('link', { name: 'Help and support' }).click();
    await shopper.page.getByRole('heading', { level: 1, name: 'Help and support' }).waitFor(WAIT);
    await shopper.page.getByText('When can I order?').click();
    await expect
      .poll(() => shopper.page.getByText(/The kitchen cooks/).innerText(), WAIT)
      .toContain('Wed 09:00 – 23:59');
    expect(await shopper.page.getByText(/The kitchen cooks/).innerText()).toContain(
      '(Kolkata time)',
    );
    await footer.getByRole('link', { name: 'Privacy policy' }).click();
    await shopper.page.getByText('We keep your name and phone.', { exact: true }).waitFor(WAIT);
    await shopper.page
      .getByText('<img src=x onerror="document.title=1"> stays text.')
      .waitFor(WAIT);
    expect(await shopper.page.locator('main img[src="x"]').count()).toBe(0);
    await shopper.page.getByTestId('grievance-officer').waitFor(WAIT);
    expect(desk.errors).toEqual([]);
    expect(phone.errors).toEqual([]);
    expect(shopper.errors).toEqual([]);
  });
});
