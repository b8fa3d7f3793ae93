import { failure, succeed, type FieldMessages, type Outcome } from '../../services/contract';
import type { Db } from '../../store/store';
import type { Actor } from '../../services/contract';
import type { CartonBinding, Sku } from '../../store/types/sku';
import { fileResponse, MIME } from '../../api/files/respond-file';
import { SKU_LABEL_SIZES, skuLabelsPdf, type SkuLabel, type SkuLabelSize } from './sku-label-pdf';
import { businessQueryPost } from '../../api/route';
import { getVisible } from '../../api/services';

export const MAX_LABELS = 5000;

const isSize = (value: unknown): value is SkuLabelSize => SKU_LABEL_SIZES.some((size) => size === value);

export function labelSizeError(sizes: readonly string[]): FieldMessages {
  return { size: { key: 'labelSizeInvalid', params: { sizes: sizes.join(', ') } } };
}

/**
 * A carton's label: its own code as the barcode (the customer's carton barcode when asked for and
 * present), and what it holds, so the warehouse can scan a sealed carton in.
 */
export function cartonLabelOf(
  carton: CartonBinding,
  sku: Sku,
  copies: number,
  ownBarcode: boolean,
): SkuLabel {
  return {
    barcode: ownBarcode && carton.barcode ? carton.barcode : carton.cartonSku,
    sku: carton.cartonSku,
    name: `${sku.nameEn} x ${carton.unitsPerCarton}`,
    copies,
  };
}

/** What a SKU label shows: the system barcode, or the customer's own when asked for and present. */
export function skuLabelOf(sku: Sku, copies: number, ownBarcode: boolean): SkuLabel {
  return {
    barcode: ownBarcode && sku.barcode ? sku.barcode : sku.systemBarcode,
    sku: sku.sku,
    name: sku.nameEn,
    copies,
  };
}

interface LabelRequest {
  size: SkuLabelSize;
  labels: SkuLabel[];
}

async function readItems(
  db: Db,
  actor: Actor,
  body: Record<string, unknown>,
): Promise<Outcome<LabelRequest>> {
  const { size, items, barcodeSource } = body;
  if (!isSize(size)) return failure(422, 'validationFailed', undefined, labelSizeError(SKU_LABEL_SIZES));
  if (!Array.isArray(items) || items.length === 0) {
    return failure(422, 'validationFailed', undefined, { items: { key: 'labelSkusRequired' } });
  }
  const labels: SkuLabel[] = [];
  for (const [index, item] of items.entries()) {
    const { skuId, copies = 1 } =
      typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
    if (typeof copies !== 'number' || !Number.isInteger(copies) || copies < 1 || copies > MAX_LABELS) {
      return failure(422, 'validationFailed', undefined, {
        [`items.${index}.copies`]: { key: 'labelCopiesRange', params: { max: String(MAX_LABELS) } },
      });
    }
    const found = await getVisible(db, actor, 'skus', typeof skuId === 'string' ? skuId : '');
    if (!found.ok) return found;
    labels.push(skuLabelOf(found.value, copies, barcodeSource === 'customer'));
  }
  const total = labels.reduce((sum, label) => sum + label.copies, 0);
  if (total > MAX_LABELS) {
    return failure(422, 'validationFailed', undefined, {
      items: { key: 'labelCopiesRange', params: { max: String(MAX_LABELS) } },
    });
  }
  return succeed({ size, labels });
}

/** `POST Sku/Labels { items: [{ skuId, copies }], size, madeInChina, barcodeSource }` → a PDF. */
export const skuLabelHandlers = [
  businessQueryPost('Sku/Labels', async ({ db, actor, body }) => {
    const request = await readItems(db, actor, body);
    if (!request.ok) return request;
    const bytes = await skuLabelsPdf(request.value.labels, request.value.size, body.madeInChina === true);
    return fileResponse(bytes, MIME.pdf, `sku-labels-${request.value.size}.pdf`);
  }),
];
