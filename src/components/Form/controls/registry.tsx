import { Skeleton, Stack } from '@mantine/core';
import { lazy, Suspense, type ComponentType } from 'react';
import type { InputKind } from '../types';
import {
  CheckboxGroupControl,
  ChipGroupControl,
  MultiSelectControl,
  NativeSelectControl,
  RadioGroupControl,
  SegmentedControlField,
  SelectControl,
  TagsControl,
} from './choice-controls';
import type { ControlProps, ControlRenderers } from './control-types';
import {
  AutocompleteControl,
  ColorControl,
  FileControl,
  JsonControl,
  MaskControl,
  NumberControl,
  PasswordControl,
  PinControl,
  TextareaControl,
  TextControl,
} from './text-controls';
import {
  AngleControl,
  CheckboxControl,
  RangeSliderControl,
  RatingControl,
  SliderControl,
  SwitchControl,
} from './toggle-range-controls';

type DateKind = 'date' | 'dateRange' | 'dateTime' | 'month' | 'time';

const loadDates = () => import('./date-controls');

/** Date inputs come with @mantine/dates and dayjs: fetched the first time a form shows one. */
function lazyDate<K extends DateKind>(
  pick: (module: Awaited<ReturnType<typeof loadDates>>) => ComponentType<ControlProps<K>>,
) {
  const Control = lazy(() => loadDates().then((module) => ({ default: pick(module) })));
  return function LazyDateControl(props: ControlProps<K>) {
    return (
      <Suspense
        fallback={
          <Stack gap={4} aria-busy="true">
            <Skeleton h={16} w="40%" />
            <Skeleton h={36} />
          </Stack>
        }
      >
        <Control {...props} />
      </Suspense>
    );
  };
}

export const controlRenderers: ControlRenderers = {
  text: TextControl,
  textarea: TextareaControl,
  password: PasswordControl,
  number: NumberControl,
  mask: MaskControl,
  select: SelectControl,
  multiSelect: MultiSelectControl,
  nativeSelect: NativeSelectControl,
  autocomplete: AutocompleteControl,
  tags: TagsControl,
  checkbox: CheckboxControl,
  checkboxGroup: CheckboxGroupControl,
  radioGroup: RadioGroupControl,
  chipGroup: ChipGroupControl,
  switch: SwitchControl,
  segmented: SegmentedControlField,
  slider: SliderControl,
  rangeSlider: RangeSliderControl,
  angle: AngleControl,
  rating: RatingControl,
  color: ColorControl,
  file: FileControl,
  pin: PinControl,
  json: JsonControl,
  date: lazyDate((module) => module.DateControl),
  dateRange: lazyDate((module) => module.DateRangeControl),
  dateTime: lazyDate((module) => module.DateTimeControl),
  month: lazyDate((module) => module.MonthControl),
  time: lazyDate((module) => module.TimeControl),
};

/** Kinds whose value is picked rather than typed: they are checked as soon as they change. */
export const PICKED_KINDS: ReadonlySet<InputKind> = new Set<InputKind>([
  'select',
  'multiSelect',
  'nativeSelect',
  'checkbox',
  'checkboxGroup',
  'radioGroup',
  'chipGroup',
  'switch',
  'segmented',
  'slider',
  'rangeSlider',
  'angle',
  'rating',
  'color',
  'file',
  'date',
  'dateRange',
  'dateTime',
  'month',
]);
