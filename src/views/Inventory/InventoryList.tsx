import { ActionIcon, Group, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAdjustmentsHorizontal, IconListDetails } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import { exportInventory, type BalanceQuery, type BalanceRow } from '@/api/business/inventory';
import { usePermission } from '@/components/Permission/use-permission';
import type { TableColumn } from '@/components/Table/types';
import { BusinessList } from '@/views/Business/shared/BusinessList';
import { BusinessPage } from '@/views/Business/shared/BusinessPage';
import { HashLink } from '@/views/Business/shared/HashLink';
import type { FilterSchema } from '@/views/Business/shared/filter-form';
import { useBusinessList } from '@/views/Business/shared/use-business-list';
import { useBusinessRole } from '@/views/Business/shared/use-business-role';
import { useLocale } from '@/i18n/use-locale';
import { warehouseOptions } from '@/views/Business/shared/warehouse-options';
import { BalanceCard } from './BalanceCard';
import { inventoryColumns, isTotal, totalsRow } from './inventory-columns';
import { openSku } from './open-links';
import { StockOperationDialog, type StockOperation } from './StockOperationDialog';
import { INVENTORY_LIST } from './list-sources';

const SEARCH: FilterSchema = [
  { field: 'sku', kind: 'text', label: 'business.field.sku' },
  { field: 'warehouseCode', kind: 'select', label: 'business.field.warehouse', options: warehouseOptions },
  { field: 'inStock', kind: 'switch', label: 'inventory.list.inStock' },
];

/** `views/Inventory/InventoryList` (business.md §7): balances with every bucket and age band. */
export default function InventoryList() {
  const { t } = useTranslate();
  const locale = useLocale();
  const operator = useBusinessRole() === 'operator';
  const { hasPermission } = usePermission();
  const [operating, setOperating] = useState<{ operation: StockOperation; balance: BalanceRow } | null>(null);
  const list = useBusinessList<BalanceRow, BalanceQuery>({ ...INVENTORY_LIST, rowKey: (row) => row.id });

  const showSku = (row: BalanceRow) =>
    void openSku(row.sku, row.customerId).then(
      (found) =>
        found ||
        notifications.show({ color: 'yellow', message: t('inventory.list.skuNotFound', { sku: row.sku }) }),
      () => undefined,
    );
  const operations = (['adjust', 'freeze', 'unfreeze'] as const).filter((operation) =>
    hasPermission(operation === 'adjust' ? 'inventory:adjust' : 'inventory:freeze'),
  );
  const offered = (row: BalanceRow) =>
    operations.filter((operation) =>
      operation === 'freeze' ? row.available > 0 : operation === 'unfreeze' ? row.frozen > 0 : true,
    );
  const actions: TableColumn<BalanceRow> = {
    field: 'actions',
    title: 'business.field.actions',
    alwaysShown: true,
    fixed: 'right',
    width: operations.length > 0 ? 120 : 80,
    render: (row) =>
      isTotal(row) ? null : (
        <Group gap={4} wrap="nowrap">
          <HashLink
            to={`/inventory/flow?sku=${encodeURIComponent(row.sku)}&warehouseCode=${row.warehouseCode}`}
            fz="sm"
            style={{ display: 'inline-flex', alignItems: 'center', gap: 4, whiteSpace: 'nowrap' }}
          >
            <IconListDetails size={14} />
            {t('inventory.list.openFlow')}
          </HashLink>
          {offered(row).length > 0 && (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" aria-label={t('inventory.list.operate', { sku: row.sku })}>
                  <IconAdjustmentsHorizontal size={16} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                {offered(row).map((operation) => (
                  <Menu.Item key={operation} onClick={() => setOperating({ operation, balance: row })}>
                    {t(`inventory.operate.${operation}`)}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          )}
        </Group>
      ),
  };
  const columns = [
    ...inventoryColumns({
      locale,
      operator,
      onOpenSku: showSku,
      openSkuLabel: (sku) => t('inventory.list.openSku', { sku }),
    }),
    actions,
  ];
  const title = t('inventory.list.title');
  return (
    <BusinessPage title={title} intro={t('inventory.list.intro')}>
      <BusinessList
        list={list}
        aria-label={title}
        columns={columns}
        searchSchema={SEARCH}
        exporter={exportInventory}
        exportName={t('inventory.list.exportName')}
        emptyMessage={t('inventory.list.empty')}
        summaryRow={(rows) => totalsRow(rows, t('inventory.list.pageTotal'))}
        cardRender={(row) => (
          <BalanceCard
            row={row}
            locale={locale}
            title={columns[0].render?.(row, 0)}
            actions={isTotal(row) ? null : actions.render?.(row, 0)}
          />
        )}
      />
      {operating && (
        <StockOperationDialog
          operation={operating.operation}
          balance={operating.balance}
          onClose={() => setOperating(null)}
          onDone={() => {
            setOperating(null);
            list.reload();
          }}
        />
      )}
    </BusinessPage>
  );
}
