import {
  addToCartRequestSchema,
  cartResponseSchema,
  errorResponses,
  lineOptionsKey,
  removeCartItemQuerySchema,
  updateCartItemRequestSchema,
} from '@ninetonine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toCartResponse } from './cart.presenter';
import { createCartRepository } from './cart.repository';
import { createCartService } from './cart.service';
import { callerId, requireSignedIn } from '../../plugins/authentication';

const errors = errorResponses(400, 401, 403, 404, 409, 500);

/**
 * The signed-in user's cart (docs/storefront-contract.md#api-cart). The cart is always
 * request.user's: no cart or user id is ever read from the request, and prices always come from the
 * database.
 */
const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const cart = createCartService({ db: app.db, repo: createCartRepository() });

  // onRequest, so a signed-out caller gets 401 before any body validation.
  requireSignedIn(app);

  app.get(
    '/getUserCart',
    {
      schema: {
        tags: ['cart'],
        summary: "The signed-in user's cart, with current prices and availability",
        response: { 200: cartResponseSchema, ...errors },
      },
    },
    async (request) => toCartResponse(await cart.lines(callerId(request))),
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
      const { foodId, selectedVariant, quantity, optionIds } = request.body;
      const lines = await cart.add({
        userId: callerId(request),
        foodId,
        size: selectedVariant.size,
        quantity,
        optionIds: optionIds ?? [],
      });
      return toCartResponse(lines);
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
      const { optionIds, ...line } = request.body;
      const key = { userId: callerId(request), ...line, optionsKey: lineOptionsKey(optionIds) };
      return toCartResponse(await cart.setQuantity(key));
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
      const { optionIds, foodId, size } = request.query;
      const key = {
        userId: callerId(request),
        foodId,
        size,
        optionsKey: lineOptionsKey(optionIds),
      };
      return toCartResponse(await cart.remove(key));
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
    async (request) => toCartResponse(await cart.clear(callerId(request))),
  );
};
export default cartRoutes;
