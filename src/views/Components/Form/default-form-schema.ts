import { getDictList } from '@/api/sample-dict';
import type { FieldOption, FormSchema } from '@/components/Form/types';
import { validatorRules } from '@/hooks/use-validator';

const { required, lengthRange, notSpace, email, phone, password, confirm } = validatorRules;

/** Options whose labels are `formDemo.options.<set>.<value>`. */
const keyed = (set: string, values: string[]): FieldOption[] =>
  values.map((value) => ({ value, labelKey: `formDemo.options.${set}.${value}` }));

const label = (name: string) => `formDemo.fields.${name}`;

/** The importance dictionary of the server, fetched when the form first shows. */
export const importanceFromServer = async (): Promise<FieldOption[]> =>
  (await getDictList()).map((entry) => ({ value: entry.value, label: entry.label }));

/** Every input kind the form knows, grouped as a person would fill them in. */
export const defaultFormSchema: FormSchema = [
  { kind: 'divider', field: 'textGroup', label: 'formDemo.groups.text' },
  {
    field: 'username',
    kind: 'text',
    label: label('username'),
    placeholder: 'formDemo.placeholders.username',
    description: 'formDemo.hints.username',
    rules: [required(), lengthRange(4, 20), notSpace()],
    props: { autoComplete: 'username' },
  },
  {
    field: 'email',
    kind: 'text',
    label: label('email'),
    placeholder: 'formDemo.placeholders.email',
    rules: [required(), email()],
    props: { type: 'email', autoComplete: 'email' },
  },
  { field: 'phone', kind: 'text', label: label('phone'), rules: [phone()], props: { type: 'tel' } },
  {
    field: 'password',
    kind: 'password',
    label: label('password'),
    description: 'formDemo.hints.password',
    rules: [required(), password()],
    props: { autoComplete: 'new-password' },
  },
  {
    field: 'confirmPassword',
    kind: 'password',
    label: label('confirmPassword'),
    rules: [confirm('password')],
  },
  { field: 'age', kind: 'number', label: label('age'), props: { min: 18, max: 120 } },
  {
    field: 'postcode',
    kind: 'mask',
    label: label('postcode'),
    placeholder: 'formDemo.placeholders.postcode',
    props: { mask: '99999-9999' },
  },
  {
    field: 'city',
    kind: 'autocomplete',
    label: label('city'),
    options: keyed('cities', ['la', 'ny', 'london', 'tokyo', 'sydney']),
  },
  { field: 'bio', kind: 'textarea', label: label('bio'), span: 24, rules: [lengthRange(0, 200)] },

  { kind: 'divider', field: 'choiceGroup', label: 'formDemo.groups.choice' },
  {
    field: 'warehouse',
    kind: 'select',
    label: label('warehouse'),
    placeholder: 'formDemo.placeholders.choose',
    options: keyed('warehouses', ['lax', 'jfk', 'lhr', 'fra']),
    rules: [required()],
  },
  {
    field: 'importance',
    kind: 'select',
    label: label('importance'),
    description: 'formDemo.hints.importance',
    options: importanceFromServer,
  },
  {
    field: 'carriers',
    kind: 'multiSelect',
    label: label('carriers'),
    options: keyed('carriers', ['ups', 'fedex', 'usps', 'dhl']),
  },
  {
    field: 'country',
    kind: 'nativeSelect',
    label: label('country'),
    placeholder: 'formDemo.placeholders.choose',
    options: keyed('countries', ['US', 'GB', 'DE', 'JP']),
  },
  {
    field: 'tags',
    kind: 'tags',
    label: label('tags'),
    options: keyed('tags', ['fragile', 'oversize', 'battery']),
  },
  {
    field: 'shipping',
    kind: 'radioGroup',
    label: label('shipping'),
    options: keyed('shipping', ['sea', 'air', 'rail']),
    defaultValue: 'sea',
  },
  {
    field: 'services',
    kind: 'checkboxGroup',
    label: label('services'),
    options: keyed('services', ['label', 'photo', 'pack']),
  },
  {
    field: 'channels',
    kind: 'chipGroup',
    label: label('channels'),
    options: keyed('channels', ['amazon', 'ebay', 'shopify']),
  },
  {
    field: 'priority',
    kind: 'segmented',
    label: label('priority'),
    options: keyed('priority', ['low', 'normal', 'high']),
    defaultValue: 'normal',
  },

  { kind: 'divider', field: 'rangeGroup', label: 'formDemo.groups.range' },
  { field: 'notify', kind: 'switch', label: label('notify'), defaultValue: true },
  { field: 'insured', kind: 'checkbox', label: label('insured') },
  {
    field: 'fill',
    kind: 'slider',
    label: label('fill'),
    defaultValue: 40,
    props: { min: 0, max: 100, step: 5 },
  },
  {
    field: 'weight',
    kind: 'rangeSlider',
    label: label('weight'),
    defaultValue: [5, 30],
    props: { min: 0, max: 50 },
  },
  { field: 'rating', kind: 'rating', label: label('rating'), defaultValue: 4 },
  { field: 'angle', kind: 'angle', label: label('angle'), defaultValue: 90 },
  { field: 'color', kind: 'color', label: label('color'), defaultValue: '#409eff' },

  { kind: 'divider', field: 'dateGroup', label: 'formDemo.groups.date' },
  { field: 'shipDate', kind: 'date', label: label('shipDate'), placeholder: 'formDemo.placeholders.date' },
  {
    field: 'period',
    kind: 'dateRange',
    label: label('period'),
    placeholder: 'formDemo.placeholders.dateRange',
  },
  {
    field: 'pickupAt',
    kind: 'dateTime',
    label: label('pickupAt'),
    placeholder: 'formDemo.placeholders.date',
  },
  { field: 'month', kind: 'month', label: label('month'), placeholder: 'formDemo.placeholders.month' },
  { field: 'cutoff', kind: 'time', label: label('cutoff') },
  {
    field: 'attachment',
    kind: 'file',
    label: label('attachment'),
    placeholder: 'formDemo.placeholders.file',
  },

  { kind: 'divider', field: 'otherGroup', label: 'formDemo.groups.other' },
  { field: 'code', kind: 'pin', label: label('code'), props: { length: 6, type: 'number' } },
  { field: 'meta', kind: 'json', label: label('meta'), span: 24, placeholder: 'formDemo.placeholders.json' },
  {
    field: 'agree',
    kind: 'checkbox',
    label: label('agree'),
    span: 24,
    rules: [required('formDemo.agreeRequired')],
  },
];
