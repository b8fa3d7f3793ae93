/** How business figures read (business.md §2): times in the viewer's zone, money at 2 dp with its currency. */

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function cached(
  cache: Map<string, Intl.DateTimeFormat>,
  locale: string,
  options: Intl.DateTimeFormatOptions,
) {
  let format = cache.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    cache.set(locale, format);
  }
  return format;
}

export function formatDateTime(iso: string | null | undefined, locale: string): string {
  if (!iso) return '—';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return cached(dateTimeFormats, locale, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(at);
}

/** A calendar date (an ETA, a period end) stays the date it names, in any zone. */
export function formatDate(iso: string | null | undefined, locale: string): string {
  if (!iso) return '—';
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(iso);
  const at = new Date(dateOnly ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(at.getTime())) return iso;
  return cached(dateFormats, `${locale}|${dateOnly ? 'utc' : 'local'}`, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    ...(dateOnly ? { timeZone: 'UTC' } : {}),
  }).format(at);
}

export function formatMoney(amount: number | null | undefined, currency: string, locale: string): string {
  if (amount === null || amount === undefined || Number.isNaN(amount)) return '—';
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A count in the reader's digits; the formatter is made once per locale (lists format hundreds). */
export function formatNumber(value: number | null | undefined, locale: string): string {
  if (value === null || value === undefined) return '—';
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    numberFormats.set(locale, format);
  }
  return format.format(value);
}

/** Today as `YYYY-MM-DD` in the viewer's zone, and the day `days` before it. */
export function isoDay(offsetDays = 0, from: Date = new Date()): string {
  const at = new Date(from);
  at.setDate(at.getDate() + offsetDays);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}
