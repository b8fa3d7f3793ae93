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
