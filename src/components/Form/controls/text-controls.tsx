import { Autocomplete, FileInput, NumberInput, PasswordInput, Textarea, TextInput } from '@mantine/core';
import { asString } from '../field-values';
import { wrapperProps, type ControlProps } from './control-types';

/** What a text-like input takes from its field (rare-controls.tsx's mask and colour inputs too). */
export const text = <K extends 'text' | 'textarea' | 'password' | 'mask' | 'color'>(
  props: ControlProps<K>,
) => ({
  ...wrapperProps(props),
  name: props.name,
  placeholder: props.placeholder,
  value: asString(props.value),
});

export function TextControl(props: ControlProps<'text'>) {
  return (
    <TextInput
      {...text(props)}
      {...props.extra}
      onChange={(event) => props.onChange(event.currentTarget.value)}
    />
  );
}

export function TextareaControl(props: ControlProps<'textarea'>) {
  return (
    <Textarea
      autosize
      minRows={2}
      {...text(props)}
      {...props.extra}
      onChange={(event) => props.onChange(event.currentTarget.value)}
    />
  );
}

export function PasswordControl(props: ControlProps<'password'>) {
  return (
    <PasswordInput
      {...text(props)}
      {...props.extra}
      onChange={(event) => props.onChange(event.currentTarget.value)}
    />
  );
}

export function NumberControl(props: ControlProps<'number'>) {
  const value = typeof props.value === 'number' || typeof props.value === 'string' ? props.value : '';
  return (
    <NumberInput
      {...wrapperProps(props)}
      name={props.name}
      placeholder={props.placeholder}
      value={value}
      {...props.extra}
      onChange={props.onChange}
    />
  );
}

export function AutocompleteControl(props: ControlProps<'autocomplete'>) {
  return (
    <Autocomplete
      {...wrapperProps(props)}
      name={props.name}
      placeholder={props.placeholder}
      value={asString(props.value)}
      data={props.options.map((option) => option.label)}
      {...props.extra}
      onChange={props.onChange}
    />
  );
}

export function FileControl(props: ControlProps<'file'>) {
  const value = props.value instanceof File ? props.value : null;
  return (
    <FileInput
      {...wrapperProps(props)}
      name={props.name}
      placeholder={props.placeholder}
      value={value}
      clearable
      {...props.extra}
      onChange={props.onChange}
    />
  );
}
