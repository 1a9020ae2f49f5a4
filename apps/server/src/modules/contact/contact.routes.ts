import { MESSAGES, apiErrorSchema, contactBodySchema, successResponseSchema } from '@wallart/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { receiveContactMessage } from './contact.service';

/** POST /api/contact {name, email, message}: the landing page's contact form (ours; DESIGN §4.12 quote requests). */
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
      await receiveContactMessage(
        { db: app.db, mail: app.mail, shopEmail: app.config.shopEmail, log: request.log },
        request.body,
      );
      return reply.status(201).send({ success: true, message: MESSAGES.contact.sent });
    },
  );
  done();
};
