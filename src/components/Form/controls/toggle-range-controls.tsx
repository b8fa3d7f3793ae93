import { AngleSlider, Checkbox, Group, Input, RangeSlider, Rating, Slider, Switch } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { useId } from 'react';
import { asList } from '../field-values';
import { labelProps, type ControlProps } from './control-types';

const asNumber = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);

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
