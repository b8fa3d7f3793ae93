import { inboundContextOf, inboundOrderMachine } from '@machines/business/inbound-order.machine';
import { judge } from '../../services/charts';
import { failure, type Outcome } from '../../services/contract';
import type { Db } from '../../store/store';
import type { Actor } from '../../services/contract';
import type { InboundOrder } from '../../store/types/documents';
import type { Warehouse } from '../../store/types/master';
import { BOX_LABEL_SIZES, boxLabelsPdf, type BoxLabel, type BoxLabelSize } from '../sku/box-label-pdf';
import { fileResponse, MIME } from '../../api/files/respond-file';
import { SKU_LABEL_SIZES, skuLabelsPdf, type SkuLabel, type SkuLabelSize } from '../sku/sku-label-pdf';
import { businessGet } from '../../api/route';
import { getVisible } from '../../api/services';
import { lineSkuOf, warehouseOf } from '../../store/lookup';
import { cartonLabelOf, labelSizeError, MAX_LABELS, skuLabelOf } from '../sku/labels.routes';

/**
 * The order, once the chart lets its labels be printed (APPROVED on, business.md §5): else 409
 * naming the state. The console offers the labels from the same chart.
 */
async function labelledOrder(db: Db, actor: Actor, id: string): Promise<Outcome<InboundOrder>> {
  const found = await getVisible(db, actor, 'inbounds', id);
  if (!found.ok) return found;
  const order = found.value;
  const verdict = judge(inboundOrderMachine, order.status, inboundContextOf(order), {
    type: 'printLabels',
    by: actor.role,
  });
  if (!verdict.ok) return failure(409, 'labelsNotYet', { state: order.status });
  return found;
}

function addressLines(warehouse: Warehouse | undefined): string[] {
  if (!warehouse) return [];
  const { street1, street2, city, state, postcode } = warehouse.address;
  return [
    [street1, street2].filter(Boolean).join(', '),
    `${city}, ${state} ${postcode}`,
    warehouse.countryCode,
  ];
}

export function boxLabelsOf(order: InboundOrder, warehouse: Warehouse | undefined): BoxLabel[] {
  return order.boxes.map((box) => ({
    inboundNo: order.inboundNo,
    boxNo: box.boxNo,
    boxCount: order.boxes.length,
    barcode: box.boxBarcode ?? `${order.inboundNo}-${box.boxNo}`,
    warehouseCode: order.warehouseCode,
    address: addressLines(warehouse),
    contents: box.lines.map((line) => `${line.sku} x ${line.expectedQty}`),
  }));
}

const isBoxSize = (value: unknown): value is BoxLabelSize => BOX_LABEL_SIZES.some((size) => size === value);
const isSkuSize = (value: unknown): value is SkuLabelSize => SKU_LABEL_SIZES.some((size) => size === value);

export const inboundLabelHandlers = [
  // `?id=&size=100x100|100x150|A4`
  businessGet('Inbound/BoxLabels', async ({ db, actor, query }) => {
    const size = query.get('size') ?? '100x100';
    if (!isBoxSize(size)) return failure(422, 'validationFailed', undefined, labelSizeError(BOX_LABEL_SIZES));
    const order = await labelledOrder(db, actor, query.get('id') ?? '');
    if (!order.ok) return order;
    const warehouse = await warehouseOf(db, order.value.warehouseCode);
    const bytes = await boxLabelsPdf(boxLabelsOf(order.value, warehouse), size);
    return fileResponse(bytes, MIME.pdf, `${order.value.inboundNo}-boxes.pdf`);
  }),
  // SKU labels for the order's lines, copies = quantity (`?id=&size=&madeInChina=true`).
  businessGet('Inbound/SkuLabels', async ({ db, actor, query }) => {
    const size = query.get('size') ?? '60x40';
    if (!isSkuSize(size)) return failure(422, 'validationFailed', undefined, labelSizeError(SKU_LABEL_SIZES));
    const order = await labelledOrder(db, actor, query.get('id') ?? '');
    if (!order.ok) return order;
    const quantities = new Map<string, number>();
    for (const line of order.value.boxes.flatMap((box) => box.lines)) {
      quantities.set(line.sku, (quantities.get(line.sku) ?? 0) + line.expectedQty);
    }
    // A line's code is a SKU (a label a unit) or a carton (a label a carton); one that is neither any
    // more (deleted since) is named rather than left off the sheet.
    const labels: SkuLabel[] = [];
    const unknown: string[] = [];
    const ownBarcode = query.get('barcodeSource') === 'customer';
    for (const [code, qty] of quantities) {
      const line = await lineSkuOf(db, order.value.customerId, code);
      if (!line) unknown.push(code);
      else if (line.carton) labels.push(cartonLabelOf(line.carton, line.sku, qty, ownBarcode));
      else labels.push(skuLabelOf(line.sku, qty, ownBarcode));
    }
    if (unknown.length > 0) return failure(409, 'labelSkusUnknown', { skus: unknown.join(', ') });
    const total = labels.reduce((sum, label) => sum + label.copies, 0);
    if (total > MAX_LABELS) {
      return failure(422, 'validationFailed', undefined, {
        id: { key: 'labelCopiesRange', params: { max: String(MAX_LABELS) } },
      });
    }
    const bytes = await skuLabelsPdf(labels, size, query.get('madeInChina') === 'true');
    return fileResponse(bytes, MIME.pdf, `${order.value.inboundNo}-sku-labels.pdf`);
  }),
];
