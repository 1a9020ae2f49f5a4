import { MESSAGES, apiErrorSchema, contactBodySchema, successResponseSchema } from '@wallart/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';

/** POST /api/contact {name, email, message}: the landing page's contact form (ours; docs/architecture.md#copy-rewritten quote requests). */
export const contactRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.post(
    '',
    {
      config: { rateLimit: app.routeLimits.form },
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the studio',
        body: contactBodySchema,
        response: { 201: successResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await app.contactService.receive(request.body, request.log);
      return reply.status(201).send({ success: true, message: MESSAGES.contact.sent });
    },
  );
  done();
};
