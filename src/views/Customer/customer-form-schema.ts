import type { CustomerInput, CustomerOverview } from '@/api/business/customer';
import { getWarehouseList } from '@/api/business/warehouse';
import { CUSTOMER_FIELDS, readCustomer } from '@/api/rules/customer';
import type { RuleKey } from '@/api/rules/fields';
import { readerRule } from '@/components/Form/reader-rule';
import type { FieldRule, FormSchema, OptionLoader } from '@/components/Form/types';
import { validatorRules } from '@/hooks/use-validator';

export interface CustomerFormValues {
  code: string;
  name: string;
  contact: string;
  email: string;
  phone: string;
  countryCode: string;
  currency: string;
  creditLimit: number | string;
  warehouseCodes: string[];
}

/** The active official warehouses: those a customer may be given (its own self-service ones come later). */
const officialWarehouses: OptionLoader = () =>
  getWarehouseList({ pageIndex: 1, pageSize: 200, status: 'ACTIVE', kind: 'OFFICIAL' }).then((page) =>
    page.list.map((w) => ({ value: w.code, label: `${w.code} · ${w.nameEn}` })),
  );

const req = validatorRules.required() as FieldRule<CustomerFormValues>;

/** The back-end's own rule of a field (src/api/rules/customer.ts), worded as `customer.rules.<key>`. */
const server = (field: keyof CustomerFormValues): FieldRule<CustomerFormValues> =>
  readerRule<CustomerFormValues, RuleKey>(readCustomer, field, {
    message: (key) => ({ key: `customer.rules.${key}` }),
    toInput: (values) => toCustomerInput(values, null),
  });

const limit = CUSTOMER_FIELDS.creditLimit;

/** The operator's customer form: code and currency only when it is made (they never change). */
export function customerSchema(editing: boolean): FormSchema<CustomerFormValues> {
  return [
    {
      field: 'code',
      kind: 'text',
      label: 'customer.field.code',
      disabled: editing,
      rules: [req, server('code')],
      description: 'customer.form.codeHint',
      props: { style: { textTransform: 'uppercase' } },
    },
    { field: 'name', kind: 'text', label: 'customer.field.name', rules: [req, server('name')] },
    { field: 'contact', kind: 'text', label: 'customer.field.contact', rules: [server('contact')] },
    { field: 'email', kind: 'text', label: 'customer.field.email', rules: [req, server('email')] },
    { field: 'phone', kind: 'text', label: 'customer.field.phone', rules: [server('phone')] },
    {
      field: 'countryCode',
      kind: 'text',
      label: 'customer.field.countryCode',
      rules: [req, server('countryCode')],
      props: { style: { textTransform: 'uppercase' }, maxLength: 2 },
    },
    {
      field: 'currency',
      kind: 'text',
      label: 'customer.field.currency',
      disabled: editing,
      rules: [req, server('currency')],
      props: { style: { textTransform: 'uppercase' }, maxLength: 3 },
    },
    ...(editing
      ? []
      : [
          {
            field: 'creditLimit' as const,
            kind: 'number' as const,
            label: 'customer.field.creditLimit',
            rules: [req, server('creditLimit')],
            props: { min: 0, max: limit.max, decimalScale: limit.dp },
          },
        ]),
    {
      field: 'warehouseCodes',
      kind: 'multiSelect',
      label: 'customer.field.warehouseCodes',
      rules: [req, server('warehouseCodes')],
      options: officialWarehouses,
      span: 24,
    },
  ];
}

export function toCustomerValues(customer: CustomerOverview | null): Partial<CustomerFormValues> {
  if (!customer) return { currency: 'USD', creditLimit: 0, warehouseCodes: [] };
  return {
    code: customer.code,
    name: customer.name,
    contact: customer.contact,
    email: customer.email,
    phone: customer.phone,
    countryCode: customer.countryCode,
    currency: customer.currency,
    creditLimit: 0,
    warehouseCodes: customer.warehouseCodes ?? [],
  };
}

export function toCustomerInput(
  values: CustomerFormValues,
  existing: CustomerOverview | null,
): CustomerInput {
  return {
    ...(existing ? { id: existing.id } : {}),
    code: values.code.trim().toUpperCase(),
    name: values.name.trim(),
    contact: values.contact.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    countryCode: values.countryCode.trim().toUpperCase(),
    currency: values.currency.trim().toUpperCase(),
    creditLimit: Number(values.creditLimit),
    warehouseCodes: values.warehouseCodes,
  };
}
