import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslate } from '@tolgee/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { getSkuList } from '@/api/business/sku';
import type { Sku } from '@/api/business/types/sku';
import { skuPickerKey } from './query-keys';

/** Finds SKUs matching a keyword (code or name); the default asks the server's SKU list. */
export type SkuSearch = (keyword: string) => Promise<Sku[]>;

export interface SkuPickerProps extends Omit<SelectProps, 'data' | 'value' | 'onChange' | 'error' | 'label'> {
  /** the chosen SKU's code */
  value: string | null;
  onChange: (code: string | null, sku: Sku | null) => void;
  label?: string;
  error?: ReactNode;
  /** only SKUs in these statuses (comma-separated, as the list filter takes it) */
  status?: string;
  /** the SKU ids left out (already chosen elsewhere) */
  exclude?: readonly string[];
  /** empties the box after each choice (adding SKUs to a list one by one) */
  clearOnPick?: boolean;
  /** where the matches come from instead of the server's list (a story's catalogue) */
  search?: SkuSearch;
}

const labelOf = (sku: Sku) => `${sku.sku} · ${sku.nameEn || sku.nameCn}`;

/**
 * A searchable choice of the user's SKUs, asked of the server as the user types (code or name): the one
 * SKU picker of the console (inbound and outbound lines, labels, records that name a SKU).
 */
export function SkuPicker({
  value,
  onChange,
  status,
  exclude = [],
  clearOnPick = false,
  search: find,
  ...props
}: SkuPickerProps) {
  const { t } = useTranslate();
  const [search, setSearch] = useState('');
  const [keyword] = useDebouncedValue(search, 250);
  // a chosen option shows as `CODE · name` in the box: look that up by its code
  const code = keyword.split(' · ')[0].trim();
  const matchesOf = (typed: string) =>
    find
      ? find(typed)
      : getSkuList({ pageIndex: 1, pageSize: 20, keyword: typed || undefined, status }).then(
          (page) => page.list,
        );
  const answer = useQuery({
    queryKey: skuPickerKey(code, status, find),
    queryFn: () => matchesOf(code),
    // the last matches stay in the list while the next ones come
    placeholderData: keepPreviousData,
  });
  // The chosen SKU's own label, from the matches of its code (cached once it was found): while the
  // user searches for another SKU the chosen one is not among the matches, and its option must keep
  // its label, or the Select, seeing the label change, writes it over what the user is typing.
  const chosen = useQuery({
    queryKey: skuPickerKey(value ?? '', status, find),
    queryFn: () => matchesOf(value ?? ''),
    enabled: Boolean(value),
  });
  const loading = answer.isFetching;
  const found = answer.data ?? [];

  // the operator's list spans customers, and two customers may have a SKU of the same code: the
  // choice is the code, so it is offered once (a list of two equal options is refused by the Select)
  const allowed = found.filter((sku) => !exclude.includes(sku.id) || sku.sku === value);
  const shown = allowed.filter((sku, index) => allowed.findIndex((s) => s.sku === sku.sku) === index);
  const data = shown.map((sku) => ({ value: sku.sku, label: labelOf(sku) }));
  if (value && !data.some((item) => item.value === value)) {
    const sku = chosen.data?.find((match) => match.sku === value);
    data.unshift({ value, label: sku ? labelOf(sku) : value });
  }
  return (
    <Select
      searchable
      clearable
      {...props}
      data={data}
      value={value}
      onChange={(code) => {
        onChange(code, shown.find((sku) => sku.sku === code) ?? null);
        if (clearOnPick) setSearch('');
      }}
      searchValue={search}
      onSearchChange={(next) =>
        setSearch(clearOnPick && value === null && data.some((item) => item.label === next) ? '' : next)
      }
      filter={({ options }) => options}
      nothingFoundMessage={loading ? t('common.loading') : t('sku.picker.nothing')}
      placeholder={props.placeholder ?? t('sku.picker.placeholder')}
    />
  );
}
