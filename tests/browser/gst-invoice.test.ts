import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_BASE_PATH, CSRF_HEADER, CSRF_HEADER_VALUE, type Food } from '@ninetonine/contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInThroughApi } from './auth-helpers';
import { menuFoods, orderable, registerUser } from './cart-helpers';
import { DESKTOP, PHONE, useBrowserStack, WAIT } from './harness';
import { placeOrder, staffApi } from './order-helpers';
import { printed, printToPdf, recordPrints } from './print-helpers';
import { ALWAYS_OPEN, createStaffAccount, type StaffAccount } from './staff-helpers';

/** The GST portal's own example GSTIN; its check character is V. */
const GSTIN = '27AAPFU0939F1ZV';
const FSSAI = '11521999000123';
const A4 = { width: 210, height: 297 };

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const squash = (text: string) => text.replace(/\s+/g, '');

/** Issue 32, item 1: the owner gives the GST details; a collected order's customer prints its invoice. */
describe('GST tax invoices', () => {
  const t = useBrowserStack();
  let admin: StaffAccount;
  let food: Food;
  beforeAll(async () => {
    admin = await createStaffAccount(t, 'admin');
    food = orderable(await menuFoods(t.baseUrl))[0]!;
  });

  it('takes the GST details on the settings screen, refusing a GSTIN whose check character is wrong', async () => {
    const { page, errors } = await t.newPage(DESKTOP);
    await signInThroughApi(page, admin);
    await page.goto('/admin/settings');
    // Whatever the hour the test runs at, the kitchen takes orders now.
    const opened = await page.evaluate(
      async ({ url, header, value, hours }) =>
        (
          await fetch(url, {
            method: 'PATCH',
            headers: { 'content-type': 'application/json', [header]: value },
            body: JSON.stringify({ openingHours: hours }),
          })
        ).status,
      {
        url: `${API_BASE_PATH}/staff/settings`,
        header: CSRF_HEADER,
        value: CSRF_HEADER_VALUE,
        hours: ALWAYS_OPEN,
      },
    );
    expect(opened).toBe(200);
    await page.reload();

    const form = page.getByRole('form', { name: 'Restaurant settings' });
    const gst = form.getByRole('group', { name: 'GST invoices' });
    await gst.getByLabel('Legal name').fill('Nine To Nine Foods LLP');
    await gst.getByLabel('GSTIN').fill('27AAPFU0939F1ZW');
    await gst.getByLabel('FSSAI licence number').fill(FSSAI);
    await gst.getByLabel('Registered address').fill('9 Residency Road, Bengaluru 560025');
    await form.getByRole('button', { name: 'Save settings' }).click();
    await gst
      .getByText('The GSTIN’s last character does not match: check it for a typing mistake')
      .waitFor(WAIT);
    await expect
      .poll(() => gst.getByLabel('GSTIN').evaluate((el) => el === document.activeElement))
      .toBe(true);

    await gst.getByLabel('GSTIN').fill(GSTIN);
    await form.getByRole('button', { name: 'Save settings' }).click();
    await form
      .getByText('Saved. Checkout and every page use these settings from now on.')
      .waitFor(WAIT);
    const res = await fetch(`${t.baseUrl}${API_BASE_PATH}/restaurant`);
    const { settings } = (await res.json()) as { settings: { gst: Record<string, string> } };
    expect(settings.gst).toMatchObject({ gstin: GSTIN, fssaiLicence: FSSAI, invoicePrefix: 'NTN' });
    expect(errors).toEqual([]);
  });

  it('lets the customer open a collected order’s invoice on a phone and print it on A4 and 80 mm paper', async () => {
    const customer = await registerUser(t.baseUrl, 'invoice');
    const order = await placeOrder(t.baseUrl, customer, food, 'pickup', '');
    const move = await staffApi(t.baseUrl, admin);
    for (const status of ['accepted', 'preparing', 'ready', 'picked_up']) {
      await move(order._id, status);
    }

    const { page, errors } = await t.newPage(PHONE);
    await recordPrints(page);
    const orderPage = `/order-confirmation?id=${order._id}`;
    await signInThroughApi(page, customer);
    await page.goto(orderPage);
    await page.getByRole('link', { name: 'Tax invoice' }).click();
    await page.waitForURL((url) => url.pathname === '/invoice', WAIT);

    const invoice = page.getByTestId('invoice');
    await invoice.waitFor(WAIT);
    const number = await page.getByTestId('invoice-number').textContent();
    expect(number).toMatch(/^NTN\/\d{2}-\d{2}\/\d{6}$/);
    await expect.poll(() => page.getByTestId('invoice-gstin').textContent()).toBe(GSTIN);
    expect(await page.getByTestId('invoice-fssai').textContent()).toBe(FSSAI);
    expect(await invoice.getByRole('columnheader', { name: 'CGST 2.5%' }).count()).toBe(1);
    expect(await invoice.getByRole('columnheader', { name: 'SGST 2.5%' }).count()).toBe(1);
    expect(await invoice.getByRole('cell', { name: '996331' }).count()).toBeGreaterThan(0);
    expect(await page.getByTestId('invoice-totals').textContent()).toContain('Round off');
    // The invoice's table scrolls inside its box; the page itself never scrolls sideways.
    const wide = await page.evaluate(() =>
      Array.from(document.querySelectorAll('main *'))
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
        .map((el) => `${el.tagName}.${el.className} ${el.getBoundingClientRect().right}`)
        .slice(0, 8),
    );
    expect(wide).toEqual([]);
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    // A4: the invoice alone on one A4 page.
    await page.emulateMedia({ media: 'print' });
    const a4 = await page.pdf({ preferCSSPageSize: true });
    await page.emulateMedia({ media: null });
    const { getDocumentProxy, extractText } = await import('unpdf');
    const doc = await getDocumentProxy(new Uint8Array(a4));
    const [, , w, h] = (await doc.getPage(1)).view as [number, number, number, number];
    expect(Math.abs((w * 25.4) / 72 - A4.width)).toBeLessThan(1);
    expect(Math.abs((h * 25.4) / 72 - A4.height)).toBeLessThan(1);
    const a4Text = squash((await extractText(doc, { mergePages: true })).text);
    expect(a4Text).toContain(squash(number!));
    expect(a4Text).toContain(GSTIN);
    expect(a4Text).not.toContain('Print(A4)');

    // 80 mm: the roll layout, one sheet, nothing wider than the paper.
    await page.getByRole('button', { name: 'Print receipt (80 mm)' }).click();
    await expect.poll(() => printed(page), WAIT).toEqual([number]);
    const roll = await printToPdf(page);
    expect(roll.sheets).toBe(1);
    expect(roll.pageShows).toBe(false);
    expect(Math.abs(roll.sizes[0]!.width - 80)).toBeLessThan(0.5);
    expect(roll.overflowing).toEqual([]);
    expect(squash(roll.text)).toContain(squash(number!));
    expect(squash(roll.text)).toContain(`FSSAILic.No.${FSSAI}`);
    expect(errors).toEqual([]);
  });

  it('shows the same invoice on a wide screen, and no one else’s', async () => {
    const customer = await registerUser(t.baseUrl, 'invoice-wide');
    const order = await placeOrder(t.baseUrl, customer, food, 'pickup', '');
    const move = await staffApi(t.baseUrl, admin);
    for (const status of ['accepted', 'preparing', 'ready', 'picked_up']) {
      await move(order._id, status);
    }
    const { page, errors } = await t.newPage(DESKTOP);
    await signInThroughApi(page, customer);
    await page.goto(`/invoice?id=${order._id}`);
    await page.getByTestId('invoice').waitFor(WAIT);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    // The PDF to keep: the server's, named after the invoice's number, with that number in it.
    const number = (await page.getByTestId('invoice-number').textContent())!;
    const downloading = page.waitForEvent('download', WAIT);
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${number.replaceAll('/', '-')}.pdf`);
    // The run's browser is connected remotely: the file is saved here to be read.
    const saved = path.join(mkdtempSync(path.join(tmpdir(), 'nt-invoice-')), 'invoice.pdf');
    await download.saveAs(saved);
    const file = readFileSync(saved);
    expect(file.subarray(0, 5).toString()).toBe('%PDF-');
    const { getDocumentProxy, extractText } = await import('unpdf');
    const pdfText = (await extractText(await getDocumentProxy(new Uint8Array(file)))).text;
    expect(squash(String(pdfText))).toContain(squash(`Invoice number ${number}`));
    expect(errors).toEqual([]);

    const stranger = await registerUser(t.baseUrl, 'invoice-stranger');
    const other = await t.newPage(DESKTOP);
    await signInThroughApi(other.page, stranger);
    await other.page.goto(`/invoice?id=${order._id}`);
    await other.page
      .getByRole('heading', { name: 'There is no invoice for this order yet' })
      .waitFor(WAIT);
    expect(await other.page.getByTestId('invoice').count()).toBe(0);
  });
});
