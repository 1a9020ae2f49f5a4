import { CONSULTATION_MESSAGES, type Subscription } from '@wallart/shared';

/** The packages the customer holds an active subscription to (docs/product/plans.md#subscriptions: a second purchase is blocked). */
export function activePackageIds(subscriptions: readonly Subscription[]): ReadonlySet<string> {
  return new Set(subscriptions.filter((s) => s.status === 'active').map((s) => s.packageId._id));
}

/** docs/product/plans.md#subscriptions-tab: active green, cancelled grey, anything else yellow. */
export function subscriptionStatusTone(status: string): 'active' | 'cancelled' | 'other' {
  if (status === 'active') return 'active';
  if (status === 'cancelled') return 'cancelled';
  return 'other';
}

export function subscriptionStatusLabel(status: string): string {
  return status ? status.charAt(0).toUpperCase() + status.slice(1) : 'Unknown';
}

/** Remaining consultations as people read them; null is an unlimited package (Enterprise). */
export function consultationsLeftText(remaining: number | null): string {
  if (remaining === null) return 'Unlimited';
  return `${remaining} ${remaining === 1 ? 'consultation' : 'consultations'} left`;
}

/** May the customer book now: an active subscription with a consultation left (or unlimited). */
export function canBook(subscription: Subscription): boolean {
  return subscription.status === 'active' && (subscription.remainingConsultations === null || subscription.remainingConsultations > 0);
}

const dayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** A studio date 'YYYY-MM-DD' as 'Tue, Dec 1, 2026' (the date as written, whatever the browser's zone). */
export function formatSlotDate(date: string): string {
  const at = new Date(`${date}T12:00:00Z`);
  return Number.isNaN(at.getTime()) ? date : dayFormat.format(at);
}

/** A studio time 'HH:MM' (24 h) as '9:30 AM'. */
export function formatSlotTime(time: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return time;
  const hour = Number(match[1]);
  return `${hour % 12 === 0 ? 12 : hour % 12}:${match[2]} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** Which field of the booking form a server message is about (its 400 names the rule broken). */
export function bookingFieldOf(message: string | undefined): 'date' | 'time' | 'note' | null {
  if (!message) return null;
  const m = CONSULTATION_MESSAGES;
  const dateMessages: readonly string[] = [m.dateRequired, m.dateInvalid, m.dateInPast, m.dateTooFar, m.weekend];
  const timeMessages: readonly string[] = [m.timeRequired, m.timeInvalid, m.timeInPast];
  if (dateMessages.includes(message)) return 'date';
  if (timeMessages.includes(message)) return 'time';
  if (message === m.noteTooLong) return 'note';
  return null;
}
