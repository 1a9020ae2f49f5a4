/**
 * The /payment checkout form (docs/product/plans.md#checkout-form). Card number and CVC are checked here, in the
 * browser; only brand and last 4 digits are ever sent (docs/architecture.md#payments-simulated-on-the-server, `cardSummarySchema`).
 */
import { z } from 'zod';
import { CARD_BRANDS, validateCardNumber, validateCvc, validateExpiry } from '../cards';
import { ADDRESS_MAX_LENGTH, NAME_MAX_LENGTH } from '../contact-rules';
import { MESSAGES } from '../messages';
import { emailField, FIELD_MESSAGES, personName, phoneField, requiredText } from './fields';

/** What the server learns about a card: brand and last 4 digits. */
export const cardSummarySchema = z.object({
  brand: z.enum(CARD_BRANDS),
  last4: z.string().regex(/^\d{4}$/, { error: FIELD_MESSAGES.cardInvalid }),
});
export type CardSummary = z.infer<typeof cardSummarySchema>;

/** Contact Information of the checkout form. */
export const checkoutContactSchema = z.object({
  firstName: personName(MESSAGES.checkout.firstNameRequired, NAME_MAX_LENGTH),
  lastName: personName(MESSAGES.checkout.lastNameRequired, NAME_MAX_LENGTH),
  email: emailField({ required: MESSAGES.checkout.emailRequired, invalid: MESSAGES.checkout.emailInvalid }),
  phone: phoneField({ required: MESSAGES.checkout.phoneRequired, invalid: MESSAGES.checkout.phoneInvalid }),
  address: requiredText(MESSAGES.checkout.addressRequired, ADDRESS_MAX_LENGTH),
});
export type CheckoutContact = z.infer<typeof checkoutContactSchema>;

/** Payment Details of the checkout form; `now` decides which expiry months have passed (injected for tests). */
export function makeCardDetailsSchema(now: () => Date = () => new Date()) {
  return z
    .object({
      cardBrand: z.enum(CARD_BRANDS),
      cardNumber: z.string({ error: MESSAGES.checkout.cardNumberRequired }),
      expiry: z.string({ error: MESSAGES.checkout.expiryRequired }),
      cvc: z.string({ error: MESSAGES.checkout.cvcRequired }),
    })
    .superRefine((card, ctx) => {
      const problems = {
        cardNumber: validateCardNumber(card.cardBrand, card.cardNumber),
        expiry: validateExpiry(card.expiry, now()),
        cvc: validateCvc(card.cardBrand, card.cvc),
      };
      for (const [field, message] of Object.entries(problems)) {
        if (message) ctx.addIssue({ code: 'custom', message, path: [field] });
      }
    });
}

/**
 * The whole /payment form. An intersection, so that both halves are checked independently and the
 * form shows every error at once (an object-level refinement would wait for the contact fields).
 */
export function makeCheckoutFormSchema(now: () => Date = () => new Date()) {
  return z.intersection(checkoutContactSchema, makeCardDetailsSchema(now));
}
export type CheckoutForm = z.infer<ReturnType<typeof makeCheckoutFormSchema>>;
