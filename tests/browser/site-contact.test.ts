import { API_BASE_PATH } from '@ninetonine/contract';
import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, useBrowserStack, WAIT } from './harness';
import { h1Text } from './catalog-helpers';

const isContactPost = (r: Request) =>
  r.method() === 'POST' && r.url().endsWith(`${API_BASE_PATH}/contact`);

describe('contact form', () => {
  const t = useBrowserStack();

  it('shows errors next to the fields, then sends and confirms the message', async () => {
    const { page, errors } = await t.newPage(PHONE);
    await page.goto('/contact-us', { waitUntil: 'networkidle' });
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
    await page.goto('/contact-us', { waitUntil: 'networkidle' });
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
});
