import { ApiError, fieldErrors } from '@/api/errors';

/** Header fields the form shows; box and line paths are matched by pattern. */
const HEADER_FIELDS = new Set([
  'referenceNo',
  'warehouseCode',
  'type',
  'shippingMode',
  'loadType',
  'containerType',
  'trackingNos',
  'containerNo',
  'eta',
  'deliveryMethod',
  'pickupAddress',
  'remark',
  'boxes',
]);
const BOX_FIELD = /^boxes\.\d+\.(customerBoxRef|weightKg|lengthCm|widthCm|heightCm|lines)$/;
const LINE_FIELD = /^boxes\.\d+\.lines\.\d+\.(sku|expectedQty)$/;

export const isShownField = (path: string) =>
  HEADER_FIELDS.has(path) || BOX_FIELD.test(path) || LINE_FIELD.test(path);

/** A 422's messages split into those the form shows at a field and the rest (shown above the form). */
export function splitServerErrors(
  error: unknown,
): { atFields: Record<string, string>; elsewhere: string[] } | null {
  if (!(error instanceof ApiError) || error.code !== 422) return null;
  const atFields: Record<string, string> = {};
  const elsewhere: string[] = [];
  for (const [path, message] of Object.entries(fieldErrors(error))) {
    if (isShownField(path)) atFields[path] = message;
    else elsewhere.push(message);
  }
  return { atFields, elsewhere };
}

/** Brings the first field with a message into view and focus, after the messages render. */
export function focusFirstError(root: HTMLElement | null) {
  requestAnimationFrame(() => {
    const field = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    field.scrollIntoView?.({ block: 'center' });
    field.focus({ preventScroll: true });
  });
}
