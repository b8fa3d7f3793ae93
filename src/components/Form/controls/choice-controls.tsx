import {
  Checkbox,
  Chip,
  Group,
  Input,
  Loader,
  MultiSelect,
  NativeSelect,
  Radio,
  SegmentedControl,
  Select,
  Stack,
  TagsInput,
} from '@mantine/core';
import { useId } from 'react';
import { asList, asString } from '../field-values';
import type { OptionValue } from '../types';
import { labelProps, wrapperProps, type ChoiceItem, type ControlProps } from './control-types';

const isOptionValue = (value: unknown): value is OptionValue =>
  typeof value === 'string' || typeof value === 'number';

const single = (value: unknown): OptionValue | null => (isOptionValue(value) ? value : null);
const many = (value: unknown): OptionValue[] => asList<unknown>(value).filter(isOptionValue);

const loading = (busy: boolean) => (busy ? <Loader size="xs" /> : undefined);

export function SelectControl(props: ControlProps<'select'>) {
  return (
    <Select<OptionValue>
      {...wrapperProps(props)}
      name={props.name}
      placeholder={props.placeholder}
      data={props.options}
      value={single(props.value)}
      rightSection={loading(props.optionsLoading)}
      clearable
      {...props.extra}
      onChange={(value) => props.onChange(value)}
    />
  );
}

export function MultiSelectControl(props: ControlProps<'multiSelect'>) {
  return (
    <MultiSelect<OptionValue>
      {...wrapperProps(props)}
      name={props.name}
      placeholder={props.placeholder}
      data={props.options}
      value={many(props.value)}
      rightSection={loading(props.optionsLoading)}
      clearable
      {...props.extra}
      onChange={props.onChange}
    />
  );
}

/** The browser's own select: values travel as text, so the chosen option's own value is handed back. */
export function NativeSelectControl(props: ControlProps<'nativeSelect'>) {
  const byText = new Map(props.options.map((option) => [String(option.value), option.value]));
  return (
    <NativeSelect
      {...wrapperProps(props)}
      name={props.name}
      data={[
        { value: '', label: props.placeholder ?? '' },
        ...props.options.map((option) => ({ ...option, value: String(option.value) })),
      ]}
      value={isOptionValue(props.value) ? String(props.value) : ''}
      {...props.extra}
      onChange={(event) => props.onChange(byText.get(event.currentTarget.value) ?? null)}
    />
  );
}

export function TagsControl(props: ControlProps<'tags'>) {
  return (
    <TagsInput
      {...wrapperProps(props)}
      name={props.name}
      placeholder={props.placeholder}
      data={props.options.map((option) => asString(option.value))}
      value={asList<unknown>(props.value).map(asString)}
      clearable
      {...props.extra}
      onChange={props.onChange}
    />
  );
}

/** Groups of buttons and boxes have no label element: the wrapper's label names the group. */
function Labelled<K extends 'segmented' | 'chipGroup'>({
  props,
  children,
}: {
  props: ControlProps<K>;
  children: (labelId: string) => React.ReactNode;
}) {
  const id = useId();
  return (
    <Input.Wrapper {...labelProps(props)} labelElement="div" labelProps={{ id: `${id}-label` }}>
      <div>{children(`${id}-label`)}</div>
    </Input.Wrapper>
  );
}

export function SegmentedControlField(props: ControlProps<'segmented'>) {
  const value = single(props.value) ?? props.options[0]?.value ?? '';
  return (
    <Labelled props={props}>
      {(labelId) => (
        <SegmentedControl<OptionValue>
          name={props.name}
          data={props.options}
          value={value}
          disabled={props.disabled}
          aria-labelledby={labelId}
          fullWidth
          {...props.extra}
          onChange={props.onChange}
        />
      )}
    </Labelled>
  );
}

const items = (options: ChoiceItem[], render: (option: ChoiceItem) => React.ReactNode) => options.map(render);

export function RadioGroupControl(props: ControlProps<'radioGroup'>) {
  return (
    <Radio.Group<OptionValue>
      {...labelProps(props)}
      name={props.name}
      value={single(props.value)}
      {...props.extra}
      onChange={props.onChange}
    >
      <Group gap="md" mt={6} mih={36}>
        {items(props.options, (option) => (
          <Radio
            key={String(option.value)}
            value={option.value}
            label={option.label}
            disabled={props.disabled || option.disabled}
            onBlur={props.onBlur}
          />
        ))}
      </Group>
    </Radio.Group>
  );
}

export function CheckboxGroupControl(props: ControlProps<'checkboxGroup'>) {
  return (
    <Checkbox.Group<OptionValue>
      {...labelProps(props)}
      value={many(props.value)}
      {...props.extra}
      onChange={props.onChange}
    >
      <Group gap="md" mt={6} mih={36}>
        {items(props.options, (option) => (
          <Checkbox
            key={String(option.value)}
            value={option.value}
            label={option.label}
            disabled={props.disabled || option.disabled}
            onBlur={props.onBlur}
          />
        ))}
      </Group>
    </Checkbox.Group>
  );
}

export function ChipGroupControl(props: ControlProps<'chipGroup'>) {
  return (
    <Labelled props={props}>
      {(labelId) => (
        <Stack gap={0} role="group" aria-labelledby={labelId}>
          <Group gap="xs" mih={36}>
            <Chip.Group<true, OptionValue>
              multiple
              value={many(props.value)}
              {...props.extra}
              onChange={props.onChange}
            >
              {items(props.options, (option) => (
                <Chip
                  key={String(option.value)}
                  value={option.value}
                  disabled={props.disabled || option.disabled}
                  size="sm"
                >
                  {option.label}
                </Chip>
              ))}
            </Chip.Group>
          </Group>
        </Stack>
      )}
    </Labelled>
  );
}
