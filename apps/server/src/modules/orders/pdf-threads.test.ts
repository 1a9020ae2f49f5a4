import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutResponse, Order } from '@wallart/shared';
import type { MailMessage } from '../../plugins/app/mail';
import { captureLogLines } from '../../test/log-lines';
import { buildAuthTestApp } from '../auth/auth.test-helpers';
import { artworkLine, cardToken, checkout, checkoutBody, fillCart, shopper } from '../checkout/checkout.test-helpers';
import { createMailJobs } from '../mail-jobs/mail-jobs.service';
import { createOrdersService, ORDER_CONFIRMATION_MAIL, orderConfirmationKey } from './orders.service';
import { pdfText } from './orders.test-helpers';
import { createPdfThreads, type PdfThreads } from './pdf-threads';

/**
 * Invoices are laid out in a worker thread (decision 088). When that thread fails — an uncaught
 * error kills it, or it ends without one — the PDF is refused rather than awaited for ever, a
 * new thread makes the next one, and a confirmation mail's job is retried by the queue and sends
 * the mail once, with its invoice.
 */
const failing = (fails: 'crash' | 'exit') => new URL(`./pdf-thread.test-failing.ts?fails=${fails}`, import.meta.url);

let app: FastifyInstance;
const { stream: logStream, lines: logLines } = captureLogLines();
const threads: PdfThreads[] = [];

beforeAll(async () => {
  ({ app } = await buildAuthTestApp({ env: { LOG_LEVEL: 'info' }, logStream }));
});
afterAll(async () => {
  await Promise.all(threads.map((t) => t.close()));
  await app.close();
});

async function placedOrder(): Promise<Order> {
  const who = await shopper(app);
  await fillCart(app, who, [await artworkLine(app, who)]);
  const res = await checkout(app, who, checkoutBody(who, (await cardToken(app, who)).token));
  if (res.statusCode !== 201) throw new Error(`checkout failed: ${res.statusCode} ${res.body}`);
  return res.json<CheckoutResponse>().order;
}

/** The app's orders service, but laying out its PDFs with `pdf`. */
function ordersWith(pdf: PdfThreads) {
  threads.push(pdf);
  return createOrdersService({ db: app.db, payments: app.paymentsService, storage: app.storage, mailJobs: app.mailJobs, shopEmail: app.config.shopEmail, pdf });
}

describe('the PDF thread', () => {
  it('refuses the invoice when its thread crashes, and makes it in a new thread the next time', async () => {
    const order = await placedOrder();
    const orders = ordersWith(createPdfThreads({ module: failing('crash') }));
    await expect(orders.invoice(order)).rejects.toThrow('the PDF thread crashed (test)');
    const pdf = await orders.invoice(order);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfText(pdf)).toContain(order._id);
  });

  it('refuses the invoice when its thread ends without an error (at the time-out), and makes it the next time', async () => {
    const order = await placedOrder();
    const orders = ordersWith(createPdfThreads({ module: failing('exit'), timeoutMs: 15_000 }));
    await expect(orders.invoice(order)).rejects.toMatchObject({ name: 'PdfThreadError' });
    expect(pdfText(await orders.invoice(order))).toContain(order._id);
  });

  it("fails the confirmation's job when the thread crashes; the queue's retry sends the mail once, with its invoice", async () => {
    const order = await placedOrder();
    const orders = ordersWith(createPdfThreads({ module: failing('crash') }));
    const sent: MailMessage[] = [];
    const mailJobs = createMailJobs({
      db: app.db,
      jobs: app.jobs,
      mail: {
        send(message) {
          sent.push(message);
          return Promise.resolve(`<${message.key}@test>`);
        },
      },
    });
    mailJobs.register<{ orderId: string }>(ORDER_CONFIRMATION_MAIL, async ({ orderId }) => {
      const found = await orders.findById(orderId);
      return found ? orders.confirmationMessage(found) : null;
    });
    // The mail queue's handler (mailJobs.run) on a queue of its own (the app's mail queue has its own worker), retried after 1 s.
    const queue = 'test-pdf-thread-mail';
    await app.jobs.work<{ kind: string; key: string; data: object }>(queue, async (data, context) => void (await mailJobs.run(data, context)), {
      retryLimit: 3,
      retryDelaySeconds: 1,
      retryBackoff: false,
      pollingIntervalSeconds: 0.5,
    });
    const key = `${orderConfirmationKey(order._id)}:pdf-thread-test`;
    const jobId = await app.jobs.send(queue, { kind: ORDER_CONFIRMATION_MAIL, key, data: { orderId: order._id } });

    await expect.poll(() => sent.length, { timeout: 30_000, interval: 200 }).toBe(1);
    await expect.poll(async () => (await app.jobs.getJob(queue, jobId))?.state, { timeout: 10_000 }).toBe('completed');
    expect((await app.jobs.getJob(queue, jobId))?.retryCount).toBe(1);
    expect(logLines.some((l) => l.includes('job failed; it will be retried') && l.includes(`"queue":"${queue}"`) && l.includes('the PDF thread crashed (test)'))).toBe(true);
    const [mail] = sent;
    expect(mail!.to).toBe(order.customer.email);
    expect(mail!.attachments?.map((a) => [a.filename, a.contentType])).toEqual([[`invoice-${order.orderNumber}.pdf`, 'application/pdf']]);
    expect(pdfText(mail!.attachments![0]!.content)).toContain(order._id);
    // Claimed once: the failed try ended before the claim; sent once.
    expect(await mailJobs.record(key)).toMatchObject({ status: 'sent', sends: 1, claims: 1 });
  });
});
