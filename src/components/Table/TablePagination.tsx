import { Group, Pagination, Select, Text } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { memo } from 'react';
import type { TablePaging } from './table-props';
import { textEms } from '@/i18n/text-width';
import { PAGE_SIZES } from './types';

/**
 * Total, page size and pages; compact on a phone. Memoised: a list's loading state and a re-render
 * with the same paging (the caller keeps `paging` stable) leave its dozen Mantine controls alone.
 */
export const TablePagination = memo(function TablePagination({
  paging,
  compact,
}: {
  paging: TablePaging;
  compact: boolean;
}) {
  const { t } = useTranslate();
  const pages = Math.max(1, Math.ceil(paging.total / paging.pageSize));
  const sizes = paging.pageSizes ?? PAGE_SIZES;
  const options = sizes.map((size) => ({ value: String(size), label: t('table.perPage', { size }) }));
  // as wide as its widest choice in this language, and its chevron ("200 / page" did not fit 116 px)
  const widest = Math.max(...options.map((option) => textEms(option.label)));
  return (
    <Group justify={compact ? 'center' : 'flex-end'} gap="sm" mt="md" wrap="wrap">
      <Text fz="sm" c="dimmed" aria-live="polite">
        {t('table.total', { total: paging.total })}
      </Text>
      <Select
        aria-label={t('table.pageSize')}
        w={`calc(${widest.toFixed(2)}em + 2.75rem)`}
        allowDeselect={false}
        data={options}
        value={String(paging.pageSize)}
        onChange={(value) => value && paging.onPageSizeChange(Number(value))}
        comboboxProps={{ withinPortal: true, hideDetached: false }}
      />
      <Pagination
        total={pages}
        value={Math.min(paging.page, pages)}
        onChange={paging.onPageChange}
        siblings={compact ? 0 : 1}
        boundaries={1}
        withEdges={!compact}
        getControlProps={(control) => ({ 'aria-label': t(`table.pages.${control}`) })}
        getItemProps={(page) => ({ 'aria-label': t('table.pages.page', { page }) })}
        // a named landmark: a div may not carry a name without a role
        role="navigation"
        aria-label={t('table.pages.label')}
      />
    </Group>
  );
});
