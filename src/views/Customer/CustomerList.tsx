import { Button, Group, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { getCustomerOverviews, type CustomerOverview } from '@/api/business/customer';
import type { ListQuery } from '@/api/business/types/api';
import { navigate, useHashSearch } from '@/app/router/hash-location';
import { formatNumber } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { BusinessList } from '@/views/Business/shared/BusinessList';
import { BusinessPage } from '@/views/Business/shared/BusinessPage';
import { useBusinessList } from '@/views/Business/shared/use-business-list';
import { CustomerDrawer } from './CustomerDrawer';
import { CreditLines, CustomerStatus, OpenDocuments, PurseLines } from './CustomerFigures';

const PATH = '/warehouse/customers';

/**
 * `/warehouse/customers` (operator only, business.md §11): every customer with its purses, credit
 * limits, open documents and stock; a customer's drawer (`?id=`, kept in the address) leads into its
 * filtered lists.
 */
export default function CustomerList() {
  const { t } = useTranslate();
  const locale = useLocale();
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
        emptyMessage={t('customer.empty')}
      />
      <CustomerDrawer customer={shown} onClose={() => navigate(PATH)} />
    </BusinessPage>
  );
}
