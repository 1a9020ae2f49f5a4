import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  addToCartBodySchema,
  apiErrorSchema,
  cartItemParamsSchema,
  cartResponseSchema,
  cartUserParamsSchema,
  isObjectId,
  MESSAGES,
  mergeCartBodySchema,
  removeCartItemQuerySchema,
  replaceCartBodySchema,
  updateCartQuantityBodySchema,
  WALL_ART_ITEM_ID_PREFIX,
} from '@wallart/shared';
import { forbidden } from '../../lib/http-errors';
import { noStore } from '../../lib/no-store';
import { assertSelfOrAdmin, currentUser } from '../../plugins/app/current-user';

/** Writes are for the cart's owner only (an admin may read any cart, docs/architecture.md#authorisation-on-the-server). */
function assertOwnCart(request: FastifyRequest, userId: string): void {
  if (currentUser(request).id !== userId) throw forbidden(MESSAGES.api.forbidden);
}

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema };

/**
 * The server cart (issue 13; docs/product/cart-and-orders.md#cart-and-orders-api; docs/architecture.md#the-cart-saved-atomically). Every answer is the whole cart with its
 * version; one change is one request.
 */
export const cartRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.addHook('onRequest', noStore);

  app.get(
    '/:userId',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['cart'],
        summary: 'The cart with its version (own, or any as an admin)',
        params: cartUserParamsSchema,
        response: { 200: cartResponseSchema, ...errors },
      },
    },
    async (request) => {
      assertSelfOrAdmin(request, request.params.userId);
      return app.cartService.get(request.params.userId);
    },
  );

  app.put(
    '/:userId',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['cart'],
        summary: 'Replace the whole cart in one transaction; 409 when `version` is not the current one (reload and re-apply)',
        params: cartUserParamsSchema,
        body: replaceCartBodySchema,
        response: { 200: cartResponseSchema, ...errors },
      },
    },
    async (request) => {
      assertOwnCart(request, request.params.userId);
      return app.cartService.replace(request.params.userId, request.body.version, request.body.items);
    },
  );

  app.post(
    '/:userId/merge',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['cart'],
        summary: "Merge a guest cart into the account's cart on sign-in (identical artwork and options add their quantities)",
        params: cartUserParamsSchema,
        body: mergeCartBodySchema,
        response: { 200: cartResponseSchema, ...errors },
      },
    },
    async (request) => {
      assertOwnCart(request, request.params.userId);
      return app.cartService.add(request.params.userId, request.body.items);
    },
  );

  app.put(
    '/:userId/item/:itemId/quantity',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['cart'],
        summary: "Set one line's exact quantity (1 to 999); with `version`, only if the cart is unchanged",
        params: cartItemParamsSchema,
        body: updateCartQuantityBodySchema,
        response: { 200: cartResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { userId, itemId } = request.params;
      assertOwnCart(request, userId);
      return app.cartService.setQuantity(userId, itemId, request.body.quantity, request.body.version);
    },
  );

  app.delete(
    '/:userId/item/:itemId',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['cart'],
        summary: 'Remove one line; with `?version=`, only if the cart is unchanged',
        params: cartItemParamsSchema,
        querystring: removeCartItemQuerySchema,
        response: { 200: cartResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { userId, itemId } = request.params;
      assertOwnCart(request, userId);
      return app.cartService.removeItem(userId, itemId, request.query.version);
    },
  );

  app.delete(
    '/:userId/clear',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['cart'],
        summary: 'Empty the cart (docs/product/cart-and-orders.md#cart-actions)',
        params: cartUserParamsSchema,
        response: { 200: cartResponseSchema, ...errors },
      },
    },
    async (request) => {
      assertOwnCart(request, request.params.userId);
      return app.cartService.clear(request.params.userId);
    },
  );

  app.post(
    '/add',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['cart'],
        summary:
          "Add one line (docs/product/cart-and-orders.md#cart-and-orders-api). A generatedImageId that is not an artwork id becomes a placeholder line (docs/product/cart-and-orders.md#server-cart-add, compatibility only); estimatedPrice is ignored: the server prices the line",
        body: addToCartBodySchema,
        response: { 200: cartResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { userId, generatedImageId, ...line } = request.body;
      assertOwnCart(request, userId);
      const artworkId = !generatedImageId.startsWith(WALL_ART_ITEM_ID_PREFIX) && isObjectId(generatedImageId) ? generatedImageId : null;
      return app.cartService.add(userId, [{ ...line, artworkId }]);
    },
  );
  done();
};
