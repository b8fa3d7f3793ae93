import type { PurseTransaction } from '@/api/business/types/ledger';
import { detailPath as inboundDetailPath } from '@/views/Inbound/parts/inbound-paths';
import { detailPath as outboundDetailPath } from '@/views/Outbound/parts/outbound-paths';
import { rmaDetailPath } from '@/views/Rma/parts/rma-paths';
import { rechargeDetailPath } from './recharge-paths';

/**
 * The transaction's effect as the ledger shows it: a credit adds, a debit takes, an adjustment is
 * signed already (− a charge); a freeze takes from what can be spent, an unfreeze gives back.
 */
export function signedAmount(row: Pick<PurseTransaction, 'type' | 'amount'>): number {
  if (row.type === 'DEBIT' || row.type === 'FREEZE') return -Math.abs(row.amount);
  if (row.type === 'ADJUST') return row.amount;
  return Math.abs(row.amount);
}

/** The page of the document a transaction came from (a fee's order, a recharge); null for others. */
export function documentPathOf(row: Pick<PurseTransaction, 'docType' | 'docNo'>): string | null {
  if (!row.docNo) return null;
  switch (row.docType) {
    case 'RECHARGE':
      return rechargeDetailPath(row.docNo);
    case 'OUTBOUND':
      return outboundDetailPath(row.docNo);
    case 'INBOUND':
      return inboundDetailPath(row.docNo);
    case 'RMA':
      return rmaDetailPath(row.docNo);
    default:
      return null;
  }
}
