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
