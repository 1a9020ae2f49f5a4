import { formatInstant } from '@wallart/shared';

/** One date format for the customer's records (orders, payments, subscriptions): Nov 25, 2026. */
const dateFormat = { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' } as const;

/** An ISO instant as 'Nov 25, 2026' ('' for text that is not a date). */
export function formatDate(iso: string): string {
  return formatInstant(iso, dateFormat);
}
