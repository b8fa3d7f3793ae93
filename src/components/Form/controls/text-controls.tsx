import {
  Autocomplete,
  ColorInput,
  FileInput,
  Input,
  JsonInput,
  MaskInput,
  NumberInput,
  PasswordInput,
  PinInput,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { useId } from 'react';
import { asString } from '../field-values';
import { labelProps, wrapperProps, type ControlProps } from './control-types';

const text = <K extends 'text' | 'textarea' | 'password' | 'mask' | 'color'>(props: ControlProps<K>) => ({
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

export function MaskControl(props: ControlProps<'mask'>) {
  return (
    <MaskInput
      mask=""
      {...text(props)}
      {...props.extra}
      onChange={(event) => props.onChange(event.currentTarget.value)}
    />
  );
}

export function ColorControl(props: ControlProps<'color'>) {
  return <ColorInput {...text(props)} {...props.extra} onChange={props.onChange} />;
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

export function JsonControl(props: ControlProps<'json'>) {
  const { t } = useTranslate();
  return (
    <JsonInput
      {...wrapperProps(props)}
      name={props.name}
      placeholder={props.placeholder}
      value={asString(props.value)}
      formatOnBlur
      autosize
      minRows={3}
      validationError={t('form.invalidJson')}
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

/** Pin inputs have no label of their own: the wrapper's label names the group of boxes. */
export function PinControl(props: ControlProps<'pin'>) {
  const id = useId();
  return (
    <Input.Wrapper {...labelProps(props)} labelElement="div" id={id}>
      <PinInput
        name={props.name}
        value={asString(props.value)}
        error={Boolean(props.error)}
        disabled={props.disabled}
        ariaLabel={props.label}
        onBlur={props.onBlur}
        {...props.extra}
        onChange={props.onChange}
      />
    </Input.Wrapper>
  );
}
