import { describe, expect, it } from 'vitest';
import { openPage, PHONE, useBrowserStack } from './harness';
import { h1Text, WAIT } from './catalog-helpers';

describe('contact form', () => {
  const t = useBrowserStack();

  it('shows errors next to the fields, then sends and confirms the message', async () => {
    const { page, context, errors } = await openPage(t.browser, t.baseUrl, PHONE);
    await page.goto('/contact-us', { waitUntil: 'networkidle' });
    expect(await h1Text(page)).toBe('Contact us');

    let posted = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/v1/contact')) posted += 1;
    });
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Send message' }).click();
    const name = page.getByLabel('Your name');
    await page.getByText('Please tell us your name').waitFor(WAIT);
    await page.getByText('Enter a valid email address').waitFor(WAIT);
    await page.getByText('Add a short subject').waitFor(WAIT);
    await page.getByText('Tell us a little more (at least 10 characters)').waitFor(WAIT);
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    expect(await name.evaluate((el) => el === document.activeElement)).toBe(true);
    const describedBy = await name.getAttribute('aria-describedby');
    expect(await page.locator(`#${describedBy}`).innerText()).toBe('Please tell us your name');
    expect(posted).toBe(0);

    await name.fill('Asha Rao');
    // Fixed fields lose their error while typing.
    await page.getByText('Please tell us your name').waitFor({ state: 'detached', ...WAIT });
    await page.getByLabel('Email').fill('asha@example.com');
    await page.getByLabel('Subject').fill('Birthday order');
    await page.getByLabel('Message').fill('Could you cook biryani for twenty people this Sunday?');

    const response = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith('/api/v1/contact'),
      WAIT,
    );
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
    await context.close();
  });

  it("shows the server's message when sending fails", async () => {
    const { page, context } = await openPage(t.browser, t.baseUrl, PHONE);
    await page.route('**/api/v1/contact', (route) =>
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
    expect(await page.getByRole('button', { name: 'Send message' }).isEnabled()).toBe(true);
    await context.close();
  });
});
