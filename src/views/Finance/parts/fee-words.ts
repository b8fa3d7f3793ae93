import { FEE_BUSINESSES, FEE_CODES, type FeeItem, type TariffRule } from '@/api/business/types/ledger';
import { formatMoney, formatNumber, formatWeight } from '@/i18n/format';

export { FEE_BUSINESSES, FEE_CODES };

type T = (key: string, params?: Record<string, string | number>) => string;

/** The words of a fee code and of a business. */
export const feeCodeKey = (code: string) => `business.fee.code.${code}`;
export const feeBusinessKey = (business: string) => `finance.bill.business.${business}`;

/** How a fee was computed, in the viewer's locale: `3 × $0.25 = $0.75`. */
export function feeComputation(fee: FeeItem, locale: string): string {
  const quantity = formatNumber(fee.quantity, locale, { max: 3 });
  const price = formatMoney(fee.unitPrice, fee.currency, locale);
  return `${quantity} × ${price} = ${formatMoney(fee.amount, fee.currency, locale)}`;
}

/**
 * The tariff rule that priced a fee, in the reader's words with its figures ("1.20 per order + 0.30
 * per unit after the first, 3 units"): the one home of these words, for the bill, the statement's
 * items and anything else that lists fee items.
 */
export function feeRuleWords(rule: TariffRule, currency: string, t: T, locale: string): string {
  const money = (value: number) => formatMoney(value, currency, locale);
  const count = (value: number) => formatNumber(value, locale, { max: 3 });
  const key = `finance.bill.rule.${rule.key}`;
  switch (rule.key) {
    case 'UNLOADING_PER_BOX':
      return t(key, {
        perBox: money(rule.params.perBox),
        loadType: t(`inbound.loadType.${rule.params.loadType}`),
        boxes: count(rule.params.boxes),
      });
    case 'INBOUND_HANDLING_PER_UNIT':
    case 'RETURN_HANDLING_PER_UNIT':
    case 'DESTRUCTION_PER_UNIT':
      return t(key, { perUnit: money(rule.params.perUnit), units: count(rule.params.units) });
    case 'PICK_PACK_PER_ORDER_PLUS_EXTRA_UNIT':
      return t(key, {
        perOrder: money(rule.params.perOrder),
        perExtraUnit: money(rule.params.perExtraUnit),
        units: count(rule.params.units),
      });
    case 'SHIPPING_BASE_PLUS_PER_KG': {
      const shipping = t(key, {
        carrier: rule.params.carrierCode,
        base: money(rule.params.base),
        perKg: money(rule.params.perKg),
        weight: formatWeight(rule.params.weightKg, locale),
      });
      return rule.params.selfService ? `${shipping}${t('finance.bill.rule.selfService')}` : shipping;
    }
    case 'FUEL_SURCHARGE_OF_SHIPPING':
      return t(key, {
        rate: `${formatNumber(rule.params.rate * 100, locale, { max: 2 })}%`,
        shipping: money(rule.params.shipping),
      });
    case 'INTERCEPT_PER_ORDER':
      return t(key, { perOrder: money(rule.params.perOrder) });
    case 'STORAGE_PER_M3_DAY':
      return t(key, { perM3Day: money(rule.params.perM3Day), volume: count(rule.params.volumeM3) });
    case 'ADJUSTMENT':
      return rule.params.note
        ? t(key, { note: rule.params.note })
        : t('finance.bill.rule.ADJUSTMENT_NO_NOTE');
    default: {
      const unknown: never = rule;
      return String(unknown);
    }
  }
}

/** A sum of money amounts in whole cents, so it stays exact. */
export const sumMoney = (amounts: readonly number[]): number =>
  amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0) / 100;
