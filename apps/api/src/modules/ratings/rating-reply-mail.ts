import type { Mail } from '../mail/mailer';

/**
 * Staff's private reply to a rating, as a plain-text mail: the reply is the customer's to read,
 * quoted as written (plain text, so nothing in it can become markup or a disguised link).
 */
export function replyMail(input: {
  to: string;
  orderId: string;
  orderNumber: string;
  restaurant: string;
  text: string;
  publicUrl: string;
}): Mail {
  const link = `${input.publicUrl}/order-confirmation?id=${encodeURIComponent(input.orderId)}`;
  return {
    to: input.to,
    subject: `${input.restaurant} replied to your rating of order ${input.orderNumber}`,
    text: [
      `Thank you for rating your order ${input.orderNumber}. ${input.restaurant} wrote back:`,
      '',
      input.text,
      '',
      `Your order and your rating: ${link}`,
    ].join('\n'),
  };
}
