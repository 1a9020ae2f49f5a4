import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, ORDER_MESSAGES, type CheckoutResponse, type Order } from '@wallart/shared';
import { outboxFileOf, readOutbox } from '../../plugins/app/mail';
import { bearer, buildAuthTestApp, signedInUser } from '../auth/auth.test-helpers';
import { artworkLine, cardToken, checkout, checkoutBody, fillCart, type Shopper } from '../checkout/checkout.test-helpers';
import { orderConfirmationKey } from './orders.service';
import { decodedMail, mailAttachments, pdfText, plainSpaces } from './orders.test-helpers';

/** The server in the customer's language (issue 37, docs/product/messages.md#server-texts). */

let app: FastifyInstance;

beforeAll(async () => {
  ({ app } = await buildAuthTestApp());
});
afterAll(async () => {
  await app.close();
});

const plain = plainSpaces;
const decoded = decodedMail;

async function customer(language: string): Promise<Shopper> {
  const s = await signedInUser(app, { language });
  return { ...s, id: s.user._id, headers: bearer(s.token) };
}

async function order(who: Shopper, acceptLanguage?: string): Promise<Order> {
  await fillCart(app, who, [await artworkLine(app, who, { quantity: 2 })]);
  const buyer = acceptLanguage ? { ...who, headers: { ...who.headers, 'accept-language': acceptLanguage } as typeof who.headers } : who;
  const res = await checkout(app, buyer, checkoutBody(who, (await cardToken(app, who)).token));
  if (res.statusCode !== 201) throw new Error(`checkout failed: ${res.statusCode} ${res.body}`);
  return res.json<CheckoutResponse>().order;
}

async function confirmationOf(placed: Order): Promise<{ raw: string; text: string; pdf: Buffer }> {
  await app.mailJobs.drain();
  const mail = (await readOutbox(app.config.dataDir)).find((m) => m.file === outboxFileOf(orderConfirmationKey(placed._id)));
  if (!mail) throw new Error('no confirmation mail');
  const pdf = mailAttachments(mail.raw).find((a) => a.contentType === 'application/pdf')!.content;
  return { raw: mail.raw, text: plain(decoded(mail.raw)), pdf };
}

describe("a French customer's order", () => {
  it('is confirmed by mail in French, with the invoice in French and French amounts', async () => {
    const who = await customer('French');
    // The account's language wins over the checkout's Accept-Language.
    const placed = await order(who, 'de');
    const { text, pdf } = await confirmationOf(placed);
    expect(text).toContain(`Bonjour Jane Doe,`);
    expect(text).toContain(`Merci pour votre commande ${placed.orderNumber} (identifiant de commande ${placed._id}).`);
    expect(text).toContain('Total payé : 529,95 $, avec Visa se terminant par 4242.');
    expect(text).toContain('Votre facture est jointe.');
    expect(text).not.toContain('Total paid');
    const invoice = plain(pdfText(pdf));
    for (const words of ['FACTURE', `Commande ${placed.orderNumber}`, 'Facturé à', 'Sous-total', 'Taxes (13 %)', 'Payé avec Visa se terminant par 4242', 'Merci d’avoir choisi WallArt Studio.']) {
      expect(invoice).toContain(words);
    }
    expect(invoice).toContain('529,95 $');
    expect(invoice).not.toContain('CAD 529.95');
    expect(invoice).not.toContain('Subtotal');
  });

  it('gets the status mail in French', async () => {
    const who = await customer('French');
    const placed = await order(who);
    const message = app.ordersService.statusMessage({ ...placed, status: 'in-production' }, await app.ordersService.recipientLocale(placed._id, async (id) => (await app.usersService.findById(id))?.language));
    expect(message.subject).toBe(`Nouveau statut de votre commande ${placed.orderNumber} : En production`);
    expect(message.text).toContain('Vous pouvez la suivre dans Panier et commandes, Historique des commandes.');
  });
});

describe('an account with no preferred language', () => {
  it("gets its mails in the checkout's language (its Accept-Language)", async () => {
    const who = await customer('');
    const placed = await order(who, 'de-DE,de;q=0.9');
    const { text } = await confirmationOf(placed);
    expect(text).toContain('Guten Tag Jane Doe,');
    expect(text).toContain('Bezahlter Gesamtbetrag: 529,95 CAD, mit Visa mit den Endziffern 4242.');
  });

  it('gets English when the checkout named none of the five', async () => {
    const who = await customer('');
    const placed = await order(who, 'xx');
    const { raw } = await confirmationOf(placed);
    expect(raw).toContain('Total paid: CAD 529.95, with Visa ending in 4242.');
  });
});

describe('error answers in the language of Accept-Language', () => {
  const missing = (who: Shopper, language: string) =>
    app.inject({ method: 'GET', url: '/api/orders/0123456789abcdef01234567', headers: { ...who.headers, 'accept-language': language } });

  it('answers a 4xx in Spanish for es, keeping its error and status', async () => {
    const who = await customer('English');
    const res = await missing(who, 'es');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Not Found', message: 'Pedido no encontrado.' });
    const anonymous = await app.inject({ method: 'GET', url: '/api/orders/0123456789abcdef01234567', headers: { 'accept-language': 'es-ES' } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ error: 'Unauthorized', message: 'Se requiere autenticación. Vuelva a iniciar sesión.' });
  });

  it('answers in English for a language that is not one of the five, or none', async () => {
    const who = await customer('English');
    expect((await missing(who, 'xx')).json()).toEqual({ error: 'Not Found', message: ORDER_MESSAGES.notFound });
    const none = await app.inject({ method: 'GET', url: '/api/orders/0123456789abcdef01234567' });
    expect(none.json()).toMatchObject({ message: MESSAGES.api.unauthorized });
  });
});
