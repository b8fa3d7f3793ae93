import {
  AngleSlider,
  ColorInput,
  Group,
  Input,
  JsonInput,
  MaskInput,
  PinInput,
  RangeSlider,
  Rating,
  Slider,
} from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { useId } from 'react';
import { asList, asString } from '../field-values';
import { labelProps, wrapperProps, type ControlProps } from './control-types';
import { text } from './text-controls';

// The inputs few forms show (the demo forms, mostly), loaded the first time a form shows one
// (registry.tsx): a list's filter bar or a business form does not fetch a colour picker, a slider, a
// rating or a PIN input it never shows. (The file input is in text-controls.tsx: business forms use it.)

const asNumber = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);

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

export function SliderControl(props: ControlProps<'slider'>) {
  const id = useId();
  return (
    <Input.Wrapper {...labelProps(props)} id={id}>
      <Slider
        id={id}
        mt="xs"
        mb="sm"
        name={props.name}
        value={asNumber(props.value, 0)}
        disabled={props.disabled}
        thumbLabel={props.label}
        {...props.extra}
        onChange={props.onChange}
        onChangeEnd={props.onBlur}
      />
    </Input.Wrapper>
  );
}

export function RangeSliderControl(props: ControlProps<'rangeSlider'>) {
  const { t } = useTranslate();
  const id = useId();
  const label = props.label ?? props.name;
  const [from = 0, to = 100] = asList<number>(props.value);
  return (
    <Input.Wrapper {...labelProps(props)} id={id}>
      <RangeSlider
        id={id}
        mt="xs"
        mb="sm"
        name={props.name}
        value={[from, to]}
        disabled={props.disabled}
        // each thumb is named: Mantine's RangeSlider leaves its `thumbLabel` off the thumbs
        thumbFromLabel={t('form.rangeFrom', { label })}
        thumbToLabel={t('form.rangeTo', { label })}
        {...props.extra}
        onChange={props.onChange}
        onChangeEnd={props.onBlur}
      />
    </Input.Wrapper>
  );
}

export function AngleControl(props: ControlProps<'angle'>) {
  return (
    <Input.Wrapper {...labelProps(props)} labelElement="div">
      <AngleSlider
        mt={4}
        name={props.name}
        value={asNumber(props.value, 0)}
        size={64}
        disabled={props.disabled}
        aria-label={props.label}
        formatLabel={(value) => `${value}°`}
        {...props.extra}
        onChange={props.onChange}
        onChangeEnd={props.onBlur}
      />
    </Input.Wrapper>
  );
}

export function RatingControl(props: ControlProps<'rating'>) {
  const labelId = useId();
  return (
    <Input.Wrapper {...labelProps(props)} labelElement="div" labelProps={{ id: labelId }}>
      <Group mih={36} align="center" role="group" aria-labelledby={labelId}>
        <Rating
          name={props.name}
          value={asNumber(props.value, 0)}
          readOnly={props.disabled}
          {...props.extra}
          onChange={(value) => {
            props.onChange(value);
            props.onBlur();
          }}
        />
      </Group>
    </Input.Wrapper>
  );
}
