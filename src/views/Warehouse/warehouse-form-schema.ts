import type { Warehouse } from '@/api/business/types/master';
import type { WarehouseInput } from '@/api/business/warehouse';
import type { FieldRule, FormSchema } from '@/components/Form/types';
import { validatorRules } from '@/hooks/useValidator';

/** The warehouse form's flat values; address and services fold back into the API's shape. */
export interface WarehouseFormValues {
  code: string;
  name: string;
  nameEn: string;
  countryCode: string;
  state: string;
  city: string;
  postcode: string;
  street1: string;
  street2: string;
  contact: string;
  phone: string;
  timezone: string;
  currency: string;
  capabilities: string[];
}

export const CAPABILITIES = ['inbound', 'outbound', 'returns', 'fbaRelabel'] as const;

export const TIME_ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'Europe/London',
  'Europe/Berlin',
  'Europe/Paris',
  'Australia/Sydney',
  'Asia/Shanghai',
  'Asia/Tokyo',
  'UTC',
];

const pattern =
  (regex: RegExp, key: string): FieldRule<WarehouseFormValues> =>
  (value) =>
    typeof value === 'string' && value !== '' && !regex.test(value) ? { key } : null;

const { required } = validatorRules;
const req = required() as FieldRule<WarehouseFormValues>;
const upper = { style: { textTransform: 'uppercase' as const } };

/** business.md §3's fields; the server checks the same (422 lands at the fields). */
export function warehouseSchema(editing: boolean): FormSchema<WarehouseFormValues> {
  return [
    {
      field: 'code',
      kind: 'text',
      label: 'warehouse.field.code',
      description: 'warehouse.form.codeHint',
      disabled: editing,
      rules: [req, pattern(/^[A-Z0-9_-]{1,32}$/i, 'warehouse.form.codeInvalid')],
      props: upper,
    },
    { field: 'name', kind: 'text', label: 'warehouse.field.name', rules: [req] },
    { field: 'nameEn', kind: 'text', label: 'warehouse.field.nameEn', rules: [req] },
    {
      field: 'countryCode',
      kind: 'text',
      label: 'warehouse.field.countryCode',
      rules: [req, pattern(/^[A-Z]{2}$/i, 'warehouse.form.countryInvalid')],
      props: { ...upper, maxLength: 2 },
      span: 6,
    },
    {
      field: 'currency',
      kind: 'text',
      label: 'warehouse.field.currency',
      rules: [req, pattern(/^[A-Z]{3}$/i, 'warehouse.form.currencyInvalid')],
      props: { ...upper, maxLength: 3 },
      span: 6,
    },
    { field: 'addressSection', kind: 'divider', label: 'warehouse.form.addressSection' },
    { field: 'state', kind: 'text', label: 'warehouse.field.state', rules: [req] },
    { field: 'city', kind: 'text', label: 'warehouse.field.city', rules: [req] },
    { field: 'postcode', kind: 'text', label: 'warehouse.field.postcode', rules: [req] },
    { field: 'street1', kind: 'text', label: 'warehouse.field.street1', rules: [req] },
    { field: 'street2', kind: 'text', label: 'warehouse.field.street2' },
    { field: 'serviceSection', kind: 'divider', label: 'warehouse.form.serviceSection' },
    { field: 'contact', kind: 'text', label: 'warehouse.field.contact' },
    { field: 'phone', kind: 'text', label: 'warehouse.field.phone' },
    {
      field: 'timezone',
      kind: 'select',
      label: 'warehouse.field.timezone',
      rules: [req],
      options: TIME_ZONES.map((zone) => ({ value: zone, label: zone })),
      props: { searchable: true },
    },
    {
      field: 'capabilities',
      kind: 'checkboxGroup',
      label: 'warehouse.field.capabilities',
      options: CAPABILITIES.map((name) => ({ value: name, labelKey: `warehouse.capability.${name}` })),
      span: 24,
    },
  ];
}

export function toFormValues(warehouse: Warehouse | null): Partial<WarehouseFormValues> {
  if (!warehouse)
    return { capabilities: ['inbound', 'outbound'], timezone: 'America/New_York', currency: 'USD' };
  return {
    code: warehouse.code,
    name: warehouse.name,
    nameEn: warehouse.nameEn,
    countryCode: warehouse.countryCode,
    ...warehouse.address,
    contact: warehouse.contact,
    phone: warehouse.phone,
    timezone: warehouse.timezone,
    currency: warehouse.currency,
    capabilities: CAPABILITIES.filter((name) => warehouse.capabilities[name]),
  };
}

const upperTrim = (value: string) => value.trim().toUpperCase();

export function toWarehouseInput(values: WarehouseFormValues, existing: Warehouse | null): WarehouseInput {
  return {
    ...(existing ? { id: existing.id } : {}),
    code: upperTrim(values.code),
    name: values.name.trim(),
    nameEn: values.nameEn.trim(),
    countryCode: upperTrim(values.countryCode),
    address: {
      state: values.state.trim(),
      city: values.city.trim(),
      postcode: values.postcode.trim(),
      street1: values.street1.trim(),
      street2: values.street2.trim(),
    },
    contact: values.contact.trim(),
    phone: values.phone.trim(),
    timezone: values.timezone,
    currency: upperTrim(values.currency),
    capabilities: {
      inbound: values.capabilities.includes('inbound'),
      outbound: values.capabilities.includes('outbound'),
      returns: values.capabilities.includes('returns'),
      fbaRelabel: values.capabilities.includes('fbaRelabel'),
    },
  };
}

/** The server names nested fields `address.city`, `capabilities.inbound`: the form's are flat. */
export const flatFieldErrors = (errors: Record<string, string>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [
      field.startsWith('capabilities.') ? 'capabilities' : field.replace(/^address\./, ''),
      message,
    ]),
  );
