import type { Carrier } from '@/api/business/types/master';
import { warehouseOptions } from '@/views/Business/shared/warehouse-options';
import {
  CARRIER_FIELDS,
  CARRIER_STATUSES,
  CARRIER_TYPES,
  TRACKING_TOKEN,
  readCarrier,
} from '@/api/rules/warehouse';
import type { FieldRule, FormSchema } from '@/components/Form/types';
import { validatorRules } from '@/hooks/use-validator';
import { sharedRule } from './warehouse-rules';

export { CARRIER_TYPES, TRACKING_TOKEN };

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

const req = validatorRules.required() as FieldRule<CarrierFormValues>;
/** The back-end's rule of a field, run over what Save would send. */
const server = (field: keyof CarrierFormValues): FieldRule<CarrierFormValues> =>
  sharedRule(readCarrier, (values: CarrierFormValues) => toCarrierInput(values, null), field);
const weight = CARRIER_FIELDS.maxWeightKg;

export function carrierSchema(editing: boolean): FormSchema<CarrierFormValues> {
  return [
    {
      field: 'code',
      kind: 'text',
      label: 'warehouse.carrier.field.code',
      disabled: editing,
      rules: [req, server('code')],
      props: { style: { textTransform: 'uppercase' } },
    },
    { field: 'name', kind: 'text', label: 'warehouse.carrier.field.name', rules: [req, server('name')] },
    {
      field: 'carrierName',
      kind: 'autocomplete',
      label: 'warehouse.carrier.field.carrierName',
      rules: [req, server('carrierName')],
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
      rules: [req, server('warehouseCodes')],
      options: warehouseOptions,
      span: 24,
    },
    {
      field: 'trackingUrlTemplate',
      kind: 'text',
      label: 'warehouse.carrier.field.trackingUrlTemplate',
      rules: [req, server('trackingUrlTemplate')],
      span: 24,
    },
    {
      field: 'maxWeightKg',
      kind: 'number',
      label: 'warehouse.carrier.field.maxWeightKg',
      rules: [req, server('maxWeightKg')],
      props: { min: 10 ** -(weight.dp ?? 0), max: weight.max, decimalScale: weight.dp },
    },
    {
      field: 'status',
      kind: 'select',
      label: 'warehouse.carrier.field.status',
      options: CARRIER_STATUSES.map((status) => ({
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
