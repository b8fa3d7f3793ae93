import { useCountUp } from './count-up';
import { formatNumber } from '@/i18n/format';

export interface CountToProps {
  /** the value the count ends on */
  end: number;
  /** a BCP 47 locale for the digit grouping ('zh-CN', 'en') */
  locale: string;
  start?: number;
  /** ms */
  duration?: number;
  className?: string;
}

/** A number that counts up to its value, grouped the way the locale writes numbers. */
export function CountTo({ end, locale, start = 0, duration = 1500, className }: CountToProps) {
  const value = useCountUp(end, duration, start);
  return (
    <span className={className} style={{ fontVariantNumeric: 'tabular-nums' }}>
      {formatNumber(value, locale)}
    </span>
  );
}
