import type { Recharge } from '@/api/business/types/documents';
import { creditedAmount } from '@/api/rules/purse';

/** What the purse received: the arrived amount less the service charge; null before crediting. */
export const creditedOf = (recharge: Pick<Recharge, 'arrivedAmount' | 'serviceCharge'>): number | null =>
  recharge.arrivedAmount === null
    ? null
    : creditedAmount(recharge.arrivedAmount, recharge.serviceCharge ?? 0);
