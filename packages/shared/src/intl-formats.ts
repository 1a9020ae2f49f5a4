/**
 * Intl formats, made once per locale and options and then reused. Making one costs a phone-class
 * CPU tens of milliseconds (its locale data), and `toLocaleString` with options makes a new one on
 * every call: a table of twenty dates was 80 ms of a page's start-up under a 4× throttle (issue 21).
 */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) dateTimeFormats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

/** An ISO instant in `options` ('' for text that is not a date). */
export function formatInstant(iso: string, options: Intl.DateTimeFormatOptions, locale = 'en-US'): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat(locale, options).format(date);
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}
