import { memo, useEffect, useRef } from 'react';
import { SearchBar } from '@/components/Search/Search';
import { useForm } from '@/components/Form/use-form';
import { isBlank, isValueField } from '@/components/Form/field-values';
import { filterToValues, valuesToFilter, type FilterSchema, type FilterValues } from './filter-form';
import { serializeListState, EMPTY_LIST_STATE, type ListFilter } from './list-url-state';

export interface ListSearchProps {
  schema: FilterSchema;
  filter: ListFilter;
  onSearch: (filter: ListFilter) => void;
  label: string;
}

const filterKey = (filter: ListFilter) => serializeListState({ ...EMPTY_LIST_STATE, filter });

/** A filter opened from a link or bookmark that sets more than the first field: show every field. */
function setsHiddenFields(schema: FilterSchema, filter: ListFilter): boolean {
  const values = filterToValues(schema, filter);
  const fields = schema.filter((field) => isValueField(field) && !field.hidden);
  return fields.slice(1).some((field) => {
    const value = values[field.field];
    return value !== false && !isBlank(value);
  });
}

/**
 * The filter bar of a list, showing the URL's filter (Back puts earlier values back in the fields).
 * While the rows come the table says so (dimmed, busy, the refresh button spinning); the bar is left
 * alone, so a search draws it once rather than three times.
 */
export const ListSearch = memo(function ListSearch({ schema, filter, onSearch, label }: ListSearchProps) {
  const form = useForm<FilterValues>({ schema, initialValues: filterToValues(schema, filter) });
  const shown = useRef(filterKey(filter));
  const { setValues, getValues } = form;
  const key = filterKey(filter);
  useEffect(() => {
    if (shown.current === key) return;
    shown.current = key;
    // a search of what the fields hold already shows it: setting the same values again would render
    // every field (and each select's options) once more for nothing
    if (filterKey(valuesToFilter(schema, getValues())) === key) return;
    setValues(filterToValues(schema, filter));
  }, [key, schema, filter, setValues, getValues]);
  return (
    <SearchBar
      form={form}
      aria-label={label}
      defaultExpanded={setsHiddenFields(schema, filter)}
      onSearch={() => onSearch(valuesToFilter(schema, form.getValues()))}
      onReset={() => onSearch({})}
    />
  );
});
