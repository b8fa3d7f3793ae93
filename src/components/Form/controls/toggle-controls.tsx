import { Checkbox, Switch } from '@mantine/core';
import type { ControlProps } from './control-types';

/** A checkbox and a switch carry their own label; the box sits where a text input's box would. */
export function CheckboxControl(props: ControlProps<'checkbox'>) {
  return (
    <Checkbox
      mt={{ base: 0, sm: 28 }}
      name={props.name}
      label={props.label}
      description={props.description}
      error={props.error}
      disabled={props.disabled}
      checked={props.value === true}
      onBlur={props.onBlur}
      {...props.extra}
      onChange={(event) => props.onChange(event.currentTarget.checked)}
    />
  );
}

export function SwitchControl(props: ControlProps<'switch'>) {
  return (
    <Switch
      mt={{ base: 0, sm: 28 }}
      name={props.name}
      label={props.label}
      description={props.description}
      error={props.error}
      disabled={props.disabled}
      checked={props.value === true}
      onBlur={props.onBlur}
      {...props.extra}
      onChange={(event) => props.onChange(event.currentTarget.checked)}
    />
  );
}
