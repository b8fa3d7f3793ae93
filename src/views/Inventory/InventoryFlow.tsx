import { notifications } from '@mantine/notifications';
import { useTranslate } from '@tolgee/react';
import { useCallback, useMemo } from 'react';
import { navigate } from '@/app/router/hash-location';
import { exportInventoryFlow, type FlowQuery } from '@/api/business/inventory';
import type { FlowEntry } from '@/api/business/types/ledger';
import type { TableColumn } from '@/components/Table/types';
import { BusinessList } from '@/views/Business/shared/BusinessList';
import { BusinessPage } from '@/views/Business/shared/BusinessPage';
import { formatDateTime, formatNumber } from '@/i18n/format';
import { useBusinessList } from '@/views/Business/shared/use-business-list';
import { useBusinessRole } from '@/views/Business/shared/use-business-role';
import { useLocale } from '@/i18n/use-locale';
import { FLOW_SEARCH } from './flow-search';
import classes from './Inventory.module.css';
import { hasDocumentPage, openDocument } from './open-links';
import { INVENTORY_FLOW } from './list-sources';

/** `views/Inventory/InventoryFlow` (business.md §7): the ledger, each row leading to its document. */
export default function InventoryFlow() {
  const { t } = useTranslate();
  const locale = useLocale();
  const operator = useBusinessRole() === 'operator';
  const list = useBusinessList<FlowEntry, FlowQuery>({ ...INVENTORY_FLOW, rowKey: (row) => row.id });

  const open = useCallback(
    (row: FlowEntry) => {
      if (!hasDocumentPage(row.docType)) {
        // an adjustment has no page: its own flow rows are the record of it
        navigate(`/inventory/flow?docNo=${encodeURIComponent(row.docNo)}`);
        return;
      }
      void openDocument(row.docType, row.docNo).then(
        (found) =>
          found ||
          notifications.show({
            color: 'yellow',
            message: t('inventory.flow.documentNotFound', { docNo: row.docNo }),
          }),
        () => undefined,
      );
    },
    [t],
  );

  // stable columns let the table skip rows that did not change (the loading flag flips twice a search)
  const columns = useMemo(
    (): TableColumn<FlowEntry>[] => [
      {
        field: 'at',
        title: 'inventory.flow.at',
        sortable: true,
        minWidth: 150,
        render: (row) => formatDateTime(row.at, locale),
      },
      ...(operator
        ? [{ field: 'customerId', title: 'inventory.list.customer', width: 90 } as TableColumn<FlowEntry>]
        : []),
      { field: 'warehouseCode', title: 'business.field.warehouse', width: 100 },
      { field: 'sku', title: 'business.field.sku', sortable: true, minWidth: 140 },
      {
        field: 'bucket',
        title: 'inventory.flow.bucket',
        width: 100,
        render: (row) => t(`business.bucket.${row.bucket}`),
      },
      {
        field: 'reason',
        title: 'inventory.flow.reason',
        minWidth: 130,
        render: (row) => t(`inventory.reason.${row.reason}`),
      },
      {
        field: 'docNo',
        title: 'inventory.flow.docNo',
        minWidth: 170,
        render: (row) => (
          // a plain button styled as a link: an Anchor is four Mantine components in each of 50 rows
          <button
            type="button"
            className={classes.docLink}
            onClick={() => open(row)}
            title={t(`business.docType.${row.docType}`)}
          >
            {row.docNo}
          </button>
        ),
      },
      {
        field: 'qtyBefore',
        title: 'inventory.flow.qtyBefore',
        align: 'right',
        width: 90,
        render: (row) => formatNumber(row.qtyBefore, locale),
      },
      {
        field: 'qtyChange',
        title: 'inventory.flow.qtyChange',
        align: 'right',
        sortable: true,
        width: 90,
        render: (row) => (
          <span className={row.qtyChange < 0 ? classes.down : classes.up}>
            {row.qtyChange > 0 ? '+' : ''}
            {formatNumber(row.qtyChange, locale)}
          </span>
        ),
      },
      {
        field: 'qtyAfter',
        title: 'inventory.flow.qtyAfter',
        align: 'right',
        width: 90,
        render: (row) => formatNumber(row.qtyAfter, locale),
      },
      { field: 'operator', title: 'inventory.flow.operator', width: 120 },
      { field: 'remark', title: 'inventory.flow.remark', minWidth: 160, ellipsis: true },
    ],
    [locale, operator, t, open],
  );
  const title = t('inventory.flow.title');
  return (
    <BusinessPage title={title} intro={t('inventory.flow.intro')}>
      <BusinessList
        list={list}
        aria-label={title}
        columns={columns}
        searchSchema={FLOW_SEARCH}
        exporter={exportInventoryFlow}
        exportName={t('inventory.flow.exportName')}
        emptyMessage={t('inventory.flow.empty')}
      />
    </BusinessPage>
  );
}
