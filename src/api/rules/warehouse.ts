import {
  COUNTRY_PATTERN,
  CURRENCY_PATTERN,
  CONTACT_PHONE_PATTERN,
  bool,
  isRecord,
  num,
  oneOf,
  readFields,
  strings,
  text,
  type FieldErrors,
} from './fields';

/** Field rules of business.md §3: warehouses and carriers. */

export const WAREHOUSE_CODE_PATTERN = /^[A-Z0-9_-]{1,32}$/;

export const WAREHOUSE_FIELDS = {
  code: text({
    required: 'warehouseCodeInvalid',
    upper: true,
    pattern: [WAREHOUSE_CODE_PATTERN, 'warehouseCodeInvalid'],
  }),
  name: text({ required: 'warehouseNameRequired', max: [100, 'warehouseNameTooLong'] }),
  nameEn: text({ required: 'warehouseNameEnRequired', max: [100, 'warehouseNameTooLong'] }),
  countryCode: text({
    required: 'countryCodeInvalid',
    upper: true,
    pattern: [COUNTRY_PATTERN, 'countryCodeInvalid'],
  }),
  contact: text({ max: [100, 'contactTooLong'] }),
  phone: text({ pattern: [CONTACT_PHONE_PATTERN, 'phoneFormatInvalid'] }),
  timezone: text({ required: 'timezoneInvalid', max: [64, 'timezoneInvalid'] }),
  currency: text({
    required: 'currencyInvalid',
    upper: true,
    pattern: [CURRENCY_PATTERN, 'currencyInvalid'],
  }),
};

export const WAREHOUSE_ADDRESS_FIELDS = {
  state: text({ required: 'stateRequired', max: [50, 'stateTooLong'] }),
  city: text({ required: 'cityRequired', max: [50, 'cityTooLong'] }),
  postcode: text({ required: 'postcodeRequired', max: [20, 'postcodeTooLong'] }),
  street1: text({ required: 'street1Required', max: [100, 'streetTooLong'] }),
  street2: text({ max: [100, 'streetTooLong'] }),
};

const CAPABILITY_FIELDS = { inbound: bool(), outbound: bool(), returns: bool(), fbaRelabel: bool() };

/** An IANA zone name the runtime knows (`America/New_York`). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone.includes('/') || zone === 'UTC';
  } catch {
    return false;
  }
}

export function readWarehouse(input: unknown, errors: FieldErrors) {
  const values = readFields(input, WAREHOUSE_FIELDS, errors);
  if (!errors.timezone && !isTimeZone(values.timezone)) errors.timezone = 'timezoneInvalid';
  const source = isRecord(input) ? input : {};
  const address = readFields(source.address, WAREHOUSE_ADDRESS_FIELDS, errors, 'address.');
  const capabilities = isRecord(source.capabilities)
    ? readFields(source.capabilities, CAPABILITY_FIELDS, errors, 'capabilities.')
    : { inbound: true, outbound: true, returns: false, fbaRelabel: false };
  return { ...values, address, capabilities };
}

export const CARRIER_TYPES = ['LAST_MILE', 'RETURN', 'FIRST_LEG'] as const;
export const CARRIER_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
/** Where a carrier's tracking link template puts the tracking number. */
export const TRACKING_TOKEN = '{trackingNo}';

export const CARRIER_FIELDS = {
  code: text({
    required: 'carrierCodeInvalid',
    upper: true,
    pattern: [/^[A-Z0-9_-]{2,32}$/, 'carrierCodeInvalid'],
  }),
  name: text({ required: 'carrierNameRequired', max: [100, 'carrierNameTooLong'] }),
  carrierName: text({ required: 'carrierCompanyRequired', max: [50, 'carrierCompanyRequired'] }),
  warehouseCodes: strings({ item: [WAREHOUSE_CODE_PATTERN, 'carrierWarehousesInvalid'] }),
  type: oneOf(CARRIER_TYPES, 'carrierTypeInvalid'),
  trackingUrlTemplate: text({
    required: 'trackingUrlTemplateInvalid',
    max: [300, 'trackingUrlTemplateInvalid'],
    // an http(s) address holding TRACKING_TOKEN
    pattern: [/^https?:\/\/\S*\{trackingNo\}\S*$/, 'trackingUrlTemplateInvalid'],
  }),
  maxWeightKg: num({ invalid: 'maxWeightInvalid', above: 0, max: 10_000, dp: 3 }),
  supportsSignature: bool(),
  supportsInsurance: bool(),
  status: oneOf(CARRIER_STATUSES, 'carrierStatusInvalid', 'ACTIVE'),
};

export function readCarrier(input: unknown, errors: FieldErrors) {
  const values = readFields(input, CARRIER_FIELDS, errors);
  if (values.warehouseCodes.length === 0) errors.warehouseCodes = 'carrierWarehousesInvalid';
  return values;
}
