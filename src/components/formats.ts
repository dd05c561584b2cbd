/**
 * Shared `Intl` date formatters, one per locale and options. Each formatter is an ICU object of its
 * own, outside the JavaScript heap and freed only when its wrapper is collected: a build that made
 * one per call (a date on each of 60,000 pages) held about a gigabyte of them at once. Pure.
 */
const dates = new Map<string, Intl.DateTimeFormat>();

/**
 * The date formatter for a locale and options, made once. (A number formatter's options never
 * vary with the dealer: those are made once where they are used.)
 */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions) {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dates.get(key);
  if (!format) dates.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

/** A day as buyers read it in a time zone: '3 Nov 2026'. */
export const shortDate = (at: Date, timeZone: string) =>
  dateFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric', timeZone }).format(at);
