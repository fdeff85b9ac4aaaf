import type { OrderMessageTopic } from '@ninetonine/contract';

/** What a message needs from the order and the restaurant. */
export interface MessageFacts {
  restaurant: string;
  number: string;
  link: string;
}

/**
 * Each message's text, with exactly three variables in the same places for every topic (the
 * restaurant, the order number, the order page), so one DLT template or WhatsApp template per
 * topic fits it: `{#var#}: your order {#var#} is accepted. {#var#}` (decision 0092).
 */
const SENTENCES: Record<OrderMessageTopic, string> = {
  receipt: 'we have your order {2}. Follow it here: {3}',
  accepted: 'your order {2} is accepted and the kitchen is on it. {3}',
  out_for_delivery: 'your order {2} is on its way. {3}',
  ready_for_pickup: 'your order {2} is ready for pickup. {3}',
  delivered: 'your order {2} is handed over. Enjoy your meal! {3}',
  cancelled: 'your order {2} is cancelled. {3}',
};

/** The template's variables, numbered as WhatsApp templates take them. */
export const messageVariables = (facts: MessageFacts): Record<string, string> => ({
  '1': facts.restaurant,
  '2': facts.number,
  '3': facts.link,
});

/** The message as the customer reads it (an SMS body; the outbox's copy of a WhatsApp one). */
export function orderMessageText(topic: OrderMessageTopic, facts: MessageFacts): string {
  const vars = messageVariables(facts);
  return `{1}: ${SENTENCES[topic]}`.replace(/\{([123])\}/g, (_, n: string) => vars[n] ?? '');
}
