import { toNumber, type BoxValues, type InboundFormValues } from './inbound-form';

/**
 * The client's copy of the server's field rules (mocks/db/rules/inbound.ts), answering message keys
 * by field path (`boxes.0.lines.1.expectedQty`), the same paths the server's 422 answers use.
 * The console may not import the mock, so the few rules a person meets first are repeated here;
 * everything else (SKU status, declarations, reference uniqueness) is judged by the server.
 */

const CONTAINER_NO = /^[A-Z]{3}[UJZ]\d{7}$/;
const TRACKING_NO = /^[A-Za-z0-9-]{4,50}$/;

type Problems = Record<string, string>;

const positiveUpTo = (value: number | string, max: number) => {
  const number = toNumber(value);
  return Number.isFinite(number) && number > 0 && number <= max;
};

function checkBox(box: BoxValues, at: string, problems: Problems) {
  if (box.customerBoxRef.length > 50) problems[`${at}.customerBoxRef`] = 'inbound.rules.boxRefTooLong';
  for (const field of ['weightKg', 'lengthCm', 'widthCm', 'heightCm'] as const) {
    if (!positiveUpTo(box[field], 1000)) problems[`${at}.${field}`] = 'inbound.rules.positive';
  }
  if (box.lines.length === 0) problems[`${at}.lines`] = 'inbound.rules.linesRequired';
  const seen = new Set<string>();
  box.lines.forEach((line, index) => {
    const path = `${at}.lines.${index}`;
    if (line.sku === '') problems[`${path}.sku`] = 'inbound.rules.skuRequired';
    else if (seen.has(line.sku)) problems[`${path}.sku`] = 'inbound.rules.skuDuplicate';
    seen.add(line.sku);
    const qty = toNumber(line.expectedQty);
    if (!Number.isInteger(qty) || qty < 1 || qty > 100_000)
      problems[`${path}.expectedQty`] = 'inbound.rules.qty';
  });
}

/** Problems of the values; `today` (YYYY-MM-DD) also checks the ETA as submit does. */
export function inboundProblems(values: InboundFormValues, today?: string): Problems {
  const problems: Problems = {};
  if (!values.warehouseCode) problems.warehouseCode = 'inbound.rules.warehouseRequired';
  if (!values.shippingMode) problems.shippingMode = 'inbound.rules.shippingModeRequired';
  if (values.shippingMode === 'SEA_FCL' && !values.containerType) {
    problems.containerType = 'inbound.rules.containerTypeRequired';
  }
  if (values.deliveryMethod === 'PICKUP' && values.pickupAddress.trim() === '') {
    problems.pickupAddress = 'inbound.rules.pickupAddressRequired';
  }
  if (values.referenceNo.length > 50) problems.referenceNo = 'inbound.rules.referenceTooLong';
  if (values.remark.length > 255) problems.remark = 'inbound.rules.remarkTooLong';
  if (values.pickupAddress.length > 255) problems.pickupAddress = 'inbound.rules.remarkTooLong';
  const containerNo = values.containerNo.trim().toUpperCase();
  if (containerNo !== '' && !CONTAINER_NO.test(containerNo))
    problems.containerNo = 'inbound.rules.containerNo';
  if (values.trackingNos.some((no) => !TRACKING_NO.test(no.trim())))
    problems.trackingNos = 'inbound.rules.trackingNo';
  if (!values.eta) problems.eta = 'inbound.rules.etaRequired';
  else if (today && values.eta < today) problems.eta = 'inbound.rules.etaPast';
  if (values.boxes.length === 0) problems.boxes = 'inbound.rules.boxesRequired';
  values.boxes.forEach((box, index) => checkBox(box, `boxes.${index}`, problems));
  return problems;
}
