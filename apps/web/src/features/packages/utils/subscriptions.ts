import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { CONSULTATION_MESSAGES, dateTimeFormat, type Subscription } from '@wallart/shared';
import { i18n as appI18n } from '../../../lib/i18n';

// The texts below are in the UI's language: components pass their `useLingui().i18n`; without one,
// the app's instance (English in the tests).

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

/**
 * The statuses the server gives a subscription, by name; another one is shown as it came, capitalised.
 * Their own context: an order's 'Cancelled' (a shared text) may take another form (fr: commande annulée, abonnement annulé).
 */
const STATUS_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  active: msg({ message: 'Active', context: 'subscription status' }),
  cancelled: msg({ message: 'Cancelled', context: 'subscription status' }),
  expired: msg({ message: 'Expired', context: 'subscription status' }),
};

export function subscriptionStatusLabel(status: string, i18n: I18n = appI18n): string {
  const known = Object.hasOwn(STATUS_LABELS, status) ? STATUS_LABELS[status] : undefined;
  if (known) return i18n._(known);
  return status ? status.charAt(0).toUpperCase() + status.slice(1) : i18n._(msg`Unknown`);
}

/** Remaining consultations as people read them; null is an unlimited package (Enterprise). */
export function consultationsLeftText(remaining: number | null, i18n: I18n = appI18n): string {
  if (remaining === null) return i18n._(msg`Unlimited`);
  return i18n._(msg`${plural(remaining, { one: '# consultation left', other: '# consultations left' })}`);
}

/** May the customer book now: an active subscription with a consultation left (or unlimited). */
export function canBook(subscription: Subscription): boolean {
  return subscription.status === 'active' && (subscription.remainingConsultations === null || subscription.remainingConsultations > 0);
}

/** Intl's tag for a UI language ('en' keeps the US forms the spec shows). */
const intlTag = (locale: string) => (locale === 'en' ? 'en-US' : locale);

/** A studio date 'YYYY-MM-DD' as 'Tue, Dec 1, 2026' ('mar. 1 déc. 2026' in French; the date as written, whatever the browser's zone). */
export function formatSlotDate(date: string, locale = 'en'): string {
  const at = new Date(`${date}T12:00:00Z`);
  const format = dateTimeFormat(intlTag(locale), { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  return Number.isNaN(at.getTime()) ? date : format.format(at);
}

/** A studio time 'HH:MM' (24 h) as '9:30 AM' (the language's own clock elsewhere: '09:30' in French). */
export function formatSlotTime(time: string, locale = 'en'): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return time;
  const hour = Number(match[1]);
  if (locale !== 'en') {
    return dateTimeFormat(intlTag(locale), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, 0, 1, hour, Number(match[2]))));
  }
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
