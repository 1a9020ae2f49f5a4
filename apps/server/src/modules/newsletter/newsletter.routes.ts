import { MESSAGES, apiErrorSchema, newsletterBodySchema, successResponseSchema } from '@wallart/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';


/** POST /api/newsletter {email}: the footer's "Get Updates" form (ours; docs/product/landing.md#footer has no submit handling). */
export const newsletterRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.post(
    '',
    {
      config: { rateLimit: app.routeLimits.form },
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an email address to the newsletter',
        body: newsletterBodySchema,
        response: { 200: successResponseSchema, 201: successResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { created } = await app.newsletterService.subscribe(request.body.email);
      if (created) return reply.status(201).send({ success: true, message: MESSAGES.contact.subscribed });
      return { success: true as const, message: MESSAGES.contact.alreadySubscribed };
    },
  );
  done();
};
