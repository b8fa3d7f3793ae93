import { Alert, Badge, Button, Drawer, Group, Stack, Tabs, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import type { Warehouse } from '@/api/business/types/master';
import { getWarehouse } from '@/api/business/warehouse';
import { Descriptions, type DescriptionItem } from '@/components/Descriptions/Descriptions';
import { ActionLogTab } from '@/views/Business/shared/ActionLogTab';
import { DocumentActions } from '@/views/Business/shared/DocumentActions';
import { formatDateTime } from '@/i18n/format';
import { StatusBadge } from '@/views/Business/shared/StatusBadge';
import { DocumentGate } from '@/views/Business/shared/DocumentGate';
import { useDocument } from '@/views/Business/shared/use-document';
import { useDocumentActions } from '@/views/Business/shared/use-document-actions';
import { useLocale } from '@/i18n/use-locale';
import { runWarehouseAction, WAREHOUSE_ACTIONS, warehouseChart } from './warehouse-actions';
import { CAPABILITIES } from './warehouse-form-schema';

export interface WarehouseDetailProps {
  id: string;
  /** whether the user may edit this one */
  canEdit: (warehouse: Warehouse) => boolean;
  onEdit: (warehouse: Warehouse) => void;
  /** after an action: the list reloads */
  onChanged: () => void;
  onClose: () => void;
}

/** One warehouse in a drawer: its details, the review actions it allows, its action log. */
export function WarehouseDetail({ id, canEdit, onEdit, onChanged, onClose }: WarehouseDetailProps) {
  const { t } = useTranslate();
  const state = useDocument(getWarehouse, id);
  const actions = useDocumentActions<Warehouse>({
    machine: warehouseChart,
    specs: WAREHOUSE_ACTIONS,
    run: runWarehouseAction,
    nameOf: (w) => w.code,
    onChanged: () => {
      state.reload();
      onChanged();
    },
  });
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="lg"
      title={
        <Group gap="sm">
          <Text fw={600}>{t('warehouse.detail.title', { code: state.doc?.code ?? id })}</Text>
          {state.doc && <StatusBadge kind="warehouse" status={state.doc.status} />}
        </Group>
      }
    >
      <DocumentGate state={state}>
        {(warehouse) => (
          <WarehouseBody
            warehouse={warehouse}
            actions={actions}
            onEdit={canEdit(warehouse) ? () => onEdit(warehouse) : undefined}
          />
        )}
      </DocumentGate>
    </Drawer>
  );
}

function WarehouseBody({
  warehouse,
  actions,
  onEdit,
}: {
  warehouse: Warehouse;
  actions: ReturnType<typeof useDocumentActions<Warehouse>>;
  onEdit?: () => void;
}) {
  const { t } = useTranslate();
  const locale = useLocale();
  const a = warehouse.address;
  const items: DescriptionItem<Warehouse>[] = [
    { field: 'code', label: 'warehouse.field.code' },
    { field: 'kind', label: 'warehouse.field.kind', render: (w) => t(`warehouse.kind.${w.kind}`) },
    { field: 'name', label: 'warehouse.field.name' },
    { field: 'nameEn', label: 'warehouse.field.nameEn' },
    { field: 'countryCode', label: 'warehouse.field.countryCode' },
    { field: 'currency', label: 'warehouse.field.currency' },
    {
      field: 'address',
      label: 'warehouse.field.address',
      span: 2,
      render: () => [a.street1, a.street2, a.city, a.state, a.postcode].filter(Boolean).join(', '),
    },
    { field: 'contact', label: 'warehouse.field.contact', render: (w) => w.contact || '—' },
    { field: 'phone', label: 'warehouse.field.phone', render: (w) => w.phone || '—' },
    { field: 'timezone', label: 'warehouse.field.timezone' },
    { field: 'ownerCustomerId', label: 'warehouse.field.owner', hidden: warehouse.ownerCustomerId === null },
    {
      field: 'createdAt',
      label: 'warehouse.field.createdAt',
      render: (w) => formatDateTime(w.createdAt, locale),
    },
    {
      field: 'capabilities',
      label: 'warehouse.field.capabilities',
      span: 2,
      render: (w) => (
        <Group gap={4}>
          {CAPABILITIES.filter((name) => w.capabilities[name]).map((name) => (
            <Badge key={name} variant="light" radius="sm" style={{ textTransform: 'none' }}>
              {t(`warehouse.capability.${name}`)}
            </Badge>
          ))}
        </Group>
      ),
    },
  ];
  return (
    <Stack gap="md">
      {warehouse.status === 'REJECTED' && warehouse.reviewRemark && (
        <Alert color="red" variant="light">
          {t('warehouse.detail.rejected', { reason: warehouse.reviewRemark })}
        </Alert>
      )}
      {warehouse.status === 'PENDING_APPROVAL' && (
        <Alert color="yellow" variant="light">
          {t('warehouse.detail.pending')}
        </Alert>
      )}
      <DocumentActions
        doc={warehouse}
        actions={actions}
        leading={
          onEdit && (
            <Button variant="default" leftSection={<IconPencil size={16} />} onClick={onEdit}>
              {t('warehouse.detail.edit')}
            </Button>
          )
        }
      />
      <Tabs defaultValue="basics">
        <Tabs.List>
          <Tabs.Tab value="basics">{t('warehouse.detail.basics')}</Tabs.Tab>
          <Tabs.Tab value="log">{t('warehouse.detail.log')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="basics" pt="md">
          <Descriptions items={items} data={warehouse} columns={{ base: 1, sm: 2 }} bordered />
        </Tabs.Panel>
        <Tabs.Panel value="log" pt="md">
          <ActionLogTab entries={warehouse.actionLog} kind="warehouse" />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
