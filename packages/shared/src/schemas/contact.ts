/** The footer newsletter and a contact form (ours: the spec's forms have no submit handling, docs/product/landing.md#footer). */
import { z } from 'zod';
import { CONTACT_MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH } from '../contact-rules';
import { MESSAGES } from '../messages';
import { emailField, personName, requiredText } from './fields';

const contactEmail = emailField({ required: MESSAGES.contact.emailRequired, invalid: MESSAGES.contact.emailInvalid });

export const newsletterBodySchema = z.object({ email: contactEmail });
export type NewsletterBody = z.infer<typeof newsletterBodySchema>;

export const contactBodySchema = z.object({
  name: personName(MESSAGES.contact.nameRequired, NAME_MAX_LENGTH),
  email: contactEmail,
  message: requiredText(MESSAGES.contact.messageRequired, CONTACT_MESSAGE_MAX_LENGTH, { multiline: true }),
});
export type ContactBody = z.infer<typeof contactBodySchema>;
