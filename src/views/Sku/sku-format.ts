import type { Dimensions } from '@/api/business/types/sku';

/** Display formats of the SKU area beyond the kit's (`Business/shared/format.ts`): units of business.md §2. */

export const formatNumber = (value: number, language: string, dp: number): string =>
  new Intl.NumberFormat(language, { minimumFractionDigits: 0, maximumFractionDigits: dp }).format(value);

export const formatWeight = (kg: number, language: string) => `${formatNumber(kg, language, 3)} kg`;

export const formatSize = (d: Pick<Dimensions, 'lengthCm' | 'widthCm' | 'heightCm'>, language: string) =>
  `${[d.lengthCm, d.widthCm, d.heightCm].map((v) => formatNumber(v, language, 1)).join(' × ')} cm`;

/** A country code with its name in the reader's language (`US · United States`). */
export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Today as `YYYY-MM-DD` in UTC, the way the server compares certificate days. */
export const todayIso = (now = new Date()): string => now.toISOString().slice(0, 10);

/** A certificate past its expiry day counts as expired, whatever its stored status says. */
export const isExpired = (expiresAt: string | null, now = new Date()): boolean =>
  expiresAt !== null && expiresAt.slice(0, 10) < todayIso(now);
