import type { SkuInput } from '@/api/business/sku';
import type { Sku } from '@/api/business/types/sku';

/** The fields a customer edits (what `Sku/Save` takes). */
export const EDITABLE_FIELDS = [
  'sku',
  'barcode',
  'nameEn',
  'nameCn',
  'category',
  'cargoAttribute',
  'weightKg',
  'lengthCm',
  'widthCm',
  'heightCm',
  'brand',
  'model',
  'material',
  'unit',
  'purpose',
  'productUrl',
] as const satisfies readonly (keyof Sku)[];

/** What the review looked at: changing one sends an approved SKU back to review (business.md §4). */
export const REVIEWED_FIELDS = ['weightKg', 'lengthCm', 'widthCm', 'heightCm'] as const;

/** A stored SKU as the form's starting values (a missing barcode is an empty field). */
export function toFormValues(record: Sku | null | undefined): Partial<Sku> {
  if (!record) return {};
  const values: Record<string, unknown> = {};
  for (const field of EDITABLE_FIELDS) values[field] = record[field] ?? '';
  return values as Partial<Sku>;
}

/** The form's values as `Sku/Save` takes them: codes upper-cased, blanks trimmed, the id to update. */
export function toSaveBody(values: Partial<Sku>, id?: string): SkuInput {
  const body: Record<string, unknown> = {};
  for (const field of EDITABLE_FIELDS) {
    const value = values[field];
    body[field] = typeof value === 'string' ? value.trim() : value;
  }
  body.sku = String(body.sku ?? '').toUpperCase();
  return { ...(body as SkuInput), ...(id ? { id } : {}) };
}

/** Whether the change touches what the review looked at. */
export const changesReviewedFields = (record: Sku, values: Partial<Sku>): boolean =>
  REVIEWED_FIELDS.some((field) => Number(values[field]) !== record[field]);
