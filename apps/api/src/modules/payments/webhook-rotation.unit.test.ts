import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signatureHeader } from '#test/stand-ins/stripe/protocol';
import { WebhookRefused } from './payment-gateway';
import { createRazorpayGateway } from './razorpay-gateway';
import { createStripeGateway } from './stripe-gateway';

/**
 * Webhook secret rotation (issue 31, item 3): a delivery signed with the secret being replaced
 * is accepted until WEBHOOK_SECRET_PREVIOUS_UNTIL, refused after it; any other secret never.
 */
const hour = 3_600_000;
const rotating = (offsetMs: number) => ({
  secret: 'old_webhook_secret_0123',
  until: new Date(Date.now() + offsetMs),
});
const now = () => Math.floor(Date.now() / 1000);

describe('a webhook secret being rotated out', () => {
  it('Razorpay: the previous secret signs until its time, never after', () => {
    const body = JSON.stringify({ event: 'order.paid', payload: {} });
    const headers = (secret: string) => ({
      'x-razorpay-signature': createHmac('sha256', secret).update(body).digest('hex'),
      'x-razorpay-event-id': 'evt_rotation',
    });
    const gateway = (offsetMs: number) =>
      createRazorpayGateway({
        keyId: 'rzp_test_unit',
        keySecret: 'unit_key_secret',
        webhookSecret: 'new_webhook_secret_0123',
        apiUrl: 'http://127.0.0.1:9',
        previousWebhookSecret: rotating(offsetMs),
      });
    expect(gateway(hour).verifyWebhook(body, headers('new_webhook_secret_0123')).kind).toBe(
      'other',
    );
    expect(gateway(hour).verifyWebhook(body, headers('old_webhook_secret_0123')).kind).toBe(
      'other',
    );
    expect(() => gateway(-hour).verifyWebhook(body, headers('old_webhook_secret_0123'))).toThrow(
      WebhookRefused,
    );
    expect(() => gateway(hour).verifyWebhook(body, headers('some_other_secret'))).toThrow(
      WebhookRefused,
    );
  });

  it('Stripe: the previous secret signs until its time, never after', () => {
    const body = JSON.stringify({
      id: 'evt_rotation',
      object: 'event',
      type: 'charge.updated',
      data: { object: {} },
    });
    const headers = (secret: string) => ({
      'stripe-signature': signatureHeader(secret, body, now()),
    });
    const gateway = (offsetMs: number) =>
      createStripeGateway({
        secretKey: 'sk_test_unit',
        webhookSecret: 'whsec_new_0123',
        apiUrl: 'http://127.0.0.1:9',
        previousWebhookSecret: { ...rotating(offsetMs), secret: 'whsec_old_0123' },
      });
    expect(gateway(hour).verifyWebhook(body, headers('whsec_new_0123')).key).toBe('evt_rotation');
    expect(gateway(hour).verifyWebhook(body, headers('whsec_old_0123')).key).toBe('evt_rotation');
    expect(() => gateway(-hour).verifyWebhook(body, headers('whsec_old_0123'))).toThrow(
      WebhookRefused,
    );
    expect(() => gateway(hour).verifyWebhook(body, headers('whsec_other'))).toThrow(WebhookRefused);
  });
});
