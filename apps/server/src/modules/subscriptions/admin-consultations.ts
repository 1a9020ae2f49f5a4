import {
  ADMIN_CONSULTATION_MESSAGES,
  CONSULTATION_LIST_PAGE_SIZE,
  type AdminConsultation,
  type AdminConsultationStatus,
  type ConsultationListFilter,
} from '@wallart/shared';
import { and, asc, count, desc, eq, gte, isNotNull, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/http-errors';
import { record } from '../audit';
import type { PackagesService } from '../packages';
import type { UsersService } from '../users';
import { consultationBookings, userPackages } from './subscriptions.tables';

/** upcoming: not done and not started yet; past: started, or marked done. */
export function filterWhere(filter: ConsultationListFilter, at: Date): SQL {
  return filter === 'upcoming'
    ? and(isNull(consultationBookings.doneAt), gte(consultationBookings.startsAt, at))!
    : or(isNotNull(consultationBookings.doneAt), lt(consultationBookings.startsAt, at))!;
}

function statusOf(row: { doneAt: Date | null; startsAt: Date }, at: Date): AdminConsultationStatus {
  if (row.doneAt) return 'done';
  return row.startsAt >= at ? 'upcoming' : 'past';
}

/** A booking as a page reads it: the booking and its subscription's package. */
type ConsultationRow = Pick<
  typeof consultationBookings.$inferSelect,
  'id' | 'subscriptionId' | 'date' | 'time' | 'startsAt' | 'note' | 'doneAt' | 'createdAt' | 'userId'
> & { packageId: string };

/** A booking as the API answers it, with its customer and package name looked up before; its status as of `at`. */
function toAdminConsultation(row: ConsultationRow, customer: { name: string; email: string }, packageName: string, at: Date): AdminConsultation {
  return {
    _id: row.id,
    customer: { _id: row.userId, ...customer },
    package: { _id: row.packageId, name: packageName },
    subscriptionId: row.subscriptionId,
    date: row.date,
    time: row.time,
    startsAt: row.startsAt.toISOString(),
    note: row.note,
    status: statusOf(row, at),
    doneAt: row.doneAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The admin's consultation bookings (issue 19): every customer's bookings with the customer and
 * the package, paged (upcoming soonest first, past newest first), and 'Mark as done' with an
 * audit row. Plain functions over the database; the subscriptions service exposes them. A page is
 * read from this module's tables, then its customers' and packages' names through the users and
 * packages services (decisions 038, 069): three small queries instead of one join across modules.
 */
export function adminConsultations(
  db: Db,
  names: { users: Pick<UsersService, 'contactsOf'>; packages: Pick<PackagesService, 'namesOf'> },
  now: () => Date,
) {
  const select = () =>
    db
      .select({
        id: consultationBookings.id,
        subscriptionId: consultationBookings.subscriptionId,
        date: consultationBookings.date,
        time: consultationBookings.time,
        startsAt: consultationBookings.startsAt,
        note: consultationBookings.note,
        doneAt: consultationBookings.doneAt,
        createdAt: consultationBookings.createdAt,
        userId: consultationBookings.userId,
        packageId: userPackages.packageId,
      })
      .from(consultationBookings)
      .innerJoin(userPackages, eq(userPackages.id, consultationBookings.subscriptionId));

  /** The answers for a page: the customers and packages named through their modules' faces, then toAdminConsultation. */
  const consultationsOf = async (rows: ConsultationRow[], at: Date): Promise<AdminConsultation[]> => {
    const [contacts, packageNames] = await Promise.all([names.users.contactsOf(rows.map((r) => r.userId)), names.packages.namesOf(rows.map((r) => r.packageId))]);
    // A booking's customer and package always exist (cascading and restricting keys); '' only if one vanished mid-read.
    return rows.map((row) => toAdminConsultation(row, contacts.get(row.userId) ?? { name: '', email: '' }, packageNames.get(row.packageId) ?? '', at));
  };

  return {
    async listConsultations(filter: ConsultationListFilter, page: number, pageSize = CONSULTATION_LIST_PAGE_SIZE) {
      const at = now();
      const where = filterWhere(filter, at);
      const order = filter === 'upcoming' ? [asc(consultationBookings.startsAt), asc(consultationBookings.id)] : [desc(consultationBookings.startsAt), desc(consultationBookings.id)];
      const [rows, [{ total } = { total: 0 }]] = await Promise.all([
        select()
          .where(where)
          .orderBy(...order)
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(consultationBookings).where(where),
      ]);
      return { rows: await consultationsOf(rows, at), total, page, pageSize };
    },

    /** Marks a booking as held: 404 unknown, 409 already done; the audit row in the same transaction. */
    async markConsultationDone(actorId: string, id: string): Promise<AdminConsultation> {
      const at = now();
      await db.transaction(async (tx) => {
        const [booking] = await tx.select().from(consultationBookings).where(eq(consultationBookings.id, id)).for('update');
        if (!booking) throw notFound(ADMIN_CONSULTATION_MESSAGES.notFound);
        if (booking.doneAt) throw conflict(ADMIN_CONSULTATION_MESSAGES.alreadyDone);
        await tx.update(consultationBookings).set({ doneAt: at, doneBy: actorId }).where(eq(consultationBookings.id, id));
        await record(tx, {
          actorId,
          action: 'consultation.done',
          targetType: 'consultation',
          targetId: id,
          before: { date: booking.date, time: booking.time, doneAt: null },
          after: { date: booking.date, time: booking.time, doneAt: at.toISOString() },
        });
      });
      const [consultation] = await consultationsOf(await select().where(eq(consultationBookings.id, id)), at);
      return consultation!;
    },
  };
}
