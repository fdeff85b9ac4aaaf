import {
  addToCartRequestSchema,
  cartResponseSchema,
  errorResponseSchema,
  removeCartItemQuerySchema,
  updateCartItemRequestSchema,
} from '@ninetonine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound, unauthorized } from '../../http-error';
import { createCartRepository } from './cart.repository';
import { addLineError, loadCart } from './cart.service';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  500: errorResponseSchema,
};

const lineNotFound = () =>
  notFound('That item is not in your cart any more.', 'CART_LINE_NOT_FOUND');

/**
 * The signed-in user's cart (spec §7 /cart/*). The cart is always request.user's: no cart or
 * user id is ever read from the request, and prices always come from the database.
 */
const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createCartRepository(app.db);
  const userId = (request: { user: { id: string } | null }) => {
    if (!request.user) throw unauthorized();
    return request.user.id;
  };

  // onRequest, so a signed-out caller gets 401 before any body validation.
  app.addHook('onRequest', app.requireUser);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/getUserCart',
    {
      schema: {
        tags: ['cart'],
        summary: "The signed-in user's cart, with current prices and availability",
        response: { 200: cartResponseSchema, ...errors },
      },
    },
    async (request) => loadCart(repo, userId(request)),
  );

  app.post(
    '/addToCart',
    {
      schema: {
        tags: ['cart'],
        summary: 'Adds a quantity of a food in one size (price from the menu, never the client)',
        body: addToCartRequestSchema,
        response: { 200: cartResponseSchema, ...errors },
      },
    },
    async (request) => {
      const id = userId(request);
      const { foodId, selectedVariant, quantity } = request.body;
      const result = await repo.addLine({
        userId: id,
        foodId,
        size: selectedVariant.size,
        quantity,
      });
      if (result.kind !== 'ok') throw addLineError(result);
      return loadCart(repo, id);
    },
  );

  app.put(
    '/updateCartItem',
    {
      schema: {
        tags: ['cart'],
        summary: "Sets the quantity of one line of the user's cart",
        body: updateCartItemRequestSchema,
        response: { 200: cartResponseSchema, ...errors },
      },
    },
    async (request) => {
      const id = userId(request);
      if (!(await repo.setQuantity({ userId: id, ...request.body }))) throw lineNotFound();
      return loadCart(repo, id);
    },
  );

  app.delete(
    '/removeCartItem',
    {
      schema: {
        tags: ['cart'],
        summary: "Removes one line of the user's cart",
        querystring: removeCartItemQuerySchema,
        response: { 200: cartResponseSchema, ...errors },
      },
    },
    async (request) => {
      const id = userId(request);
      if (!(await repo.removeLine({ userId: id, ...request.query }))) throw lineNotFound();
      return loadCart(repo, id);
    },
  );

  app.delete(
    '/clearCart',
    {
      schema: {
        tags: ['cart'],
        summary: "Empties the user's cart",
        response: { 200: cartResponseSchema, ...errors },
      },
    },
    async (request) => {
      const id = userId(request);
      await repo.clear(id);
      return loadCart(repo, id);
    },
  );
};
export default cartRoutes;
