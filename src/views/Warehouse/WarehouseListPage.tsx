import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import { availableActions } from '@machines/business/lifecycle';
import { WAREHOUSE_STATUSES } from '@machines/business/warehouse-registration.machine';
import type { Warehouse } from '@/api/business/types/master';
import { deleteWarehouses, type WarehouseQuery } from '@/api/business/warehouse';
import { usePermission } from '@/components/Permission/use-permission';
import { BusinessList } from '@/views/Business/shared/BusinessList';
import { BusinessPage } from '@/views/Business/shared/BusinessPage';
import { EditDeleteButtons } from '@/views/Business/shared/EditDeleteButtons';
import type { FilterSchema } from '@/views/Business/shared/filter-form';
import { RowActions } from '@/views/Business/shared/RowActions';
import { useBusinessList } from '@/views/Business/shared/use-business-list';
import { useBusinessRole } from '@/views/Business/shared/use-business-role';
import { useConfirmDelete } from '@/views/Business/shared/use-confirm-delete';
import { useDocumentActions } from '@/views/Business/shared/use-document-actions';
import { useLocale } from '@/i18n/use-locale';
import { runWarehouseAction, WAREHOUSE_ACTIONS, warehouseChart } from './warehouse-actions';
import { warehouseColumns } from './warehouse-columns';
import { WarehouseDetail } from './WarehouseDetail';
import { WarehouseForm } from './WarehouseForm';
import { WAREHOUSES } from './list-sources';

const SEARCH: FilterSchema = [
  { field: 'keyword', kind: 'text', label: 'business.field.keyword', placeholder: 'warehouse.field.code' },
  { field: 'countryCode', kind: 'text', label: 'warehouse.field.countryCode' },
];

type Editing = { warehouse: Warehouse | null } | null;

/** The official or the self-service warehouses: list, detail drawer, add / register / edit, review. */
export function WarehouseListPage({ kind }: { kind: Warehouse['kind'] }) {
  const { t } = useTranslate();
  const locale = useLocale();
  const role = useBusinessRole();
  const { hasPermission } = usePermission();
  const official = kind === 'OFFICIAL';
  const [openId, setOpenId] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing>(null);

  const list = useBusinessList<Warehouse, WarehouseQuery>({ ...WAREHOUSES[kind], rowKey: (w) => w.id });
  const actions = useDocumentActions<Warehouse>({
    machine: warehouseChart,
    specs: WAREHOUSE_ACTIONS,
    run: runWarehouseAction,
    nameOf: (w) => w.code,
    onChanged: list.reload,
  });

  const addPermission = official ? 'warehouse:add' : 'warehouse:register';
  // the chart says who may change a warehouse in its state: its registrant until it is approved
  const canEdit = (w: Warehouse) =>
    hasPermission('warehouse:edit') &&
    role !== null &&
    availableActions(warehouseChart, w.status, {}, role).includes('edit');
  const canDelete = official && hasPermission('warehouse:delete');

  const confirm = useConfirmDelete();
  const confirmDelete = (w: Warehouse) =>
    confirm(
      {
        title: t('warehouse.deleteTitle'),
        message: t('warehouse.deleteMessage', { code: w.code }),
        deleted: t('warehouse.deleted', { code: w.code }),
      },
      () => deleteWarehouses([w.id]),
      list.reload,
    );

  const columns = [
    ...warehouseColumns(locale, kind, (w) => setOpenId(w.id)),
    {
      field: 'actions',
      title: 'business.field.actions',
      alwaysShown: true,
      fixed: 'right' as const,
      minWidth: 160,
      render: (w: Warehouse) => (
        <RowActions
          doc={w}
          actions={actions}
          inline={2}
          leading={
            <EditDeleteButtons
              onEdit={canEdit(w) ? () => setEditing({ warehouse: w }) : undefined}
              onDelete={canDelete ? () => confirmDelete(w) : undefined}
            />
          }
        />
      ),
    },
  ];

  const addButton = hasPermission(addPermission) && (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ warehouse: null })}>
      {t(official ? 'warehouse.official.add' : 'warehouse.selfService.register')}
    </Button>
  );
  const title = t(official ? 'warehouse.official.title' : 'warehouse.selfService.title');
  const intro = official
    ? t('warehouse.official.intro')
    : t(role === 'operator' ? 'warehouse.selfService.introOperator' : 'warehouse.selfService.intro');

  return (
    <BusinessPage title={title} intro={intro}>
      <BusinessList
        list={list}
        aria-label={title}
        columns={columns}
        searchSchema={SEARCH}
        statusTabs={{ kind: 'warehouse', statuses: official ? ['ACTIVE', 'SUSPENDED'] : WAREHOUSE_STATUSES }}
        actions={official ? undefined : actions}
        toolbar={addButton}
        onRowClick={(w) => setOpenId(w.id)}
        emptyMessage={
          official
            ? t('warehouse.official.empty')
            : t(role === 'operator' ? 'warehouse.selfService.emptyOperator' : 'warehouse.selfService.empty')
        }
        emptyAction={addButton}
      />
      {openId && (
        <WarehouseDetail
          id={openId}
          canEdit={canEdit}
          onEdit={(w) => setEditing({ warehouse: w })}
          onChanged={list.reload}
          onClose={() => setOpenId(null)}
        />
      )}
      {editing && (
        <WarehouseForm
          warehouse={editing.warehouse}
          registering={!official && role === 'customer'}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            list.reload();
          }}
        />
      )}
    </BusinessPage>
  );
}
