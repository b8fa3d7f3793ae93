import type { FieldOption } from '@/components/Form/types';
import { countryName } from '@/i18n/format';

/**
 * Countries offered by the pickers: the warehouse countries, the EU and the usual origins. Names
 * come from the browser (`Intl.DisplayNames`) in the reader's language; the code is what is stored.
 */
export const COUNTRY_CODES = [
  'US',
  'CA',
  'MX',
  'GB',
  'IE',
  'DE',
  'FR',
  'IT',
  'ES',
  'NL',
  'BE',
  'AT',
  'PL',
  'SE',
  'DK',
  'FI',
  'CZ',
  'PT',
  'CH',
  'NO',
  'AU',
  'NZ',
  'JP',
  'KR',
  'SG',
  'AE',
  'SA',
  'BR',
  'CN',
  'HK',
  'TW',
  'VN',
  'TH',
  'MY',
  'ID',
  'IN',
  'TR',
];

export function countryOptions(language: string): FieldOption[] {
  return COUNTRY_CODES.map((code) => ({ value: code, label: `${code} · ${countryName(code, language)}` }));
}
