import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { accountLink, isExpected401, submitSignIn } from './auth-helpers';
import { useBrowserStack, WAIT } from './harness';
import { createStaffAccount } from './staff-helpers';

/** Codes as the staff member's phone shows them, each for a 30-second step not used before. */
function authenticatorApp(secret: string) {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  let last = -Infinity;
  return () => {
    const step = Math.max(totp.counter(), last + 1);
    last = step;
    return totp.generate({ timestamp: step * 30_000 });
  };
}

describe('two-step sign-in for staff', () => {
  const t = useBrowserStack();

  it('a staff member sets up an authenticator app, signs out, and signs in with a code', async () => {
    const staff = await createStaffAccount(t, 'staff');
    const { page, errors } = await t.newPage();
    await page.goto('/signin?redirect=%2Faccounts');
    await submitSignIn(page, staff.email, staff.password);
    await page.getByRole('heading', { name: 'Two-step sign-in' }).waitFor();

    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    // The QR code is an SVG our server drew, shown under the strict CSP.
    const qr = page.getByRole('img', { name: 'QR code for your authenticator app' });
    await qr.waitFor();
    await expect
      .poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), WAIT)
      .toBeGreaterThan(0);
    const secret = (await page.getByTestId('second-factor-secret').textContent()) ?? '';
    const nextCode = authenticatorApp(secret);
    await page.getByLabel('Code from your authenticator app').fill(nextCode());
    await page.getByRole('button', { name: 'Turn on' }).click();
    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect.poll(() => codes.count(), WAIT).toBe(10);
    const firstSet = await codes.allTextContents();
    await page.getByText(/recovery codes left/).waitFor();

    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.goto('/signin?redirect=%2Faccounts');
    await submitSignIn(page, staff.email, staff.password);
    // The password alone is not enough, and the page says what to do next.
    await page.getByText('Enter the 6-digit code from your authenticator app').waitFor();
    await page.getByLabel('Code from your authenticator app').fill(nextCode());
    await page.getByRole('button', { name: 'Continue' }).click();
    await accountLink(page, staff.name).waitFor();
    await page.getByText(/recovery codes left/).waitFor();

    // A new set of recovery codes, shown once; the first set is gone.
    await page.getByRole('button', { name: 'Get new recovery codes' }).click();
    await expect.poll(() => codes.count(), WAIT).toBe(10);
    const newSet = await codes.allTextContents();
    expect(newSet.filter((code) => firstSet.includes(code))).toEqual([]);
    await page.getByText('10 recovery codes left').waitFor(WAIT);
    expect(errors.filter((e) => !isExpected401(e))).toEqual([]);
  }, 90_000);
});
