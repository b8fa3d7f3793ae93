/**
 * How the console shows dates, times, numbers and money: the one home of every formatter, in the
 * reader's language (`zh-CN` or `en`) and time zone (business.md §2: times are ISO-8601 UTC shown in
 * the viewer's zone, a calendar date stays the day it names, money at 2 dp with its currency).
 *
 * A formatter never throws: a page showing a bad value must still render. An empty value reads `—`;
 * a value that is not a date or a number is shown as it came, so nothing the server sent is hidden.
 */

export const EMPTY = '—';

const FALLBACK_LOCALE = 'zh-CN';

/** One formatter per kind, locale and options: lists format hundreds of cells. */
const formatters = new Map<string, unknown>();

function memo<T>(kind: string, locale: string, options: object, make: (locale: string) => T): T {
  const key = `${kind}\u0000${locale}\u0000${JSON.stringify(options)}`;
  let format = formatters.get(key) as T | undefined;
  if (!format) {
    try {
      format = make(locale);
    } catch {
      // a locale Intl does not accept (a malformed tag) reads in the console's default language
      format = make(FALLBACK_LOCALE);
    }
    formatters.set(key, format);
  }
  return format;
}

const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  memo('date', locale, options, (l) => new Intl.DateTimeFormat(l, options));

const numberFormat = (locale: string, options: Intl.NumberFormatOptions) =>
  memo('number', locale, options, (l) => new Intl.NumberFormat(l, options));

type DateInput = string | number | Date | null | undefined;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function isBlank(value: DateInput): value is null | undefined | '' {
  return value === null || value === undefined || value === '';
}

/** The instant a value names, or null when it names none. */
function toDate(value: string | number | Date): Date | null {
  const at = value instanceof Date ? value : new Date(value);
  return Number.isNaN(at.getTime()) ? null : at;
}

const DATE_TIME: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

/** An instant as its date and time of day in the viewer's zone: `2026/11/24 16:05`, `11/24/2026, 16:05`. */
export function formatDateTime(value: DateInput, locale: string): string {
  if (isBlank(value)) return EMPTY;
  const at = toDate(value);
  return at ? dateTimeFormat(locale, DATE_TIME).format(at) : String(value);
}

const DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };
const DATE_UTC: Intl.DateTimeFormatOptions = { ...DATE, timeZone: 'UTC' };

/**
 * A day. A calendar date (`2026-11-24`: an ETA, an expiry, a period end) stays the day it names in
 * any zone; an instant reads as its day in the viewer's zone.
 */
export function formatDate(value: DateInput, locale: string): string {
  if (isBlank(value)) return EMPTY;
  if (typeof value === 'string' && DATE_ONLY.test(value)) {
    const at = toDate(`${value}T00:00:00Z`);
    return at ? dateTimeFormat(locale, DATE_UTC).format(at) : value;
  }
  const at = toDate(value);
  return at ? dateTimeFormat(locale, DATE).format(at) : String(value);
}

const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
const TIME_SECONDS: Intl.DateTimeFormatOptions = { ...TIME, second: '2-digit' };

/** The time of day in the viewer's zone, `16:05` (or `16:05:09` with seconds). */
export function formatTime(value: DateInput, locale: string, { seconds = false } = {}): string {
  if (isBlank(value)) return EMPTY;
  const at = toDate(value);
  return at ? dateTimeFormat(locale, seconds ? TIME_SECONDS : TIME).format(at) : String(value);
}

const LONG_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'full' };

/** A day written out for a greeting: `2026年11月24日星期二`, `Tuesday, November 24, 2026`. */
export function formatLongDate(value: DateInput, locale: string): string {
  if (isBlank(value)) return EMPTY;
  const at = toDate(value);
  return at ? dateTimeFormat(locale, LONG_DATE).format(at) : String(value);
}

/**
 * Makes, ahead of the page that first shows one, the formatter of the console's home page (the
 * workplace's long date). The first date format of a page's life loads the browser's calendar data
 * for the language: 12–25 ms on the bench's machine for zh-CN, on the sign-in's path when the home
 * page drew it (#18). Every later date format of the language is then quick.
 */
export function warmFormats(locale: string): void {
  formatLongDate(Date.now(), locale);
}

const MONTH: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', timeZone: 'UTC' };
const MONTH_ONLY = /^\d{4}-\d{2}$/;

/** A calendar month (`2026-03`: a chart's category) as the reader's month and year (`Mar 2026` in English). */
export function formatMonth(value: string | null | undefined, locale: string): string {
  if (value === null || value === undefined || !MONTH_ONLY.test(value)) return value || EMPTY;
  const at = toDate(`${value}-01T00:00:00Z`);
  return at ? dateTimeFormat(locale, MONTH).format(at) : value;
}

const isNumber = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * A number in the reader's digits. `digits` fixes the decimals (a count: 0); `{ max }` allows up to
 * that many and drops trailing zeros (a weight of 1.5 kg, not 1.500).
 */
export function formatNumber(
  value: number | null | undefined,
  locale: string,
  digits?: number | { max: number },
): string {
  if (value === null || value === undefined) return EMPTY;
  if (!isNumber(value)) return String(value);
  const options: Intl.NumberFormatOptions =
    digits === undefined
      ? {}
      : typeof digits === 'number'
        ? { minimumFractionDigits: digits, maximumFractionDigits: digits }
        : { minimumFractionDigits: 0, maximumFractionDigits: digits.max };
  return numberFormat(locale, options).format(value);
}

/** Money at 2 dp with its currency (`US$12.50`, `$12.50`); an unknown currency code follows the figure. */
export function formatMoney(amount: number | null | undefined, currency: string, locale: string): string {
  if (amount === null || amount === undefined) return EMPTY;
  if (!isNumber(amount)) return String(amount);
  try {
    return numberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(amount);
  } catch {
    return `${formatNumber(amount, locale, 2)} ${currency}`;
  }
}

/** A weight in kg, up to business.md's 3 dp. */
export const formatWeight = (kg: number | null | undefined, locale: string): string =>
  isNumber(kg) ? `${formatNumber(kg, locale, { max: 3 })} kg` : formatNumber(kg, locale);

/** Length × width × height in cm, up to 1 dp each. */
export function formatSize(
  size: { lengthCm: number; widthCm: number; heightCm: number } | null | undefined,
  locale: string,
): string {
  if (!size) return EMPTY;
  const sides = [size.lengthCm, size.widthCm, size.heightCm];
  return `${sides.map((cm) => formatNumber(cm, locale, { max: 1 })).join(' × ')} cm`;
}

/** A country's name in the reader's language (`US` → `美国`, `United States`); the code when unknown. */
export function countryName(code: string | null | undefined, locale: string): string {
  if (!code) return EMPTY;
  try {
    const names = memo('region', locale, {}, (l) => new Intl.DisplayNames([l], { type: 'region' }));
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** "3 minutes ago", "yesterday", "in 2 hours": the largest whole unit between `time` and `now`. */
export function formatRelative(time: DateInput, now: Date, locale: string): string {
  if (isBlank(time)) return EMPTY;
  const at = toDate(time);
  if (!at) return String(time);
  const seconds = Math.round((at.getTime() - now.getTime()) / 1000);
  const format = memo('relative', locale, {}, (l) => new Intl.RelativeTimeFormat(l, { numeric: 'auto' }));
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}

/** A day as `YYYY-MM-DD` in the viewer's zone, `offsetDays` from `from` (today by default). */
export function isoDay(offsetDays = 0, from: Date = new Date()): string {
  const at = new Date(from);
  at.setDate(at.getDate() + offsetDays);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}
