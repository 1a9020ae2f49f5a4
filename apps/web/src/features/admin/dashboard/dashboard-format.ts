import { dateTimeFormat, STUDIO_TIME_ZONE, type ActivityLink, type Locale } from '@wallart/shared';
import { paths } from '../../../config/paths';
import { intlTag } from '../utils/ui-locale';

/** '2026-01-20' → 'Jan 20' (a studio day, shown as the date it names), in the UI's language. */
export function shortDay(date: string, locale: Locale): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return dateTimeFormat(intlTag(locale), { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** When an activity happened, on the studio's clock: 'Jan 20, 10:05 AM'. */
export function activityTime(iso: string, locale: Locale): string {
  return dateTimeFormat(intlTag(locale), { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: STUDIO_TIME_ZONE }).format(new Date(iso));
}

/** Where an activity leads: an order or a user found by the admin screens' search. */
export function activityHref(link: ActivityLink): string {
  switch (link.to) {
    case 'order':
      return `${paths.adminOrders}?${new URLSearchParams({ q: link.q }).toString()}`;
    case 'user':
      return `${paths.adminUsers}?${new URLSearchParams({ q: link.q }).toString()}`;
    case 'packages':
      return paths.adminPackages;
    case 'consultations':
      return paths.adminConsultations;
  }
}
