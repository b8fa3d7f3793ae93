import { settlementMachine } from '@machines/business/settlement.machine';
import { hasErrors, type FieldErrors } from '@/api/rules/fields';
import { readAdjustment, readDispute, readWholeAdjustment } from '@/api/rules/settlement';
import { postAdjustment } from './funds';
import { roundMoney, toCents } from '../../store/money';
import { filter, type Db } from '../../store/store';
import type { Settlement, SettlementAdjustment } from '../../store/types/documents';
import type { FeeItem } from '../../store/types/ledger';
import type { Actor, Outcome } from '../../services/contract';
import { invalid, refuse, run, toFieldMessages } from '../../services/outcome';
import { getVisible } from '../../services/visibility';
import { ask, moveTo, textIn, type Request } from '../../services/step';

const billedOn = async (db: Db, settlement: Settlement): Promise<Map<string, FeeItem>> =>
  new Map(
    (await filter(db, 'fees', { settlementNo: settlement.settlementNo })).map((fee) => [fee.feeNo, fee]),
  );

/** `{ note, feeNos }`: the fee items billed on this statement the customer disputes. */
async function dispute(request: Request, settlement: Settlement, to: string): Promise<Settlement> {
  const { db, payload } = request;
  const note = textIn(payload, 'note');
  if (!('feeNos' in payload)) {
    // a dispute of the statement as a whole (the seed's older statements were disputed so)
    return await moveTo(
      request,
      'settlements',
      settlement,
      to,
      { disputeNote: note, disputedFeeNos: [] },
      note,
    );
  }
  const errors: FieldErrors = {};
  const values = readDispute(payload, errors);
  const billed = await billedOn(db, settlement);
  if (!errors.feeNos && values.feeNos.some((feeNo) => !billed.has(feeNo)))
    errors.feeNos = 'disputeItemUnknown';
  if (hasErrors(errors)) refuse(invalid(toFieldMessages(errors)));
  return await moveTo(
    request,
    'settlements',
    settlement,
    to,
    { disputeNote: values.note, disputedFeeNos: values.feeNos },
    values.note,
  );
}

/**
 * `{ items: [{ feeNo, amount, note }] }`: one ADJUSTMENT fee item per disputed item, every disputed
 * item answered; a statement disputed as a whole takes one `{ amount, note }`.
 */
async function adjust(request: Request, settlement: Settlement, to: string): Promise<Settlement> {
  const { db, payload } = request;
  const base = {
    customerId: settlement.customerId,
    currency: settlement.currency,
    docType: 'SETTLEMENT' as const,
    docNo: settlement.settlementNo,
    settlementNo: settlement.settlementNo,
  };
  if (settlement.disputedFeeNos.length === 0) {
    const errors: FieldErrors = {};
    const { amount, note } = readWholeAdjustment(payload, errors);
    if (hasErrors(errors)) refuse(invalid(toFieldMessages(errors)));
    await postAdjustment(db, {
      ...base,
      effectKey: `${settlement.settlementNo}:adjust`,
      amount,
      business: 'OTHER',
      warehouseCode: '',
      remark: note,
    });
    const adjustmentTotal = roundMoney(settlement.adjustmentTotal + amount);
    return await moveTo(
      request,
      'settlements',
      settlement,
      to,
      { adjustmentTotal, adjustmentNote: note },
      note,
    );
  }
  const errors: FieldErrors = {};
  const { items } = readAdjustment(payload, errors);
  const disputed = new Set(settlement.disputedFeeNos);
  items.forEach((item, index) => {
    if (item.feeNo !== '' && !disputed.has(item.feeNo))
      errors[`items.${index}.feeNo`] = 'adjustmentItemUnknown';
  });
  const answered = new Set(items.map((item) => item.feeNo));
  if (!errors.items && settlement.disputedFeeNos.some((feeNo) => !answered.has(feeNo)))
    errors.items = 'adjustmentItemsRequired';
  if (hasErrors(errors)) refuse(invalid(toFieldMessages(errors)));
  const billed = await billedOn(db, settlement);
  const adjustments: SettlementAdjustment[] = [];
  for (const item of items) {
    const disputedFee = billed.get(item.feeNo);
    const { fee } = await postAdjustment(db, {
      ...base,
      effectKey: `${settlement.settlementNo}:adjust:${item.feeNo}`,
      amount: item.amount,
      business: disputedFee?.business ?? 'OTHER',
      warehouseCode: disputedFee?.warehouseCode ?? '',
      remark: item.note,
    });
    adjustments.push({
      feeNo: item.feeNo,
      adjustmentFeeNo: fee?.feeNo ?? '',
      amount: item.amount,
      note: item.note,
    });
  }
  const adjustmentTotal = fromItems(settlement.adjustmentTotal, adjustments);
  const note = adjustments.map((a) => `${a.feeNo}: ${a.note}`).join('; ');
  return await moveTo(
    request,
    'settlements',
    settlement,
    to,
    { adjustmentTotal, adjustmentNote: note, adjustments },
    note,
  );
}

const fromItems = (start: number, items: readonly SettlementAdjustment[]) =>
  roundMoney(items.reduce((sum, item) => sum + toCents(item.amount), toCents(start)) / 100);

async function applySettlement(request: Request, settlement: Settlement, to: string): Promise<Settlement> {
  if (request.action === 'dispute') return await dispute(request, settlement, to);
  if (request.action === 'adjust') return await adjust(request, settlement, to);
  return await moveTo(request, 'settlements', settlement, to);
}

export async function actOnSettlement(
  db: Db,
  actor: Actor,
  id: string,
  action: string,
  payload: Record<string, unknown>,
): Promise<Outcome<Settlement>> {
  const found = await getVisible(db, actor, 'settlements', id);
  if (!found.ok) return found;
  const settlement = found.value;
  const request: Request = { db, actor, action, payload, role: actor.role };
  const to = ask(request, settlementMachine, settlement.status, {});
  if (typeof to !== 'string') return to;
  return await run(db, async () => await applySettlement(request, settlement, to));
}
