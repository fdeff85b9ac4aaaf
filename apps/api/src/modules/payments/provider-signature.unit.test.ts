import { createHmac } from 'node:crypto';
import {
  validatePaymentVerification,
  validateWebhookSignature,
} from 'razorpay/dist/utils/razorpay-utils.js';
import { describe, expect, it } from 'vitest';
import { createRazorpaySignatures } from './razorpay-gateway';

const config = {
  keyId: 'rzp_test_unit',
  keySecret: 'unit_key_secret',
  webhookSecret: 'unit_webhook_secret',
  apiUrl: 'http://127.0.0.1:9',
};
// The adapter's own signature checks (its verifyWebhook and verifyReturn call them).
const gateway = createRazorpaySignatures(config);
const hex = (secret: string, text: string) =>
  createHmac('sha256', secret).update(text).digest('hex');

/** Our constant-time checks accept exactly what the SDK's `===` checks accept (decision 0074). */
describe('provider signatures, compared in constant time', () => {
  const body = '{"event":"payment_link.paid","payload":{}}';
  const signed = {
    paymentId: 'pay_1',
    paymentLinkId: 'plink_1',
    referenceId: 'ref_1',
    linkStatus: 'paid',
  };
  const returnSignature = hex(config.keySecret, 'plink_1|ref_1|paid|pay_1');
  const webhookSignature = hex(config.webhookSecret, body);
  const wrong = (s: string) => `${s[0] === 'a' ? 'b' : 'a'}${s.slice(1)}`;

  it.each([
    ['the signature', webhookSignature],
    ['one character changed', wrong(webhookSignature)],
    ['one character short', webhookSignature.slice(1)],
    ['upper case', webhookSignature.toUpperCase()],
    ['empty', ''],
    ['multi-byte text of the same length', 'é'.repeat(64)],
  ])('a webhook with %s: as the SDK decides', (_what, signature) => {
    const sdk = validateWebhookSignature(body, signature, config.webhookSecret);
    expect(gateway.verifyWebhook(body, signature)).toBe(sdk);
  });

  it.each([
    ['the signature', returnSignature],
    ['one character changed', wrong(returnSignature)],
    ['the webhook secret', hex(config.webhookSecret, 'plink_1|ref_1|paid|pay_1')],
    ['empty', ''],
  ])('a return with %s: as the SDK decides', (_what, signature) => {
    const sdk = validatePaymentVerification(
      {
        payment_id: 'pay_1',
        payment_link_id: 'plink_1',
        payment_link_reference_id: 'ref_1',
        payment_link_status: 'paid',
      },
      signature,
      config.keySecret,
    );
    expect(gateway.verifyReturn(signed, signature)).toBe(sdk);
  });

  it('the signature is accepted and nothing else is', () => {
    expect(gateway.verifyWebhook(body, webhookSignature)).toBe(true);
    expect(gateway.verifyReturn(signed, returnSignature)).toBe(true);
    expect(gateway.verifyReturn({ ...signed, linkStatus: 'cancelled' }, returnSignature)).toBe(
      false,
    );
  });
});
