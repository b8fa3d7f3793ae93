import type { CargoAttribute } from '@machines/business/sku-review.machine';
import { isValidGtin, SKU_CODE_PATTERN, HS_CODE_PATTERN } from './codes';
import {
  COUNTRY_PATTERN,
  CURRENCY_PATTERN,
  URL_PATTERN,
  bool,
  isIsoDate,
  num,
  oneOf,
  readFields,
  strings,
  text,
  type FieldErrors,
} from './fields';
import { CERTIFICATE_TYPES, PLATFORMS } from '../business/types/sku';

/** Field rules of business.md §4: the SKU and its master records. */

export const CARGO_ATTRIBUTES = [
  'GENERAL',
  'WITH_BATTERY',
  'PURE_BATTERY',
  'LIQUID',
  'FRAGILE',
  'TEXTILE',
] as const satisfies readonly CargoAttribute[];

const dimension = (invalid: Parameters<typeof num>[0]['invalid'], dp: number) =>
  num({ invalid, above: 0, max: 100_000, dp });

/**
 * A SKU image: a web link (http or https), an inline picture (`data:image/png|jpeg|gif|webp;base64,`),
 * an uploaded file of the console (`Sku/File?id=`) or the mock's own pictures (`/mock/images/`).
 * Anything else (`javascript:`, other schemes, markup) is refused.
 */
export const IMAGE_PATTERN =
  /^(?:https?:\/\/[^\s"'<>`]+|data:image\/(?:png|jpeg|gif|webp);base64,[A-Za-z0-9+/]+={0,2}|Sku\/File\?id=[\w.-]+|\/mock\/images\/[\w./-]+)$/;

/** A link at most 2,048 characters; an inline picture at most 700,000 (about 512 KB). */
export const imageMaxLength = (entry: string): number => (entry.startsWith('data:') ? 700_000 : 2_048);

export const SKU_FIELDS = {
  sku: text({ required: 'skuCodeRequired', upper: true, pattern: [SKU_CODE_PATTERN, 'skuCodeInvalid'] }),
  nameCn: text({ required: 'skuNameCnRequired', max: [200, 'skuNameCnTooLong'] }),
  nameEn: text({ required: 'skuNameEnRequired', max: [200, 'skuNameEnTooLong'] }),
  barcode: text({ max: [14, 'barcodeInvalid'] }),
  weightKg: dimension('weightInvalid', 3),
  lengthCm: dimension('lengthInvalid', 1),
  widthCm: dimension('widthInvalid', 1),
  heightCm: dimension('heightInvalid', 1),
  category: text({ required: 'categoryRequired', max: [100, 'categoryTooLong'] }),
  cargoAttribute: oneOf(CARGO_ATTRIBUTES, 'cargoAttributeInvalid', 'GENERAL'),
  brand: text({ max: [100, 'brandTooLong'] }),
  model: text({ max: [100, 'modelTooLong'] }),
  material: text({ max: [100, 'materialTooLong'] }),
  purpose: text({ max: [200, 'purposeTooLong'] }),
  productUrl: text({ max: [500, 'productUrlInvalid'], pattern: [URL_PATTERN, 'productUrlInvalid'] }),
  images: strings({
    max: [10, 'imagesTooMany'],
    item: [IMAGE_PATTERN, 'imageInvalid'],
    itemMax: [imageMaxLength, 'imageTooLong'],
  }),
  unit: text({ max: [10, 'unitTooLong'] }),
};

export function readSku(input: unknown, errors: FieldErrors) {
  const values = readFields(input, SKU_FIELDS, errors);
  if (values.barcode !== '' && !isValidGtin(values.barcode)) errors.barcode = 'barcodeInvalid';
  return { ...values, unit: values.unit || 'PCS', barcode: values.barcode || null };
}

export const DECLARATION_FIELDS = {
  sku: text({ required: 'skuCodeRequired', upper: true }),
  countryCode: text({
    required: 'countryCodeInvalid',
    upper: true,
    pattern: [COUNTRY_PATTERN, 'countryCodeInvalid'],
  }),
  direction: oneOf(['IMPORT', 'EXPORT'] as const, 'directionInvalid'),
  declaredNameEn: text({ required: 'declaredNameEnRequired', max: [200, 'declaredNameEnTooLong'] }),
  declaredNameCn: text({ required: 'declaredNameCnRequired', max: [200, 'declaredNameCnTooLong'] }),
  hsCode: text({ required: 'hsCodeInvalid', pattern: [HS_CODE_PATTERN, 'hsCodeInvalid'] }),
  declaredValue: num({ invalid: 'declaredValuePositive', above: 0, max: 1_000_000, dp: 2 }),
  currency: text({ upper: true, pattern: [CURRENCY_PATTERN, 'currencyInvalid'] }),
  originCountry: text({
    required: 'originCountryInvalid',
    upper: true,
    pattern: [COUNTRY_PATTERN, 'originCountryInvalid'],
  }),
};

export function readDeclaration(input: unknown, errors: FieldErrors) {
  const values = readFields(input, DECLARATION_FIELDS, errors);
  return { ...values, currency: values.currency || 'USD' };
}

export const CERTIFICATE_MAX_BYTES = 10 * 1024 * 1024;
export const CERTIFICATE_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
/** These certificates expire: business.md §4 requires their expiry date. */
export const EXPIRING_CERTIFICATES: readonly string[] = ['MSDS', 'UN38.3'];

export const CERTIFICATE_FIELDS = {
  sku: text({ required: 'skuCodeRequired', upper: true }),
  type: oneOf(CERTIFICATE_TYPES, 'certificateTypeInvalid'),
  countryCodes: strings({ item: [COUNTRY_PATTERN, 'countryCodesInvalid'], max: [60, 'countryCodesInvalid'] }),
  certificateNo: text({ required: 'certificateNoRequired', max: [50, 'certificateNoTooLong'] }),
  issuer: text({ max: [100, 'issuerTooLong'] }),
  issuedAt: text({ required: 'issuedAtInvalid' }),
  expiresAt: text(),
};

const FILE_FIELDS = {
  name: text({ required: 'certificateFileRequired', max: [200, 'certificateFileRequired'] }),
  mimeType: oneOf(CERTIFICATE_MIME_TYPES, 'certificateFileType'),
  sizeBytes: num({ invalid: 'certificateFileTooLarge', above: 0, max: CERTIFICATE_MAX_BYTES, integer: true }),
};

export function readCertificate(input: unknown, errors: FieldErrors) {
  const values = readFields(input, CERTIFICATE_FIELDS, errors);
  const rawFile =
    typeof input === 'object' && input !== null ? (input as Record<string, unknown>).file : null;
  const fileErrors: FieldErrors = {};
  const file = readFields(rawFile, FILE_FIELDS, fileErrors);
  const fileProblem = rawFile ? Object.values(fileErrors)[0] : 'certificateFileRequired';
  if (fileProblem) errors.file = fileProblem;
  const issued = values.issuedAt.slice(0, 10);
  const expires = values.expiresAt.slice(0, 10);
  if (!isIsoDate(issued)) errors.issuedAt = 'issuedAtInvalid';
  if (expires === '' && EXPIRING_CERTIFICATES.includes(values.type)) errors.expiresAt = 'expiresAtRequired';
  else if (expires !== '' && !isIsoDate(expires)) errors.expiresAt = 'expiresAtInvalid';
  else if (expires !== '' && expires <= issued) errors.expiresAt = 'expiresBeforeIssued';
  return {
    ...values,
    file,
    issuedAt: isIsoDate(issued) ? `${issued}T00:00:00.000Z` : '',
    expiresAt: isIsoDate(expires) ? `${expires}T00:00:00.000Z` : null,
  };
}

export const LISTING_FIELDS = {
  sku: text({ required: 'skuCodeRequired', upper: true }),
  platform: oneOf(PLATFORMS, 'platformInvalid'),
  storeName: text({ required: 'storeNameRequired', max: [100, 'storeNameTooLong'] }),
  site: text({ required: 'siteInvalid', upper: true, pattern: [/^[A-Z]{2,3}$/, 'siteInvalid'] }),
  platformSku: text({ required: 'platformSkuRequired', max: [100, 'platformSkuTooLong'] }),
  platformItemId: text({ max: [50, 'platformItemIdTooLong'] }),
  sellingPrice: num({ invalid: 'sellingPriceInvalid', min: 0, max: 1_000_000, dp: 2, required: false }),
  currency: text({ upper: true, pattern: [CURRENCY_PATTERN, 'currencyInvalid'] }),
  syncInventory: bool(),
  status: oneOf(['ACTIVE', 'INACTIVE'] as const, 'listingStatusInvalid', 'ACTIVE'),
};

export function readListing(input: unknown, errors: FieldErrors) {
  const values = readFields(input, LISTING_FIELDS, errors);
  return { ...values, currency: values.currency || 'USD' };
}

export const CARTON_FIELDS = {
  cartonSku: text({
    required: 'skuCodeRequired',
    upper: true,
    pattern: [SKU_CODE_PATTERN, 'skuCodeInvalid'],
  }),
  componentSku: text({ required: 'componentSkuInvalid', upper: true }),
  unitsPerCarton: num({ invalid: 'unitsPerCartonInvalid', min: 2, max: 10_000, integer: true }),
  barcode: text({ max: [14, 'barcodeInvalid'] }),
  weightKg: dimension('weightInvalid', 3),
  lengthCm: dimension('lengthInvalid', 1),
  widthCm: dimension('widthInvalid', 1),
  heightCm: dimension('heightInvalid', 1),
  status: oneOf(['ACTIVE', 'INACTIVE'] as const, 'cartonStatusInvalid', 'ACTIVE'),
};

export function readCarton(input: unknown, errors: FieldErrors) {
  const values = readFields(input, CARTON_FIELDS, errors);
  if (values.barcode !== '' && !isValidGtin(values.barcode)) errors.barcode = 'barcodeInvalid';
  return { ...values, barcode: values.barcode || null };
}
