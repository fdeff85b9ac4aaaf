import { orderEventSchema, orderResponseSchema, type OrderEvent } from '@ninetonine/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { addToCart, ordersClient, readStreamUntil } from './order-fixtures';

export type StreamReader = ReadableStreamDefaultReader<Uint8Array>;

/** The `status` events in a text/event-stream body so far. */
export function statusEvents(text: string): OrderEvent[] {
  return text
    .split('\n\n')
    .filter((block) => block.startsWith('event: status\n'))
    .map((block) => orderEventSchema.parse(JSON.parse(block.split('\ndata: ')[1]!)));
}

/** Opens an event stream over real HTTP (200 expected); the caller cancels it. */
export async function openStream(url: string, cookie: string): Promise<StreamReader> {
  const res = await fetch(url, { headers: { cookie } });
  expect(res.status, await (res.status === 200 ? '' : res.text())).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
  return res.body!.getReader();
}

/** Reads until the server ends the stream; everything it sent. */
export async function untilEnded(reader: StreamReader, sofar = ''): Promise<string> {
  const text = await readStreamUntil(reader, () => false, sofar);
  expect((await reader.read()).done).toBe(true);
  return text;
}

/** A placed pickup order of the signed-in customer behind `cookie`. */
export async function placeOrderAs(app: FastifyInstance, cookie: string, foodId: string) {
  await addToCart(app, cookie, foodId, 'Large', 1);
  const res = await ordersClient(app, cookie).place({
    fulfilment: 'pickup',
    paymentMethod: 'pay_at_pickup',
    confirmedTotal: 299,
  });
  expect(res.statusCode, res.body).toBe(201);
  return orderResponseSchema.parse(res.json()).order;
}
