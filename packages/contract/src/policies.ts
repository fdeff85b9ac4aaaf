import { z } from 'zod';
import { timestampSchema } from './common';

/**
 * The privacy policy and the cancellation and refund policy (Consumer Protection (E-Commerce)
 * Rules 2020): plain paragraphs the owner edits in the settings, split on blank lines and shown
 * as text (never as HTML). Until the owner writes their own, these defaults are shown; the
 * grievance officer's contact comes from the settings and is shown under each policy.
 */
export const MAX_POLICY_CHARS = 20_000;

export const DEFAULT_PRIVACY_POLICY = `We collect only what we need to take, cook and deliver your orders: your name, phone number, email address, delivery addresses and the orders you place. If you sign in with Google or a phone code, we receive your name, email or phone number from that sign-in.

We use this information to prepare and deliver your orders, to contact you about an order, to answer your messages, and to keep your account secure. We do not sell your data, and we do not share it with advertisers.

Your order history is kept for as long as the law requires us to keep accounting records. You can ask us to correct your details, or to delete your account and the data we do not have to keep, by writing to the grievance officer below.

We use cookies only to keep you signed in and to keep your cart. We do not use advertising or tracking cookies.

Payments are collected on delivery or pickup; we do not store card details.

If we change this policy, the version on this page is the one in force.`;

export const DEFAULT_REFUND_POLICY = `You can cancel an order yourself from its page until the kitchen accepts it. Once the kitchen has started cooking, the order can no longer be cancelled, because the food is made for you.

If the kitchen cannot cook your order (a dish sold out, the kitchen is closed, or your address is outside our delivery area), we cancel it and tell you why. You are not charged for a cancelled order.

Orders are paid on delivery or at pickup. If you paid for something you did not receive, or a dish arrived wrong, spilled or spoiled, tell us within 24 hours of delivery with your order number; we will replace the dish or refund what you paid for it.

Refunds are made to the way you paid within 7 working days of our agreeing to them. A coupon used on a cancelled order is given back to your account.

If you are not satisfied with how we handled a cancellation or a refund, write to the grievance officer below. We acknowledge every complaint within 48 hours and resolve it within one month of receiving it.`;

/** The text as paragraphs: blank lines separate them; single line breaks stay inside one. */
export const policyParagraphs = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/** GET /restaurant/policies: both texts as shown (the owner's, or the defaults). */
export const restaurantPoliciesSchema = z
  .object({
    privacyPolicy: z.string(),
    refundPolicy: z.string(),
    updatedAt: timestampSchema,
  })
  .meta({
    id: 'RestaurantPolicies',
    description:
      'The privacy policy and the cancellation and refund policy: plain text, paragraphs separated by a blank line',
    example: {
      privacyPolicy: 'We collect only what we need to take, cook and deliver your orders.',
      refundPolicy: 'You can cancel an order yourself from its page until the kitchen accepts it.',
      updatedAt: '2026-11-26T09:00:00.000Z',
    },
  });
export type RestaurantPolicies = z.infer<typeof restaurantPoliciesSchema>;
