import { FEE_BUSINESSES, FEE_CODES, type FeeItem } from '@/api/business/types/ledger';
import { formatMoney, formatNumber } from '@/i18n/format';

export { FEE_BUSINESSES, FEE_CODES };

/** The words of a fee code, a business, a unit and the tariff rule that priced a fee. */
export const feeCodeKey = (code: string) => `business.fee.code.${code}`;
export const feeBusinessKey = (business: string) => `finance.bill.business.${business}`;
export const feeUnitKey = (unit: string) => `finance.bill.unit.${unit}`;
export const feeRuleKey = (code: string) => `finance.bill.rule.${code}`;

/** How a fee was computed, in the viewer's locale: `3 × $0.25 = $0.75`. */
export function feeComputation(fee: FeeItem, locale: string): string {
  const quantity = formatNumber(fee.quantity, locale, { max: 3 });
  const price = formatMoney(fee.unitPrice, fee.currency, locale);
  return `${quantity} × ${price} = ${formatMoney(fee.amount, fee.currency, locale)}`;
}

/** A sum of money amounts in whole cents, so it stays exact. */
export const sumMoney = (amounts: readonly number[]): number =>
  amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0) / 100;
