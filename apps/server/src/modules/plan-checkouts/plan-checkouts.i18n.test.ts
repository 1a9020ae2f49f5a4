import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultationDates, PLAN_MESSAGES, studioDate, type PlanPaymentResult, type Subscription } from '@wallart/shared';
import { outboxFileOf, readOutbox } from '../../plugins/app/mail';
import { bearer, buildAuthTestApp, signedInUser } from '../auth/auth.test-helpers';
import type { Shopper } from '../checkout/checkout.test-helpers';
import { orderConfirmationKey } from '../orders/orders.service';
import { decodedMail, mailAttachments, pdfText, plainSpaces } from '../orders/orders.test-helpers';
import { book, get, openCheckout, pay } from './plan-checkouts.test-helpers';

/** A plan's mails and receipt in the customer's language (issue 37, docs/product/messages.md#server-texts). */

let app: FastifyInstance;

beforeAll(async () => {
  ({ app } = await buildAuthTestApp());
});
afterAll(async () => {
  await app.close();
});

const plain = plainSpaces;
const decoded = (raw: string) => plainSpaces(decodedMail(raw));

async function customer(language: string, acceptLanguage?: string): Promise<Shopper> {
  const s = await signedInUser(app, { language });
  const headers = { ...bearer(s.token), ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}) } as Shopper['headers'];
  return { ...s, id: s.user._id, headers };
}

/** Buys the Professional plan (5 consultations, $599 + $15.00). */
async function buyPlan(who: Shopper): Promise<PlanPaymentResult> {
  const checkout = await openCheckout(app, who);
  const res = await pay(app, who, checkout._id);
  if (res.statusCode !== 201) throw new Error(`pay failed: ${res.statusCode} ${res.body}`);
  return res.json<{ payment: PlanPaymentResult }>().payment;
}

async function outboxMail(key: string): Promise<string> {
  await app.mailJobs.drain();
  const mail = (await readOutbox(app.config.dataDir)).find((m) => m.file === outboxFileOf(key));
  if (!mail) throw new Error(`no mail ${key}`);
  return mail.raw;
}

describe("a plan bought by a French customer", () => {
  it('is confirmed by mail in French, with the receipt in French', async () => {
    const who = await customer('French', 'de');
    const payment = await buyPlan(who);
    const raw = await outboxMail(orderConfirmationKey(payment.order!));
    const text = decoded(raw);
    expect(text).toContain('Bonjour Jane,');
    expect(text).toMatch(/Merci d’avoir acheté la Formule Professional\. Votre commande ORD-\d{4}-\d+ est confirmée\./);
    expect(text).toContain('Total payé : 614,00 $ (prix de la formule et frais de service), avec Visa se terminant par 4242.');
    expect(text).toContain('comprend 5 consultations de design ; réservez-les dans Mon compte, Abonnements.');
    expect(text).toContain('Votre reçu est joint.');
    const receipt = pdfText(mailAttachments(raw).find((a) => a.contentType === 'application/pdf')!.content);
    for (const words of ['Reçu', 'Paiement réussi', 'Formule Professional', 'Frais de service', '614,00', 'Payé avec Visa se terminant par 4242', 'Adresse du projet']) {
      expect(plain(receipt)).toContain(words);
    }
  });

  it('downloads the receipt in the language the request asks for, and English without one', async () => {
    const who = await customer('', 'es');
    const payment = await buyPlan(who);
    const spanish = pdfText((await get(app, who, `/api/payments/${payment._id}/receipt`)).rawPayload);
    expect(spanish).toContain('Recibo');
    expect(spanish).toContain('Tarifa de servicio');
    const english = pdfText((await app.inject({ method: 'GET', url: `/api/payments/${payment._id}/receipt`, headers: bearer(who.token) })).rawPayload);
    for (const words of ['Receipt', 'Service Fee', '$614.00', 'Professional Plan']) expect(english).toContain(words);
  });
});

describe('a consultation booked by a German customer', () => {
  it('is confirmed by mail in German; the 201 says so in German too', async () => {
    const who = await customer('German');
    await buyPlan(who);
    const [subscription] = (await get(app, who, `/api/user-packages/user/${who.id}`)).json<Subscription[]>();
    const now = new Date();
    const date = consultationDates(now).find((d) => d > studioDate(now))!;
    const res = await book(app, { headers: { ...who.headers, 'accept-language': 'de' } }, subscription!._id, { date, time: '10:00', note: 'Nordwand' });
    expect(res.statusCode).toBe(201);
    expect(res.json<{ message: string }>().message).toBe('Beratung gebucht. Wir haben Ihnen eine Bestätigung per E-Mail gesendet.');
    const { booking } = res.json<{ booking: { _id: string } }>();
    const text = decoded(await outboxMail(`consultation:${booking._id}`));
    const day = new Intl.DateTimeFormat('de', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
    expect(text).toContain(`Ihre Beratung bei WallArt Studio am ${day} um 10:00`);
    expect(text).toContain('Guten Tag');
    expect(text).toContain(`Ihre Designberatung (Tarif Professional, Bestellung ${subscription!.orderNumber}) ist gebucht für\n${day} um 10:00 (Atelierzeit, America/Toronto).`);
    expect(text).toContain('Ihre Notiz: Nordwand');
    expect(text).toContain('Verbleibende Beratungen in diesem Abonnement: 4.');
    expect(text).toContain('Ein Designer meldet sich vor der Beratung bei Ihnen.');
  });
});

describe('an error of the plans API', () => {
  it('answers in the language of the request (Accept-Language), English without one', async () => {
    const who = await customer('', 'es');
    const url = '/api/user-packages/cancel/0123456789abcdef01234567';
    const spanish = await app.inject({ method: 'PUT', url, headers: who.headers });
    expect(spanish.statusCode).toBe(404);
    expect(spanish.json()).toEqual({ error: 'Not Found', message: 'Suscripción no encontrada.' });
    const english = await app.inject({ method: 'PUT', url, headers: bearer(who.token) });
    expect(english.json()).toEqual({ error: 'Not Found', message: PLAN_MESSAGES.subscriptionNotFound });
  });
});
