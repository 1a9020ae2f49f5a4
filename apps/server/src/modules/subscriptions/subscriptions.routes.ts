import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  bookConsultationBodySchema,
  bookConsultationResponseSchema,
  createSubscriptionBodySchema,
  PLAN_MESSAGES,
  subscriptionIdParamsSchema,
  subscriptionListResponseSchema,
  subscriptionSchema,
  subscriptionUserParamsSchema,
} from '@wallart/shared';
import { requestLocale } from '../../lib/i18n';
import { forbidden } from '../../lib/http-errors';
import { noStore } from '../../lib/no-store';
import { assertSelfOrAdmin, currentUser } from '../../plugins/app/current-user';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema };

/**
 * Subscriptions (docs/product/plans.md#plans-api: `/user-packages`; issue 18) and their consultation bookings.
 * Personal data: every answer is no-store.
 */
export const subscriptionsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.addHook('onRequest', noStore);

  app.get(
    '/user/:userId',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['subscriptions'],
        summary: "A user's subscriptions, newest first, each with its consultation bookings (own, or any as an admin; 403 otherwise)",
        params: subscriptionUserParamsSchema,
        response: { 200: subscriptionListResponseSchema, 403: apiErrorSchema, ...errors },
      },
    },
    async (request) => {
      assertSelfOrAdmin(request, request.params.userId);
      return app.subscriptionsService.listForUser(request.params.userId);
    },
  );

  app.post(
    '',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['subscriptions'],
        summary:
          'docs/product/plans.md#subscriptions purchase call, kept for the contract: a subscription is made only from a captured plan payment of the caller for that package that has none yet (402 otherwise; POST /api/plan-checkouts/{id}/pay makes it itself)',
        body: createSubscriptionBodySchema,
        response: { 201: subscriptionSchema, 402: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      // Own account only (an admin too buys for themself): a forged userId is refused.
      if (request.body.userId !== user.id) throw forbidden(PLAN_MESSAGES.notYourAccount);
      const subscription = await app.subscriptionsService.createFromPayment(user, request.body);
      return reply.code(201).send(subscription);
    },
  );

  app.put(
    '/cancel/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['subscriptions'],
        summary: 'Cancel an active subscription (own, or any as an admin; 404 otherwise; 409 when already cancelled or expired)',
        params: subscriptionIdParamsSchema,
        response: { 200: subscriptionSchema, 404: apiErrorSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) => app.subscriptionsService.cancel(request.params.id, currentUser(request)),
  );

  app.post(
    '/:id/consultations',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['subscriptions'],
        summary:
          'Book a design consultation on an own active subscription: a weekday slot 9:00-17:30 studio time within 14 days (400 with the rule broken); 409 when not active or none left; a confirmation mail follows',
        params: subscriptionIdParamsSchema,
        body: bookConsultationBodySchema,
        response: { 201: bookConsultationResponseSchema, 404: apiErrorSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { subscription, booking } = await app.subscriptionsService.book(request.params.id, currentUser(request), request.body, requestLocale(request));
      return reply.code(201).send({ success: true as const, message: PLAN_MESSAGES.consultationBooked, subscription, booking });
    },
  );
  done();
};

