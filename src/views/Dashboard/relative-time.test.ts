import { describe, expect, it } from 'vitest';
import { formatRelative } from './relative-time';

const now = new Date('2025-12-20T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('formatRelative', () => {
  it('names the largest whole unit, in English', () => {
    expect(formatRelative(ago(0), now, 'en')).toBe('now');
    expect(formatRelative(ago(20), now, 'en')).toBe('20 seconds ago');
    expect(formatRelative(ago(3 * 60 + 10), now, 'en')).toBe('3 minutes ago');
    expect(formatRelative(ago(5 * 3600), now, 'en')).toBe('5 hours ago');
    expect(formatRelative(ago(24 * 3600), now, 'en')).toBe('yesterday');
    expect(formatRelative(ago(19 * 24 * 3600), now, 'en')).toBe('2 weeks ago');
    expect(formatRelative(ago(65 * 24 * 3600), now, 'en')).toBe('2 months ago');
    expect(formatRelative(new Date(now.getTime() + 7200 * 1000), now, 'en')).toBe('in 2 hours');
  });

  it('speaks Chinese and accepts ISO strings', () => {
    const zhRelative = new Intl.RelativeTimeFormat('zh-CN', { numeric: 'auto' });
    expect(formatRelative('2025-12-20T11:57:00Z', now, 'zh-CN')).toBe(zhRelative.format(-3, 'minute'));
    expect(formatRelative(ago(2 * 24 * 3600), now, 'zh-CN')).toBe(zhRelative.format(-2, 'day'));
  });
});
