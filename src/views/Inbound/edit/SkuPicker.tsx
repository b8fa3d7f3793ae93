import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslate } from '@tolgee/react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';

export interface SkuChoice {
  sku: string;
  name: string;
}

/** Finds the customer's APPROVED SKUs matching a keyword (the server filters). */
export type SkuSearch = (keyword: string) => Promise<SkuChoice[]>;

interface SkuPickerProps {
  value: string;
  onChange: (sku: string) => void;
  onBlur?: () => void;
  search: SkuSearch;
  label: string;
  error?: ReactNode;
  /** the input's accessible name when the label is hidden (a table cell) */
  'aria-label'?: string;
}

const labelOf = (choice: SkuChoice) => (choice.name ? `${choice.sku} · ${choice.name}` : choice.sku);

/** A searchable pick of one approved SKU; the list is asked from the server as the user types. */
export function SkuPicker({ value, onChange, onBlur, search, label, error, ...rest }: SkuPickerProps) {
  const { t } = useTranslate();
  const [typed, setTyped] = useState('');
  const [answer, setAnswer] = useState<{ keyword: string | null; choices: SkuChoice[] }>({
    keyword: null,
    choices: [],
  });
  const [known, setKnown] = useState<Record<string, SkuChoice>>({});
  const [opened, setOpened] = useState(false);
  const selectedLabel = value ? labelOf(known[value] ?? { sku: value, name: '' }) : '';
  // the input shows the chosen option's label: that is not a search
  const keyword = typed === selectedLabel ? '' : typed.trim();
  const [debounced] = useDebouncedValue(keyword, 250);

  useEffect(() => {
    if (!opened) return;
    let live = true;
    search(debounced).then(
      (choices) => {
        if (!live) return;
        setAnswer({ keyword: debounced, choices });
        setKnown((previous) => ({ ...previous, ...Object.fromEntries(choices.map((c) => [c.sku, c])) }));
      },
      () => live && setAnswer({ keyword: debounced, choices: [] }),
    );
    return () => {
      live = false;
    };
  }, [debounced, opened, search]);

  const found = answer.choices;
  const loading = opened && answer.keyword !== debounced;
  const data = useMemo(() => {
    const choices =
      value && !found.some((c) => c.sku === value)
        ? [known[value] ?? { sku: value, name: '' }, ...found]
        : found;
    return choices.map((choice) => ({ value: choice.sku, label: labelOf(choice) }));
  }, [found, known, value]);

  return (
    <Select
      label={label}
      aria-label={rest['aria-label']}
      placeholder={t('inbound.edit.skuPlaceholder')}
      data={data}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      onBlur={onBlur}
      searchable
      searchValue={typed}
      onSearchChange={setTyped}
      onDropdownOpen={() => setOpened(true)}
      onDropdownClose={() => setOpened(false)}
      filter={({ options }) => options}
      nothingFoundMessage={loading ? t('inbound.edit.skuSearching') : t('inbound.edit.skuNothing')}
      error={error}
      comboboxProps={{ withinPortal: true }}
      miw={200}
    />
  );
}
