import type { Warehouse } from '@/api/business/types/master';
import type { WarehouseInput } from '@/api/business/warehouse';
import { COUNTRY_CODE_LENGTH, CURRENCY_CODE_LENGTH } from '@/api/rules/fields';
import { WAREHOUSE_ADDRESS_FIELDS, readWarehouse } from '@/api/rules/warehouse';
import type { FieldRule, FormSchema } from '@/components/Form/types';
import { validatorRules } from '@/hooks/use-validator';
import { sharedRule } from './warehouse-rules';

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

const req = validatorRules.required() as FieldRule<WarehouseFormValues>;
const upper = { style: { textTransform: 'uppercase' as const } };

/** The back-end's rule of a field (its path under `address.` for the address fields). */
const server = (field: keyof WarehouseFormValues): FieldRule<WarehouseFormValues> =>
  sharedRule(
    readWarehouse,
    (values: WarehouseFormValues) => toWarehouseInput(values, null),
    field,
    field in WAREHOUSE_ADDRESS_FIELDS ? `address.${field}` : field,
  );

/** business.md §3's fields, checked with the server's rules (a 422 still lands at the fields). */
export function warehouseSchema(editing: boolean): FormSchema<WarehouseFormValues> {
  return [
    {
      field: 'code',
      kind: 'text',
      label: 'warehouse.field.code',
      description: 'warehouse.form.codeHint',
      disabled: editing,
      rules: [req, server('code')],
      props: upper,
    },
    { field: 'name', kind: 'text', label: 'warehouse.field.name', rules: [req, server('name')] },
    { field: 'nameEn', kind: 'text', label: 'warehouse.field.nameEn', rules: [req, server('nameEn')] },
    {
      field: 'countryCode',
      kind: 'text',
      label: 'warehouse.field.countryCode',
      rules: [req, server('countryCode')],
      props: { ...upper, maxLength: COUNTRY_CODE_LENGTH },
      span: 6,
    },
    {
      field: 'currency',
      kind: 'text',
      label: 'warehouse.field.currency',
      rules: [req, server('currency')],
      props: { ...upper, maxLength: CURRENCY_CODE_LENGTH },
      span: 6,
    },
    { field: 'addressSection', kind: 'divider', label: 'warehouse.form.addressSection' },
    { field: 'state', kind: 'text', label: 'warehouse.field.state', rules: [req, server('state')] },
    { field: 'city', kind: 'text', label: 'warehouse.field.city', rules: [req, server('city')] },
    { field: 'postcode', kind: 'text', label: 'warehouse.field.postcode', rules: [req, server('postcode')] },
    { field: 'street1', kind: 'text', label: 'warehouse.field.street1', rules: [req, server('street1')] },
    { field: 'street2', kind: 'text', label: 'warehouse.field.street2', rules: [server('street2')] },
    { field: 'serviceSection', kind: 'divider', label: 'warehouse.form.serviceSection' },
    { field: 'contact', kind: 'text', label: 'warehouse.field.contact', rules: [server('contact')] },
    { field: 'phone', kind: 'text', label: 'warehouse.field.phone', rules: [server('phone')] },
    {
      field: 'timezone',
      kind: 'select',
      label: 'warehouse.field.timezone',
      rules: [req, server('timezone')],
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
