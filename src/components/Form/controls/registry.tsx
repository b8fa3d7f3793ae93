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
  FileControl,
  NumberControl,
  PasswordControl,
  TextareaControl,
  TextControl,
} from './text-controls';
import { CheckboxControl, SwitchControl } from './toggle-controls';

const loadDates = () => import('./date-controls');
const loadRare = () => import('./rare-controls');

/**
 * A control fetched the first time a form shows one: the date inputs (with @mantine/dates and dayjs)
 * and the inputs few forms use (rare-controls.tsx), so that a list's filter bar or a business form
 * loads only the inputs it shows.
 */
function lazyControl<K extends InputKind, M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<ControlProps<K>>,
) {
  const Control = lazy(() => load().then((module) => ({ default: pick(module) })));
  return function LazyControl(props: ControlProps<K>) {
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
  mask: lazyControl(loadRare, (module) => module.MaskControl),
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
  slider: lazyControl(loadRare, (module) => module.SliderControl),
  rangeSlider: lazyControl(loadRare, (module) => module.RangeSliderControl),
  angle: lazyControl(loadRare, (module) => module.AngleControl),
  rating: lazyControl(loadRare, (module) => module.RatingControl),
  color: lazyControl(loadRare, (module) => module.ColorControl),
  file: FileControl,
  pin: lazyControl(loadRare, (module) => module.PinControl),
  json: lazyControl(loadRare, (module) => module.JsonControl),
  date: lazyControl(loadDates, (module) => module.DateControl),
  dateRange: lazyControl(loadDates, (module) => module.DateRangeControl),
  dateTime: lazyControl(loadDates, (module) => module.DateTimeControl),
  month: lazyControl(loadDates, (module) => module.MonthControl),
  time: lazyControl(loadDates, (module) => module.TimeControl),
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
