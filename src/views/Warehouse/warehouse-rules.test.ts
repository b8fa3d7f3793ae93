import { describe, expect, it } from 'vitest';
import { serviceMessages } from '../../../server/api/messages/services';
import type { RuleKey, Spec } from '@/api/rules/fields';
import { CARRIER_FIELDS, WAREHOUSE_ADDRESS_FIELDS, WAREHOUSE_FIELDS } from '@/api/rules/warehouse';
import type { FormSchema } from '@/components/Form/types';
import { validateSchema } from '@/components/Form/validate-schema';
import { en, zh } from '@/test/messages';
import { carrierSchema, type CarrierFormValues } from './carrier-form-schema';
import { warehouseSchema, type WarehouseFormValues } from './warehouse-form-schema';
import { warehouseRuleMessage } from './warehouse-rules';

const WAREHOUSE: WarehouseFormValues = {
  code: 'usxx',
  name: 'US East test warehouse',
  nameEn: 'US East test',
  countryCode: 'us',
  state: 'NJ',
  city: 'Edison',
  postcode: '08817',
  street1: '1 Main St',
  street2: '',
  contact: 'Ann',
  phone: '+1 (732) 555-0100',
  timezone: 'America/New_York',
  currency: 'usd',
  capabilities: ['inbound'],
};

const CARRIER: CarrierFormValues = {
  code: 'ups-g',
  name: 'UPS Ground',
  carrierName: 'UPS',
  type: 'LAST_MILE',
  warehouseCodes: ['USEA'],
  trackingUrlTemplate: 'https://www.ups.com/track?tracknum={trackingNo}',
  maxWeightKg: 30,
  supportsSignature: true,
  supportsInsurance: false,
  status: 'ACTIVE',
};

const keysOf = (spec: Spec): RuleKey[] => {
  if (spec.type === 'text') return [spec.required, spec.max?.[1], spec.pattern?.[1]].filter((k) => !!k);
  if (spec.type === 'number' || spec.type === 'enum') return [spec.invalid];
  if (spec.type === 'strings') return [spec.item?.[1], spec.max?.[1]].filter((k) => !!k);
  return [];
};

const messagesOf = <V>(schema: FormSchema<V>, values: V) =>
  Object.fromEntries(
    Object.entries(validateSchema(schema, values)).map(([field, message]) => [field, message.key]),
  );

describe("the warehouse and carrier forms check with the server's rules", () => {
  it('have words for every key the back-end answers for their fields, the server’s where not their own', () => {
    const keys = [WAREHOUSE_FIELDS, WAREHOUSE_ADDRESS_FIELDS, CARRIER_FIELDS].flatMap((fields) =>
      Object.values(fields).flatMap(keysOf),
    );
    expect(keys).toEqual(
      expect.arrayContaining(['warehouseNameTooLong', 'streetTooLong', 'maxWeightInvalid']),
    );
    for (const key of new Set(keys)) {
      const message = warehouseRuleMessage(key);
      expect(() => zh(message.key, message.params), key).not.toThrow();
      if (message.key === `warehouse.rules.${key}`) {
        expect(zh(message.key), key).toBe(serviceMessages[key]['zh-CN']);
        expect(en(message.key), key).toBe(serviceMessages[key].en);
      }
    }
  });

  it('let a valid warehouse through, codes in any case', () => {
    expect(validateSchema(warehouseSchema(false), WAREHOUSE)).toEqual({});
  });

  it('hold the limits the form used to leave to the server, at the flat fields', () => {
    const problems = messagesOf(warehouseSchema(false), {
      ...WAREHOUSE,
      name: 'n'.repeat(101),
      city: 'c'.repeat(51),
      postcode: '0'.repeat(21),
      street2: 's'.repeat(101),
      contact: 'a'.repeat(101),
      phone: 'call me',
    });
    expect(problems).toEqual({
      name: 'warehouse.rules.warehouseNameTooLong',
      city: 'warehouse.rules.cityTooLong',
      postcode: 'warehouse.rules.postcodeTooLong',
      street2: 'warehouse.rules.streetTooLong',
      contact: 'warehouse.rules.contactTooLong',
      phone: 'warehouse.rules.phoneFormatInvalid',
    });
  });

  it('keep their own words for codes, and ask for what is blank first', () => {
    expect(
      messagesOf(warehouseSchema(false), { ...WAREHOUSE, code: 'US EAST', countryCode: 'U1', nameEn: '' }),
    ).toEqual({
      code: 'warehouse.form.codeInvalid',
      countryCode: 'warehouse.form.countryInvalid',
      nameEn: 'validator.required',
    });
  });

  it('check a carrier the same way', () => {
    expect(validateSchema(carrierSchema(false), CARRIER)).toEqual({});
    const errors = validateSchema(carrierSchema(false), {
      ...CARRIER,
      code: 'U',
      name: 'n'.repeat(101),
      carrierName: 'c'.repeat(51),
      trackingUrlTemplate: 'https://example.com/track',
    });
    expect(errors).toEqual({
      code: { key: 'warehouse.carrier.form.codeHint' },
      name: { key: 'warehouse.rules.carrierNameTooLong' },
      carrierName: { key: 'warehouse.rules.carrierCompanyRequired' },
      trackingUrlTemplate: {
        key: 'warehouse.carrier.form.templateInvalid',
        params: { token: '{trackingNo}' },
      },
    });
  });
});
