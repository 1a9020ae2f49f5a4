/** One date format for the customer's records (orders, payments, subscriptions): Nov 25, 2026. */
const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** An ISO instant as 'Nov 25, 2026' ('' for text that is not a date). */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}
