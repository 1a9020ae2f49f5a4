import { and, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import {
  PLAN_MESSAGES,
  STUDIO_TIME_ZONE,
  studioInstant,
  subscriptionExpiryDate,
  subscriptionStatusAt,
  validateConsultationSlot,
  formatDateIn,
  isLocale,
  localeOfLanguage,
  type ConsultationBooking,
  type Locale,
  type Subscription,
} from '@wallart/shared';
import type { Db, Tx } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-errors';
import { t } from '../../lib/i18n';
import { newObjectId } from '../../lib/object-id';
import type { MailMessage } from '../../plugins/app/mail';
import type { MailJobs } from '../mail-jobs';
import type { OrdersService } from '../orders';
import type { PackagesService } from '../packages';
import type { UsersService } from '../users';
import { adminConsultations } from './admin-consultations';
import { activeSubscriptionCount, recentSubscriptions, upcomingConsultationCount } from './subscriptions.stats';
import {
  consultationBookings,
  ONE_ACTIVE_SUBSCRIPTION_INDEX,
  userPackages,
  type ConsultationBookingRow,
  type UserPackageRow,
} from './subscriptions.tables';

declare module 'fastify' {
  interface FastifyInstance {
    subscriptionsService: SubscriptionsService;
  }
}


export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;

/** Who is asking (own subscriptions, or any as an admin where the route allows it). */
export interface SubscriptionViewer {
  id: string;
  role: string;
  email: string;
  name: string;
}

/** The queued mail confirming a booking (modules/mail-jobs, decision 050). */
export const CONSULTATION_MAIL = 'consultation-booked';

/** What the booking's mail job carries: the booking, who booked it and the consultations left right after it. */
export interface ConsultationMailData {
  bookingId: string;
  subscriptionId: string;
  to: { email: string; name: string };
  remaining: number | null;
  /** The booking request's language (its Accept-Language); the account's preferred language wins (issue 37). Absent in jobs queued before. */
  locale?: Locale;
}

export interface NewSubscription {
  /** Chosen by the caller when the order must name it before the row exists (a plan payment). */
  id?: string;
  userId: string;
  packageId: string;
  /** The package's consultations; null means unlimited. */
  consultations: number | null;
  orderId: string;
  paymentId: string;
  purchaseDate: Date;
}

const subscriptionNotFound = () => notFound(PLAN_MESSAGES.subscriptionNotFound);

function toBooking(row: ConsultationBookingRow): ConsultationBooking {
  return { _id: row.id, date: row.date, time: row.time, startsAt: row.startsAt.toISOString(), note: row.note, createdAt: row.createdAt.toISOString() };
}

/**
 * A subscription as the API answers it: its package's name, its order's number and its bookings
 * (newest first) looked up before; its status as of `at`.
 */
function toSubscription(row: UserPackageRow, found: { packageName: string; orderNumber: string; bookings: readonly ConsultationBookingRow[] }, at: Date): Subscription {
  return {
    _id: row.id,
    userId: row.userId,
    packageId: { _id: row.packageId, name: found.packageName },
    status: subscriptionStatusAt(row.status, row.expiryDate, at),
    purchaseDate: row.purchaseDate.toISOString(),
    expiryDate: row.expiryDate.toISOString(),
    remainingConsultations: row.remainingConsultations,
    orderId: row.orderId,
    orderNumber: found.orderNumber,
    paymentId: row.paymentId,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    consultations: found.bookings.map(toBooking),
  };
}

/**
 * Subscriptions and consultation bookings (issue 18; docs/product/plans.md#subscriptions, docs/product/plans.md#plans-api; docs/architecture.md#nothing-free-by-accident). A subscription is written only by a captured plan payment, inside
 * that payment's transaction (`create`); one active subscription per user and package is held by
 * a partial unique index, whose violation answers 409. Plain functions; the routes are thin.
 */
export function createSubscriptionsService(deps: {
  db: Db;
  /** Order numbers and a plan order to start from, through the orders module's face (decision 038). */
  orders: Pick<OrdersService, 'linkSubscription' | 'orderNumbersOf' | 'lockUnlinkedPlanOrder'>;
  /** The package's consultations and names through the packages module's service. */
  packages: Pick<PackagesService, 'findById' | 'namesOf'>;
  /** Customers' names and emails through the users module's service (decision 069). */
  users: Pick<UsersService, 'contactsOf' | 'findById'>;
  mailJobs: Pick<MailJobs, 'queue' | 'notify'>;
  log?: FastifyBaseLogger;
  now?: () => Date;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  /** Rows as answers: the packages' names, the orders' numbers and the bookings looked up, then toSubscription. */
  const hydrate = async (rows: UserPackageRow[], at: Date, tx: Db | Tx = db): Promise<Subscription[]> => {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [nameOf, numberOf, bookings] = await Promise.all([
      deps.packages.namesOf(rows.map((r) => r.packageId), tx),
      deps.orders.orderNumbersOf(rows.map((r) => r.orderId), tx),
      tx
        .select()
        .from(consultationBookings)
        .where(inArray(consultationBookings.subscriptionId, ids))
        .orderBy(desc(consultationBookings.createdAt), desc(consultationBookings.id)),
    ]);
    return rows.map((row) =>
      toSubscription(row, { packageName: nameOf.get(row.packageId) ?? '', orderNumber: numberOf.get(row.orderId) ?? '', bookings: bookings.filter((b) => b.subscriptionId === row.id) }, at),
    );
  };

  const one = async (row: UserPackageRow, at: Date, tx: Db | Tx = db): Promise<Subscription> => (await hydrate([row], at, tx))[0]!;

  /** The booking's confirmation as the mail queue's worker makes it; null when the booking is gone. */
  const consultationMessage = async ({ bookingId, subscriptionId, to, remaining, locale: asked }: ConsultationMailData): Promise<Omit<MailMessage, 'key'> | null> => {
    const [[bookingRow], [subscriptionRow]] = await Promise.all([
      db.select().from(consultationBookings).where(eq(consultationBookings.id, bookingId)),
      db.select().from(userPackages).where(eq(userPackages.id, subscriptionId)),
    ]);
    if (!bookingRow || !subscriptionRow) return null;
    const subscription = await one(subscriptionRow, now());
    const booking = toBooking(bookingRow);
    // The customer's language as it is when the job runs (as the order mails, issue 37): the account's, else the booking request's.
    const locale = localeOfLanguage((await deps.users.findById(subscriptionRow.userId))?.language) ?? (isLocale(asked) ? asked : 'en');
    const when = { date: formatDateIn(locale, booking.date), time: booking.time };
    return {
      to: to.email,
      subject: t(locale, 'Your WallArt Studio consultation on {date} at {time}', when),
      text: [
        t(locale, 'Hello {name},', { name: to.name }),
        '',
        t(locale, 'Your design consultation ({packageName} plan, order {orderNumber}) is booked for\n{date} at {time} (studio time, {timeZone}).', {
          packageName: subscription.packageId.name,
          orderNumber: subscription.orderNumber,
          ...when,
          timeZone: STUDIO_TIME_ZONE,
        }),
        booking.note ? t(locale, 'Your note: {note}', { note: booking.note }) : '',
        remaining === null
          ? t(locale, 'Consultations left on this subscription: unlimited.')
          : t(locale, 'Consultations left on this subscription: {remaining}.', { remaining }),
        '',
        t(locale, 'A designer will contact you before the consultation.'),
        '',
        'WallArt Studio',
      ]
        .filter((line, i, all) => line !== '' || all[i - 1] !== '')
        .join('\n'),
    };
  };

  const service = {
    // The admin's bookings list and 'Mark as done' (issue 19).
    ...adminConsultations(db, deps, now),

    // The admin dashboard's figures (issue 19), read through this service (decision 069).
    /** Subscriptions active at `at` (stored active and not past their expiry), counted in SQL. */
    activeCount: (at: Date, tx: Db | Tx = db) => activeSubscriptionCount(tx, at),
    /** Booked consultations not yet started and not marked done at `at`. */
    upcomingConsultationCount: (at: Date, tx: Db | Tx = db) => upcomingConsultationCount(tx, at),
    /** The newest subscriptions with their customer and package, for the dashboard's recent activity. */
    recentSubscriptions: (limit: number, tx: Db | Tx = db) => recentSubscriptions(tx, deps, limit),

    consultationMessage,

    /** True when the user holds an active, unexpired subscription to the package at `at`. */
    async hasActive(tx: Db | Tx, userId: string, packageId: string, at: Date = now()): Promise<boolean> {
      const [row] = await tx
        .select({ id: userPackages.id })
        .from(userPackages)
        .where(and(eq(userPackages.userId, userId), eq(userPackages.packageId, packageId), eq(userPackages.status, 'active'), gt(userPackages.expiryDate, at)))
        .limit(1);
      return row !== undefined;
    },

    /**
     * Marks the user's active subscriptions to the package whose 12 months are over as 'expired',
     * so that the partial unique index lets a new purchase of the package through.
     */
    async retireExpired(tx: Db | Tx, userId: string, packageId: string, at: Date = now()): Promise<void> {
      await tx
        .update(userPackages)
        .set({ status: 'expired' })
        .where(and(eq(userPackages.userId, userId), eq(userPackages.packageId, packageId), eq(userPackages.status, 'active'), lte(userPackages.expiryDate, at)));
    },

    /**
     * Writes an active subscription in the paying transaction: purchased now, expiring 12 months
     * later, with the package's consultations. A second active subscription of the user to the
     * package, even from a concurrent payment, violates the partial unique index: 409, and the
     * caller's transaction (its charge included) rolls back.
     */
    async create(tx: Tx, input: NewSubscription): Promise<UserPackageRow> {
      try {
        const [row] = await tx
          .insert(userPackages)
          .values({
            id: input.id ?? newObjectId(input.purchaseDate),
            userId: input.userId,
            packageId: input.packageId,
            status: 'active',
            purchaseDate: input.purchaseDate,
            expiryDate: subscriptionExpiryDate(input.purchaseDate),
            remainingConsultations: input.consultations,
            orderId: input.orderId,
            paymentId: input.paymentId,
            createdAt: input.purchaseDate,
          })
          .returning();
        return row!;
      } catch (err: unknown) {
        if (isUniqueViolation(err, ONE_ACTIVE_SUBSCRIPTION_INDEX)) throw conflict(PLAN_MESSAGES.alreadySubscribed);
        throw err;
      }
    },

    /**
     * docs/product/plans.md#subscriptions `POST /user-packages` (userId, packageId), kept for the contract (docs/architecture.md#nothing-free-by-accident): a
     * subscription is never free. It is made only from a captured plan payment of the caller for
     * that package that has no subscription yet (`paymentId` may name it); without one, 402. A plan
     * payment makes its subscription in its own transaction, so in practice this always answers 402.
     */
    async createFromPayment(caller: { id: string }, body: { packageId: string; paymentId?: string | undefined }): Promise<Subscription> {
      const at = now();
      if (!(await deps.packages.findById(body.packageId))) throw notFound(PLAN_MESSAGES.packageNotFound);
      return db.transaction(async (tx) => {
        const unlinked = await deps.orders.lockUnlinkedPlanOrder(tx, { userId: caller.id, packageId: body.packageId, paymentId: body.paymentId });
        const pkg = unlinked ? await deps.packages.findById(body.packageId, tx) : undefined;
        if (!unlinked || !pkg) throw new HttpError(402, PLAN_MESSAGES.subscriptionNeedsPayment);
        await service.retireExpired(tx, caller.id, body.packageId, at);
        if (await service.hasActive(tx, caller.id, body.packageId, at)) throw conflict(PLAN_MESSAGES.alreadySubscribed);
        const row = await service.create(tx, {
          userId: caller.id,
          packageId: body.packageId,
          consultations: pkg.consultations,
          orderId: unlinked.id,
          paymentId: unlinked.paymentId,
          purchaseDate: at,
        });
        await deps.orders.linkSubscription(tx, unlinked.id, row.id);
        return one(row, at, tx);
      });
    },

    /** docs/product/plans.md#subscriptions `GET /user-packages/user/{userId}`: newest first, each with its bookings. */
    async listForUser(userId: string): Promise<Subscription[]> {
      const rows = await db
        .select()
        .from(userPackages)
        .where(eq(userPackages.userId, userId))
        .orderBy(desc(userPackages.createdAt), desc(userPackages.id));
      return hydrate(rows, now());
    },

    /**
     * docs/product/plans.md#subscriptions `PUT /user-packages/cancel/{id}`: an active subscription becomes cancelled (its
     * remaining consultations can no longer be booked). The owner's or, as an admin, anyone's;
     * 404 for anyone else. Already cancelled: 409; past its expiry: 409.
     */
    async cancel(id: string, viewer: Pick<SubscriptionViewer, 'id' | 'role'>): Promise<Subscription> {
      const at = now();
      const mine = viewer.role === 'admin' ? undefined : eq(userPackages.userId, viewer.id);
      const [cancelled] = await db
        .update(userPackages)
        .set({ status: 'cancelled', cancelledAt: at })
        .where(and(eq(userPackages.id, id), mine, eq(userPackages.status, 'active'), gt(userPackages.expiryDate, at)))
        .returning();
      if (cancelled) return one(cancelled, at);
      const [row] = await db.select().from(userPackages).where(and(eq(userPackages.id, id), mine));
      if (!row) throw subscriptionNotFound();
      if (row.status === 'cancelled') throw conflict(PLAN_MESSAGES.alreadyCancelled);
      throw conflict(PLAN_MESSAGES.alreadyExpired);
    },

    /**
     * Books a consultation (owner only; anyone else 404): the slot by the shared rule
     * (validateConsultationSlot: 400 with its message), then in one transaction a conditional
     * decrement of the remaining consultations (null: unlimited, not decremented) and the booking.
     * A concurrent booking waits on the row and re-reads it, so the last consultation is booked
     * once. Not active: 409; none left: 409. The confirmation mail is queued in the same
     * transaction and sent by the job queue.
     */
    async book(
      id: string,
      caller: Pick<SubscriptionViewer, 'id' | 'email' | 'name'>,
      body: { date: string; time: string; note?: string | undefined },
      locale: Locale = 'en',
    ): Promise<{ subscription: Subscription; booking: ConsultationBooking }> {
      const at = now();
      const [owned] = await db.select({ id: userPackages.id }).from(userPackages).where(and(eq(userPackages.id, id), eq(userPackages.userId, caller.id)));
      if (!owned) throw subscriptionNotFound();
      const problem = validateConsultationSlot(body.date, body.time, at);
      if (problem) throw badRequest(problem.message);

      const result = await db.transaction(async (tx) => {
        const [taken] = await tx
          .update(userPackages)
          .set({ remainingConsultations: sql`${userPackages.remainingConsultations} - 1` })
          .where(
            and(
              eq(userPackages.id, id),
              eq(userPackages.userId, caller.id),
              eq(userPackages.status, 'active'),
              gt(userPackages.expiryDate, at),
              or(isNull(userPackages.remainingConsultations), gt(userPackages.remainingConsultations, 0)),
            ),
          )
          .returning();
        if (!taken) {
          const [row] = await tx.select().from(userPackages).where(eq(userPackages.id, id));
          if (!row || subscriptionStatusAt(row.status, row.expiryDate, at) !== 'active') throw conflict(PLAN_MESSAGES.notActive);
          throw conflict(PLAN_MESSAGES.noConsultationsLeft);
        }
        const [booking] = await tx
          .insert(consultationBookings)
          .values({
            id: newObjectId(at),
            subscriptionId: id,
            userId: caller.id,
            date: body.date,
            time: body.time,
            startsAt: studioInstant(body.date, body.time),
            note: body.note ?? '',
            createdAt: at,
          })
          .returning();
        await deps.mailJobs.queue<ConsultationMailData>(tx, CONSULTATION_MAIL, `consultation:${booking!.id}`, {
          bookingId: booking!.id,
          subscriptionId: id,
          to: { email: caller.email, name: caller.name },
          remaining: taken.remainingConsultations,
          locale,
        });
        return { subscription: await one(taken, at, tx), booking: toBooking(booking!) };
      });
      deps.mailJobs.notify();
      return result;
    },
  };
  return service;
}

export const subscriptionsServicePlugin = fp(
  (app, _options, done) => {
    const service = createSubscriptionsService({ db: app.db, orders: app.ordersService, packages: app.packagesService, users: app.usersService, mailJobs: app.mailJobs, log: app.log });
    app.decorate('subscriptionsService', service);
    app.mailJobs.register<ConsultationMailData>(CONSULTATION_MAIL, (data) => service.consultationMessage(data));
    done();
  },
  { name: 'subscriptions-service', dependencies: ['db', 'mail-jobs-service', 'orders-service', 'packages-service', 'users-service'] },
);
