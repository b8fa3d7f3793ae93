import { Button, Group, Text } from '@mantine/core';
import { IconEye, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslate } from '@tolgee/react';
import { getCustomerOverviews, type CustomerOverview } from '@/api/business/customer';
import type { ListQuery } from '@/api/business/types/api';
import { navigate, useHashSearch } from '@/app/router/hash-location';
import { usePermission } from '@/components/Permission/use-permission';
import { formatNumber } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { BusinessList } from '@/views/Business/shared/BusinessList';
import { BusinessPage } from '@/views/Business/shared/BusinessPage';
import { useBusinessList } from '@/views/Business/shared/use-business-list';
import { CustomerDrawer } from './CustomerDrawer';
import { CustomerForm } from './CustomerForm';
import { CreditLines, CustomerStatus, OpenDocuments, PurseLines } from './CustomerFigures';

const PATH = '/warehouse/customers';

/**
 * `/warehouse/customers` (operator only, business.md §11): every customer with its purses, credit
 * limits, open documents and stock; a customer's drawer (`?id=`, kept in the address) leads into its
 * filtered lists and its users. An operator takes a new customer on here, changes one, and invites
 * its users (issue #41 §3).
 */
export default function CustomerList() {
  const { t } = useTranslate();
  const locale = useLocale();
  const { hasPermission } = usePermission();
  const [editing, setEditing] = useState<{ customer: CustomerOverview | null } | null>(null);
  const openId = new URLSearchParams(useHashSearch()).get('id') ?? '';
  const list = useBusinessList<CustomerOverview, ListQuery>({
    listId: 'customer.list',
    fetch: getCustomerOverviews,
    rowKey: (row) => row.id,
    defaultSort: { field: 'id', order: 'asc' },
    inUrl: false,
  });
  const open = (row: CustomerOverview) => navigate(`${PATH}?id=${encodeURIComponent(row.id)}`);
  const shown = list.rows.find((row) => row.id === openId) ?? null;
  const addButton = hasPermission('customer:add') && (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ customer: null })}>
      {t('customer.add')}
    </Button>
  );
  return (
    <BusinessPage title={t('businessMenu.customerList')} intro={t('customer.intro')}>
      <BusinessList
        list={list}
        aria-label={t('customer.listTitle')}
        columns={[
          {
            field: 'name',
            title: 'customer.field.name',
            width: 200,
            sortable: true,
            render: (row) => (
              <Group gap={6} wrap="nowrap">
                <Text fz="sm" fw={500}>
                  {row.name}
                </Text>
                <Text fz="xs" c="dimmed">
                  {row.id}
                </Text>
              </Group>
            ),
          },
          {
            field: 'status',
            title: 'customer.field.status',
            width: 110,
            render: (row) => <CustomerStatus status={row.status} />,
          },
          {
            field: 'purses',
            title: 'customer.field.purses',
            width: 250,
            render: (row) => <PurseLines customer={row} />,
          },
          {
            field: 'creditLimit',
            title: 'customer.field.creditLimit',
            width: 120,
            align: 'right',
            render: (row) => <CreditLines customer={row} />,
          },
          {
            field: 'open',
            title: 'customer.field.open',
            width: 220,
            render: (row) => <OpenDocuments customer={row} />,
          },
          {
            field: 'stockUnits',
            title: 'customer.field.stockUnits',
            width: 100,
            align: 'right',
            sortable: true,
            render: (row) => formatNumber(row.stockUnits, locale),
          },
          {
            field: 'actions',
            alwaysShown: true,
            fixed: 'right',
            width: 90,
            render: (row) => (
              <Button
                size="compact-sm"
                variant="light"
                leftSection={<IconEye size={14} />}
                onClick={() => open(row)}
                aria-label={t('customer.viewNamed', { name: row.name })}
              >
                {t('customer.view')}
              </Button>
            ),
          },
        ]}
        searchSchema={[{ field: 'keyword', kind: 'text', label: 'customer.keyword' }]}
        toolbar={addButton}
        emptyMessage={t('customer.empty')}
        emptyAction={addButton}
      />
      <CustomerDrawer
        customer={shown}
        onClose={() => navigate(PATH)}
        onEdit={hasPermission('customer:edit') ? (customer) => setEditing({ customer }) : undefined}
        onSuspended={hasPermission('customer:suspend') ? list.reload : undefined}
        canInvite={hasPermission('customer:invite')}
      />
      {editing && (
        <CustomerForm
          customer={editing.customer}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            list.reload();
            navigate(`${PATH}?id=${encodeURIComponent(saved.id)}`);
          }}
        />
      )}
    </BusinessPage>
  );
}
