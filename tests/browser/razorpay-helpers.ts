import { API_BASE_PATH, RAZORPAY_WEBHOOK_PATH } from '@ninetonine/contract';
import { afterAll } from 'vitest';
import { startRazorpayStandIn, type RazorpayStandIn } from '../../apps/api/test/stand-ins/razorpay';

/**
 * A browser file's Razorpay stand-in (apps/api/test/stand-ins/razorpay): started before the app,
 * whose env points at it; its webhooks sent to the app once that listens; closed after the app
 * has stopped. Call it at the top of the file, before the describe that starts the app, so its
 * afterAll runs after the describe's own.
 */
export function useRazorpayStandIn(name: string) {
  const keys = {
    keyId: `rzp_test_browser0${name}`,
    keySecret: `browser-tests-${name}-key-secret`,
    webhookSecret: `browser-tests-${name}-webhook-secret`,
  };
  let standIn: RazorpayStandIn | undefined;
  afterAll(async () => {
    await standIn?.close();
  });
  const running = () => {
    if (!standIn) throw new Error('The Razorpay stand-in is not running (is this inside a test?)');
    return standIn;
  };
  return {
    get standIn() {
      return running();
    },
    /** The app's env for useBrowserStack: starts the stand-in first, then names it. */
    env:
      (extra: Record<string, string> = {}) =>
      async (): Promise<Record<string, string>> => {
        standIn = await startRazorpayStandIn(keys);
        return {
          RAZORPAY_KEY_ID: keys.keyId,
          RAZORPAY_KEY_SECRET: keys.keySecret,
          RAZORPAY_WEBHOOK_SECRET: keys.webhookSecret,
          RAZORPAY_API_URL: standIn.url,
          ...extra,
        };
      },
    /** Sends the stand-in's webhooks to the app, once its address is known. */
    sendWebhooksTo(baseUrl: string) {
      running().control.webhooks.url = `${baseUrl}${API_BASE_PATH}${RAZORPAY_WEBHOOK_PATH}`;
    },
    /** A page's console errors, less Chromium's own refused request for the stand-in's icon. */
    ourErrors: (errors: string[]) =>
      errors.filter((e) => !standIn || !e.includes(`(${standIn.url}/favicon.ico)`)),
  };
}
