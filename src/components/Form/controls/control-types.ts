import type { ComponentType, ReactNode } from 'react';
import type { FieldKindProps, InputKind, OptionValue } from '../types';

/** A choice with its label already in the reader's language. */
export interface ChoiceItem {
  value: OptionValue;
  label: string;
  disabled?: boolean;
}

/** What every input kind's renderer receives: the bound value and the translated texts. */
export interface ControlProps<K extends InputKind = InputKind> {
  /** the field's own Mantine props from the schema */
  extra: Partial<FieldKindProps[K]>;
  name: string;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  onFocus: () => void;
  error: ReactNode;
  disabled: boolean;
  required: boolean;
  label: string | undefined;
  placeholder: string | undefined;
  description: string | undefined;
  options: ChoiceItem[];
  optionsLoading: boolean;
}

export type ControlRenderers = { [K in InputKind]: ComponentType<ControlProps<K>> };

/** What `Input.Wrapper` shows around a control that has no label of its own. */
export function labelProps<K extends InputKind>(props: ControlProps<K>) {
  return {
    label: props.label,
    description: props.description,
    error: props.error,
    withAsterisk: props.required,
  };
}

/** The label, texts and state Mantine's wrapped inputs take as they are. */
export function wrapperProps<K extends InputKind>(props: ControlProps<K>) {
  return { ...labelProps(props), disabled: props.disabled, onBlur: props.onBlur, onFocus: props.onFocus };
}
