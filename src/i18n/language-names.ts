import type { Locale } from '@machines/types';

/** Each language named in itself, so a reader finds their own language whatever is showing. */
export const LANGUAGE_NAMES: Record<Locale, string> = { 'zh-CN': '简体中文', en: 'English' };
export const LANGUAGE_SHORT_NAMES: Record<Locale, string> = { 'zh-CN': '中文', en: 'EN' };
