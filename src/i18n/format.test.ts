import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

type Format = typeof import('./format');

const LANGUAGES = ['zh-CN', 'en'] as const;
/** West and east of UTC by up to 14 hours: a date that shifts a day shows in one of them. */
const ZONES = ['UTC', 'America/Los_Angeles', 'Asia/Shanghai', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'];

const pad = (n: number) => String(n).padStart(2, '0');
/** What a reader in the current zone expects of an instant, written out from its local parts. */
const local = (at: Date) => ({
  y: at.getFullYear(),
  m: pad(at.getMonth() + 1),
  d: pad(at.getDate()),
  hh: pad(at.getHours()),
  mm: pad(at.getMinutes()),
  ss: pad(at.getSeconds()),
});

const expectedDateTime = (at: Date, language: string) => {
  const { y, m, d, hh, mm } = local(at);
  return language === 'en' ? `${m}/${d}/${y}, ${hh}:${mm}` : `${y}/${m}/${d} ${hh}:${mm}`;
};
const expectedDate = (y: number | string, m: string, d: string, language: string) =>
  language === 'en' ? `${m}/${d}/${y}` : `${y}/${m}/${d}`;

describe.each(ZONES)('formatters in %s', (zone) => {
  let format: Format;
  const before = process.env.TZ;
  beforeAll(async () => {
    process.env.TZ = zone;
    // a fresh copy of the module: its formatters are made in this zone
    vi.resetModules();
    format = await import('./format');
  });
  afterAll(() => {
    process.env.TZ = before;
    vi.resetModules();
  });

  describe.each(LANGUAGES)('in %s', (language) => {
    it('shows a calendar month as that month in any zone, and leaves anything else as it is', () => {
      const expected = new Intl.DateTimeFormat(language, {
        year: 'numeric',
        month: 'short',
        timeZone: 'UTC',
      });
      expect(format.formatMonth('2026-01', language)).toBe(expected.format(Date.UTC(2026, 0, 1)));
      expect(format.formatMonth('2025-12', language)).toBe(expected.format(Date.UTC(2025, 11, 1)));
      expect(format.formatMonth('soon', language)).toBe('soon');
      expect(format.formatMonth('', language)).toBe('—');
    });

    it('shows an instant as the date and time of the viewer’s zone', () => {
      for (const iso of ['2026-11-24T23:30:00Z', '2026-01-01T00:05:00Z', '2026-06-30T12:00:00.000+08:00']) {
        expect(format.formatDateTime(iso, language)).toBe(expectedDateTime(new Date(iso), language));
      }
      const at = new Date(2026, 10, 24, 16, 5, 9);
      expect(format.formatDateTime(at, language)).toBe(expectedDateTime(at, language));
      expect(format.formatDateTime(at.getTime(), language)).toBe(expectedDateTime(at, language));
    });

    it('keeps a calendar date the day it names, and shows an instant’s day in the viewer’s zone', () => {
      expect(format.formatDate('2026-11-24', language)).toBe(expectedDate(2026, '11', '24', language));
      expect(format.formatDate('2026-01-01', language)).toBe(expectedDate(2026, '01', '01', language));
      const iso = '2026-11-24T23:30:00Z';
      const { y, m, d } = local(new Date(iso));
      expect(format.formatDate(iso, language)).toBe(expectedDate(y, m, d, language));
    });

    it('shows the time of day, with seconds when asked', () => {
      const at = new Date(2026, 10, 24, 7, 5, 9);
      expect(format.formatTime(at, language)).toBe('07:05');
      expect(format.formatTime(at, language, { seconds: true })).toBe('07:05:09');
      const iso = '2026-11-24T23:30:15Z';
      const { hh, mm } = local(new Date(iso));
      expect(format.formatTime(iso, language)).toBe(`${hh}:${mm}`);
    });

    it('writes a long date out in the reader’s words', () => {
      const at = new Date(2026, 10, 24, 12);
      expect(format.formatLongDate(at, language)).toBe(
        language === 'en' ? 'Tuesday, November 24, 2026' : '2026年11月24日星期二',
      );
    });

    it('shows an empty value as a dash and an unreadable one as it came, never throwing', () => {
      for (const empty of [null, undefined, '']) {
        expect(format.formatDateTime(empty, language)).toBe('—');
        expect(format.formatDate(empty, language)).toBe('—');
        expect(format.formatTime(empty, language)).toBe('—');
        expect(format.formatLongDate(empty, language)).toBe('—');
        expect(format.formatRelative(empty, new Date(), language)).toBe('—');
      }
      for (const bad of ['not a date', '2026-13-45', '2026-02-30T25:00:00Z']) {
        expect(format.formatDateTime(bad, language)).toBe(bad);
        expect(format.formatDate(bad, language)).toBe(bad);
        expect(format.formatTime(bad, language)).toBe(bad);
        expect(format.formatRelative(bad, new Date(), language)).toBe(bad);
      }
      expect(format.formatDateTime(new Date(Number.NaN), language)).toBe('Invalid Date');
    });
  });
});

describe('formatters in the running zone', async () => {
  const format = await import('./format');

  it.each(LANGUAGES)('format numbers in %s: counts, fixed and at most so many decimals', (language) => {
    expect(format.formatNumber(1234567, language)).toBe('1,234,567');
    expect(format.formatNumber(0, language)).toBe('0');
    expect(format.formatNumber(-2, language)).toBe('-2');
    expect(format.formatNumber(1.5, language, 3)).toBe('1.500');
    expect(format.formatNumber(1.5, language, { max: 3 })).toBe('1.5');
    expect(format.formatNumber(1.23456, language, { max: 3 })).toBe('1.235');
    expect(format.formatNumber(null, language)).toBe('—');
    expect(format.formatNumber(undefined, language)).toBe('—');
    expect(format.formatNumber(Number.NaN, language)).toBe('NaN');
  });

  it('formats money at 2 dp with its currency in both languages', () => {
    expect(format.formatMoney(12.5, 'USD', 'en')).toBe('$12.50');
    expect(format.formatMoney(12.5, 'USD', 'zh-CN')).toBe('US$12.50');
    expect(format.formatMoney(-1234.567, 'EUR', 'en')).toBe('-€1,234.57');
    expect(format.formatMoney(0, 'CNY', 'zh-CN')).toBe('¥0.00');
    expect(format.formatMoney(null, 'USD', 'en')).toBe('—');
    expect(format.formatMoney(undefined, 'USD', 'zh-CN')).toBe('—');
    // a code Intl refuses still shows the figure and the code
    expect(format.formatMoney(3, 'US', 'en')).toBe('3.00 US');
  });

  it.each(LANGUAGES)('formats weights and sizes in %s', (language) => {
    expect(format.formatWeight(1.25, language)).toBe('1.25 kg');
    expect(format.formatWeight(0.1234, language)).toBe('0.123 kg');
    expect(format.formatWeight(null, language)).toBe('—');
    expect(format.formatSize({ lengthCm: 30, widthCm: 20.25, heightCm: 10.5 }, language)).toBe(
      '30 × 20.3 × 10.5 cm',
    );
    expect(format.formatSize(null, language)).toBe('—');
  });

  it('names countries in the reader’s language, and keeps a code it does not know', () => {
    expect(format.countryName('US', 'en')).toBe('United States');
    expect(format.countryName('US', 'zh-CN')).toBe('美国');
    expect(format.countryName('DE', 'zh-CN')).toBe('德国');
    expect(format.countryName('not a code', 'en')).toBe('not a code');
    expect(format.countryName(null, 'en')).toBe('—');
  });

  it('names the largest whole unit of a relative time, in English', () => {
    const now = new Date('2025-12-20T12:00:00Z');
    const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
    expect(format.formatRelative(ago(0), now, 'en')).toBe('now');
    expect(format.formatRelative(ago(20), now, 'en')).toBe('20 seconds ago');
    expect(format.formatRelative(ago(3 * 60 + 10), now, 'en')).toBe('3 minutes ago');
    expect(format.formatRelative(ago(5 * 3600), now, 'en')).toBe('5 hours ago');
    expect(format.formatRelative(ago(24 * 3600), now, 'en')).toBe('yesterday');
    expect(format.formatRelative(ago(19 * 24 * 3600), now, 'en')).toBe('2 weeks ago');
    expect(format.formatRelative(ago(65 * 24 * 3600), now, 'en')).toBe('2 months ago');
    expect(format.formatRelative(new Date(now.getTime() + 7200 * 1000), now, 'en')).toBe('in 2 hours');
  });

  it('speaks Chinese in relative times and accepts ISO strings', () => {
    const now = new Date('2025-12-20T12:00:00Z');
    expect(format.formatRelative('2025-12-20T11:57:00Z', now, 'zh-CN')).toBe('3分钟前');
    expect(format.formatRelative(new Date(now.getTime() - 2 * 24 * 3600 * 1000), now, 'zh-CN')).toBe('前天');
    expect(format.formatRelative(new Date(now.getTime() - 24 * 3600 * 1000), now, 'zh-CN')).toBe('昨天');
  });

  it('reads a locale Intl refuses in the default language instead of throwing (the zh-CN|local crash)', () => {
    expect(() => format.formatDate('2026-11-24T10:00:00Z', 'zh-CN|local')).not.toThrow();
    expect(format.formatDate('2026-11-24', 'zh-CN|local')).toBe('2026/11/24');
    expect(format.formatNumber(1234, 'not a locale!')).toBe('1,234');
  });

  it('counts days in the viewer’s zone from any date', () => {
    const from = new Date(2026, 0, 1, 12);
    expect(format.isoDay(0, from)).toBe('2026-01-01');
    expect(format.isoDay(-1, from)).toBe('2025-12-31');
    expect(format.isoDay(59, from)).toBe('2026-03-01');
  });
});
