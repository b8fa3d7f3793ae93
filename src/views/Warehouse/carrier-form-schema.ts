import type { Carrier } from '@/api/business/types/master';
import { warehouseOptions } from '@/views/Business/shared/warehouse-options';
import type { FieldRule, FormSchema } from '@/components/Form/types';
import { validatorRules } from '@/hooks/useValidator';

export interface CarrierFormValues {
  code: string;
  name: string;
  carrierName: string;
  type: string | null;
  warehouseCodes: string[];
  trackingUrlTemplate: string;
  maxWeightKg: number | string;
  supportsSignature: boolean;
  supportsInsurance: boolean;
  status: string | null;
}

export const CARRIER_TYPES = ['LAST_MILE', 'RETURN', 'FIRST_LEG'] as const;
export const CARRIER_COMPANIES = [
  'UPS',
  'FedEx',
  'USPS',
  'DHL',
  'Royal Mail',
  'DPD',
  'Australia Post',
  'GLS',
  'Hermes',
];
export const TRACKING_TOKEN = '{trackingNo}';

const req = validatorRules.required() as FieldRule<CarrierFormValues>;
const codeRule: FieldRule<CarrierFormValues> = (value) =>
  typeof value === 'string' && value !== '' && !/^[A-Z0-9_-]{2,32}$/i.test(value)
    ? { key: 'warehouse.carrier.form.codeHint' }
    : null;
const templateRule: FieldRule<CarrierFormValues> = (value) =>
  typeof value === 'string' && value !== '' && !/^https?:\/\/\S*\{trackingNo\}\S*$/.test(value)
    ? { key: 'warehouse.carrier.form.templateInvalid', params: { token: TRACKING_TOKEN } }
    : null;

export function carrierSchema(editing: boolean): FormSchema<CarrierFormValues> {
  return [
    {
      field: 'code',
      kind: 'text',
      label: 'warehouse.carrier.field.code',
      disabled: editing,
      rules: [req, codeRule],
      props: { style: { textTransform: 'uppercase' } },
    },
    { field: 'name', kind: 'text', label: 'warehouse.carrier.field.name', rules: [req] },
    {
      field: 'carrierName',
      kind: 'autocomplete',
      label: 'warehouse.carrier.field.carrierName',
      rules: [req],
      props: { data: CARRIER_COMPANIES },
    },
    {
      field: 'type',
      kind: 'select',
      label: 'warehouse.carrier.field.type',
      rules: [req],
      options: CARRIER_TYPES.map((type) => ({ value: type, labelKey: `warehouse.carrier.type.${type}` })),
    },
    {
      field: 'warehouseCodes',
      kind: 'multiSelect',
      label: 'warehouse.carrier.field.warehouseCodes',
      rules: [req],
      options: warehouseOptions,
      span: 24,
    },
    {
      field: 'trackingUrlTemplate',
      kind: 'text',
      label: 'warehouse.carrier.field.trackingUrlTemplate',
      rules: [req, templateRule],
      span: 24,
    },
    {
      field: 'maxWeightKg',
      kind: 'number',
      label: 'warehouse.carrier.field.maxWeightKg',
      rules: [req],
      props: { min: 0.001, max: 10000, decimalScale: 3 },
    },
    {
      field: 'status',
      kind: 'select',
      label: 'warehouse.carrier.field.status',
      options: ['ACTIVE', 'INACTIVE'].map((status) => ({
        value: status,
        labelKey: `business.status.carrier.${status}`,
      })),
    },
    { field: 'supportsSignature', kind: 'switch', label: 'warehouse.carrier.field.supportsSignature' },
    { field: 'supportsInsurance', kind: 'switch', label: 'warehouse.carrier.field.supportsInsurance' },
  ];
}

export function toCarrierValues(carrier: Carrier | null): Partial<CarrierFormValues> {
  if (!carrier) return { status: 'ACTIVE', type: 'LAST_MILE', trackingUrlTemplate: 'https://' };
  return { ...carrier };
}

export function toCarrierInput(values: CarrierFormValues, existing: Carrier | null): Partial<Carrier> {
  return {
    ...(existing ? { id: existing.id } : {}),
    code: values.code.trim().toUpperCase(),
    name: values.name.trim(),
    carrierName: values.carrierName.trim(),
    type: (values.type ?? 'LAST_MILE') as Carrier['type'],
    warehouseCodes: values.warehouseCodes,
    trackingUrlTemplate: values.trackingUrlTemplate.trim(),
    maxWeightKg: Number(values.maxWeightKg),
    supportsSignature: values.supportsSignature,
    supportsInsurance: values.supportsInsurance,
    status: (values.status ?? 'ACTIVE') as Carrier['status'],
  };
}
