import { postFee } from './effects';
import { toCents } from '../../store/money';
import type { Db } from '../../store/store';
import { TARIFF_CURRENCY, type PricedFee } from './tariff';
import type { DocType } from '../../store/types/ledger';
import type { EstimateItem } from '../../services/contract';

export interface FeeSource {
  customerId: string;
  warehouseCode: string;
  docType: DocType;
  docNo: string;
}

/**
 * Posts one fee as the tariff priced it (with its rule), keyed `${docNo}:${feeCode}` (plus `keySuffix`) so a replay posts
 * nothing; a price of nothing (free warehouse work) posts nothing at all.
 */
export async function charge(db: Db, source: FeeSource, fee: PricedFee, keySuffix = ''): Promise<void> {
  if (toCents(fee.quantity * fee.unitPrice) <= 0) return;
  await postFee(db, {
    customerId: source.customerId,
    warehouseCode: source.warehouseCode,
    docType: source.docType,
    docNo: source.docNo,
    feeCode: fee.feeCode,
    business: fee.business,
    quantity: fee.quantity,
    unit: fee.unit,
    unitPrice: fee.unitPrice,
    tariffRule: fee.tariffRule,
    currency: TARIFF_CURRENCY,
    effectKey: `${source.docNo}:${fee.feeCode}${keySuffix}`,
  });
}

export async function chargeAll(db: Db, source: FeeSource, items: readonly EstimateItem[], keySuffix = '') {
  for (const item of items) await charge(db, source, item, keySuffix);
}
