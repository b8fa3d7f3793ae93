import { DEFECTIVE_ACTIONS, GOOD_ACTIONS } from '../business/types/sku';
import { bool, num, oneOf, readFields, readList, text, type FieldErrors } from './fields';

/** Field rules of business.md §8: RMAs and return strategies. */

export const RMA_SOURCES = ['CUSTOMER_FORECAST', 'CARRIER_RETURN'] as const;

export const RMA_FIELDS = {
  referenceNo: text({ max: [50, 'referenceNoTooLong'] }),
  source: oneOf(RMA_SOURCES, 'rmaSourceInvalid', 'CUSTOMER_FORECAST'),
  originalOutboundNo: text({ max: [50, 'originalOutboundInvalid'] }),
  warehouseCode: text({ required: 'warehouseRequired', upper: true }),
  trackingNo: text({ max: [50, 'trackingNoTooLong'] }),
  reason: text({ required: 'rmaReasonRequired', max: [255, 'rmaReasonTooLong'] }),
  strategyId: text({ max: [64, 'strategyUnknown'] }),
};

const LINE_FIELDS = {
  sku: text({ required: 'lineSkuRequired', upper: true }),
  expectedQty: num({ invalid: 'expectedQtyInvalid', min: 1, max: 10_000, integer: true }),
};

export function readRma(input: unknown, errors: FieldErrors) {
  const values = readFields(input, RMA_FIELDS, errors);
  const lines = readList(
    input,
    'lines',
    errors,
    (line, prefix) => readFields(line, LINE_FIELDS, errors, prefix),
    {
      empty: 'linesRequired',
      max: [100, 'linesTooMany'],
    },
  );
  const seen = new Set<string>();
  lines.forEach((line, index) => {
    if (line.sku !== '' && seen.has(line.sku)) errors[`lines.${index}.sku`] = 'lineSkuDuplicate';
    seen.add(line.sku);
  });
  return { ...values, lines };
}

export const STRATEGY_FIELDS = {
  name: text({ required: 'strategyNameRequired', max: [50, 'strategyNameTooLong'] }),
  scope: oneOf(['CUSTOMER_DEFAULT', 'SKU'] as const, 'strategyScopeInvalid'),
  sku: text({ upper: true }),
  onGood: oneOf(GOOD_ACTIONS, 'onGoodInvalid'),
  onDefective: oneOf(DEFECTIVE_ACTIONS, 'onDefectiveInvalid'),
  photoRequired: bool(),
};

/**
 * A strategy is the customer default (exactly one; it names no SKU) or one the customer keeps besides:
 * tied to one SKU (it applies to that SKU's returns) or to none yet (a return may still choose it, and a
 * former default lands there when another becomes the default).
 */
export function readStrategy(input: unknown, errors: FieldErrors) {
  const values = readFields(input, STRATEGY_FIELDS, errors);
  return { ...values, sku: values.scope === 'SKU' && values.sku !== '' ? values.sku : null };
}

/** What `Rma/SetSkuStrategy` takes: the SKU, and the strategy it should use (empty: the default). */
export const SKU_STRATEGY_FIELDS = {
  sku: text({ required: 'lineSkuRequired', upper: true }),
  strategyId: text({ max: [64, 'strategyUnknown'] }),
};

export const readSkuStrategy = (input: unknown, errors: FieldErrors) =>
  readFields(input, SKU_STRATEGY_FIELDS, errors);
