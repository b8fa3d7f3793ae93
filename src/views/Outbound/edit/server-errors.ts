import { ApiError, fieldErrors } from '@/api/errors';

/** The field paths the outbound form shows a message at (the same paths the server's 422 names). */
const SHOWN = [
  /^(referenceNo|type|platform|storeName|warehouseCode|carrierCode|businessMode|remark|lines)$/,
  /^services\.(signature|insuranceValue)$/,
  /^consignee\.(name|company|phone|email|countryCode|state|city|address1|address2|postcode)$/,
  /^lines\.\d+\.(sku|qty|declaredValue|fnsku)$/,
  /^fba\.(fbaWarehouseCode|fbaShipmentId|amazonReferenceId|cartons)$/,
  /^fba\.cartons\.\d+\.(cartonNo|weightKg|lengthCm|widthCm|heightCm|contents)$/,
  /^fba\.cartons\.\d+\.contents\.\d+\.(sku|qty)$/,
];

export const isShownField = (path: string) => SHOWN.some((pattern) => pattern.test(path));

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
