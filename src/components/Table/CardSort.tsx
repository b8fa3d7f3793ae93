import { Select } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { textEms } from '@/i18n/text-width';
import type { SortState, TableColumn } from './types';

export interface CardSortProps<Row> {
  columns: TableColumn<Row>[];
  sort: SortState | null;
  onSortChange: (sort: SortState | null) => void;
}

/** Cards have no headers to click: the sortable columns and their two orders in one choice. */
export function CardSort<Row>({ columns, sort, onSortChange }: CardSortProps<Row>) {
  const { t } = useTranslate();
  const data = columns
    .filter((column) => column.sortable)
    .flatMap((column) => {
      const title = column.title ? t(column.title) : column.field;
      return (['asc', 'desc'] as const).map((order) => ({
        value: `${column.field}:${order}`,
        label: t(`table.sortBy.${order}`, { column: title }),
      }));
    });
  if (data.length === 0) return null;
  // as wide as its widest choice in this language, with its clear button and chevron, within the row
  const widest = Math.max(...data.map((option) => textEms(option.label)));
  return (
    <Select
      aria-label={t('table.sortBy.label')}
      placeholder={t('table.sortBy.label')}
      data={data}
      value={sort ? `${sort.field}:${sort.order}` : null}
      onChange={(value) => {
        if (!value) return onSortChange(null);
        const [field, order] = value.split(':');
        onSortChange({ field, order: order === 'desc' ? 'desc' : 'asc' });
      }}
      clearable
      w={`calc(${widest.toFixed(2)}em + 4rem)`}
      maw="100%"
      comboboxProps={{ withinPortal: true, hideDetached: false }}
    />
  );
}
