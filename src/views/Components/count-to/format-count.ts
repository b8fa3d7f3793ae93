export interface CountFormat {
  decimals: number;
  /** between groups of three digits; '' for none */
  separator: string;
  prefix: string;
  suffix: string;
}

/** "¥1,234.50": fixed decimals, the integer part grouped by threes, the sign before the prefix. */
export function formatCount(value: number, { decimals, separator, prefix, suffix }: CountFormat): string {
  const places = Math.min(10, Math.max(0, Math.floor(decimals)));
  const fixed = Math.abs(value).toFixed(places);
  const [whole, fraction] = fixed.split('.');
  const grouped = separator ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator) : whole;
  const sign = value < 0 && Number(fixed) !== 0 ? '-' : '';
  return `${sign}${prefix}${grouped}${fraction ? `.${fraction}` : ''}${suffix}`;
}
