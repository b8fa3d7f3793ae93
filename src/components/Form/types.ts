import type {
  AngleSliderProps,
  AutocompleteProps,
  CheckboxGroupProps,
  CheckboxProps,
  ChipGroupProps,
  ColorInputProps,
  FileInputProps,
  JsonInputProps,
  MaskInputProps,
  MultiSelectProps,
  NativeSelectProps,
  NumberInputProps,
  PasswordInputProps,
  PinInputProps,
  RadioGroupProps,
  RangeSliderProps,
  RatingProps,
  SegmentedControlProps,
  SelectProps,
  SliderProps,
  SwitchProps,
  TagsInputProps,
  TextareaProps,
  TextInputProps,
} from '@mantine/core';
import type {
  DatePickerInputProps,
  DateTimePickerProps,
  MonthPickerInputProps,
  TimeInputProps,
} from '@mantine/dates';
import type { ReactNode } from 'react';

/** A choice's value: Mantine 9's comboboxes, radios and checkboxes keep numbers as numbers. */
export type OptionValue = string | number;

/** `label` is display text (a server dictionary); `labelKey` a translation key (a local enum). */
export interface FieldOption {
  value: OptionValue;
  label?: string;
  labelKey?: string;
  disabled?: boolean;
}

/** Options fetched when the field first shows (a dictionary endpoint, a warehouse list…). */
export type OptionLoader = () => Promise<FieldOption[]>;
export type FieldOptions = FieldOption[] | OptionLoader;

export type MessageParams = Record<string, string | number>;

/** What a rule answers: a translation key, translated where it is shown (so it follows the language). */
export interface RuleMessage {
  key: string;
  params?: MessageParams;
}

/** A validation rule; `marksRequired` puts the asterisk on the field's label. */
export type FieldRule<V = Record<string, unknown>> = ((value: unknown, values: V) => RuleMessage | null) & {
  readonly marksRequired?: boolean;
};

export type FieldName<V> = Extract<keyof V, string>;

export type Breakpoint = 'base' | 'xs' | 'sm' | 'md' | 'lg' | 'xl';
/** Grid span out of 24 columns; a number applies from `sm` up (phones always get the whole row). */
export type FieldSpan = number | Partial<Record<Breakpoint, number>>;

/** Each input kind and the Mantine props its `props` may carry. */
export interface FieldKindProps {
  text: TextInputProps;
  textarea: TextareaProps;
  password: PasswordInputProps;
  number: NumberInputProps;
  mask: MaskInputProps;
  select: SelectProps<OptionValue>;
  multiSelect: MultiSelectProps<OptionValue>;
  nativeSelect: NativeSelectProps;
  autocomplete: AutocompleteProps;
  tags: TagsInputProps;
  checkbox: CheckboxProps;
  checkboxGroup: CheckboxGroupProps<OptionValue>;
  radioGroup: RadioGroupProps<OptionValue>;
  chipGroup: ChipGroupProps<true, OptionValue>;
  switch: SwitchProps;
  segmented: SegmentedControlProps<OptionValue>;
  slider: SliderProps;
  rangeSlider: RangeSliderProps;
  angle: AngleSliderProps;
  rating: RatingProps;
  color: ColorInputProps;
  file: FileInputProps;
  pin: PinInputProps;
  json: JsonInputProps;
  date: DatePickerInputProps<'default'>;
  dateRange: DatePickerInputProps<'range'>;
  dateTime: DateTimePickerProps;
  time: TimeInputProps;
  month: MonthPickerInputProps<'default'>;
}

export type InputKind = keyof FieldKindProps;

/** What every value-holding field has; `label`, `placeholder` and `description` are translation keys. */
export interface FieldCommon<V> {
  field: FieldName<V>;
  label?: string;
  placeholder?: string;
  description?: string;
  span?: FieldSpan;
  rules?: FieldRule<V>[];
  /** not shown and not validated, but its value is kept */
  hidden?: boolean;
  /** shown, not editable and not validated (the user could not correct it) */
  disabled?: boolean;
  defaultValue?: unknown;
  options?: FieldOptions;
}

export type InputField<V, K extends InputKind = InputKind> = K extends InputKind
  ? FieldCommon<V> & { kind: K; props?: Partial<FieldKindProps[K]> }
  : never;

/** What a custom field's `render` gets: the bound value and the translated label and error. */
export interface CustomFieldInput {
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  error: ReactNode;
  disabled: boolean;
  label: string | undefined;
  required: boolean;
}

export interface CustomField<V> extends FieldCommon<V> {
  kind: 'custom';
  render: (input: CustomFieldInput) => ReactNode;
}

/** A titled rule across the whole row; holds no value. */
export interface DividerField {
  kind: 'divider';
  /** an id unique in the schema */
  field: string;
  label?: string;
  hidden?: boolean;
}

export type ValueField<V = Record<string, unknown>> = InputField<V> | CustomField<V>;
export type FormField<V = Record<string, unknown>> = ValueField<V> | DividerField;
export type FormSchema<V = Record<string, unknown>> = FormField<V>[];
export type FieldKind = FormField['kind'];

/** What `setFieldProps` may change on a field; `props` merge into the field's Mantine props. */
export interface FieldPatch<V = Record<string, unknown>> {
  label?: string;
  placeholder?: string;
  description?: string;
  span?: FieldSpan;
  rules?: FieldRule<V>[];
  hidden?: boolean;
  disabled?: boolean;
  defaultValue?: unknown;
  options?: FieldOptions;
  props?: Record<string, unknown>;
}
