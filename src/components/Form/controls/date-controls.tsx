import '@mantine/dates/styles.css';
import 'dayjs/locale/zh-cn';
import { DatePickerInput, DatesProvider, DateTimePicker, MonthPickerInput, TimeInput } from '@mantine/dates';
import { useTolgee } from '@tolgee/react';
import type { ReactNode } from 'react';
import { asList, asString } from '../field-values';
import { wrapperProps, type ControlProps } from './control-types';

// This module (and @mantine/dates with dayjs) loads only when a form shows a date field.

const DAYJS_LOCALES: Record<string, string> = { 'zh-CN': 'zh-cn', en: 'en' };

const dateOrNull = (value: unknown): string | Date | null =>
  typeof value === 'string' || value instanceof Date ? value : null;

function Localized({ children }: { children: ReactNode }) {
  const tolgee = useTolgee(['language']);
  const locale = DAYJS_LOCALES[tolgee.getLanguage() ?? 'zh-CN'] ?? 'en';
  return (
    <DatesProvider settings={{ locale, firstDayOfWeek: locale === 'en' ? 0 : 1 }}>{children}</DatesProvider>
  );
}

export function DateControl(props: ControlProps<'date'>) {
  return (
    <Localized>
      <DatePickerInput
        {...wrapperProps(props)}
        name={props.name}
        placeholder={props.placeholder}
        value={dateOrNull(props.value)}
        valueFormat="YYYY-MM-DD"
        clearable
        {...props.extra}
        onChange={props.onChange}
      />
    </Localized>
  );
}

export function DateRangeControl(props: ControlProps<'dateRange'>) {
  const [from = null, to = null] = asList<unknown>(props.value).map(dateOrNull);
  return (
    <Localized>
      <DatePickerInput
        type="range"
        {...wrapperProps(props)}
        name={props.name}
        placeholder={props.placeholder}
        value={[from, to]}
        valueFormat="YYYY-MM-DD"
        clearable
        allowSingleDateInRange
        {...props.extra}
        onChange={props.onChange}
      />
    </Localized>
  );
}

export function DateTimeControl(props: ControlProps<'dateTime'>) {
  return (
    <Localized>
      <DateTimePicker
        {...wrapperProps(props)}
        name={props.name}
        placeholder={props.placeholder}
        value={dateOrNull(props.value)}
        valueFormat="YYYY-MM-DD HH:mm"
        clearable
        {...props.extra}
        onChange={props.onChange}
      />
    </Localized>
  );
}

export function MonthControl(props: ControlProps<'month'>) {
  return (
    <Localized>
      <MonthPickerInput
        {...wrapperProps(props)}
        name={props.name}
        placeholder={props.placeholder}
        value={dateOrNull(props.value)}
        valueFormat="YYYY-MM"
        clearable
        {...props.extra}
        onChange={props.onChange}
      />
    </Localized>
  );
}

export function TimeControl(props: ControlProps<'time'>) {
  return (
    <TimeInput
      {...wrapperProps(props)}
      name={props.name}
      value={asString(props.value)}
      {...props.extra}
      onChange={(event) => props.onChange(event.currentTarget.value)}
    />
  );
}
