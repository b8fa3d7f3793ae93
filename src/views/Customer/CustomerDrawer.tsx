import { Anchor, Button, Drawer, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslate } from '@tolgee/react';
import type { CustomerOverview } from '@/api/business/customer';
import { formatMoney, formatNumber } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { HashLink } from '@/views/Business/shared/HashLink';
import { CustomerStatus } from './CustomerFigures';
import { customerLinks } from './customer-links';
import { CustomerUsers } from './CustomerUsers';
import { SuspendButton } from './SuspendButton';

/** One customer: who, purses, open documents and stock, and the way into each of its lists. */
export function CustomerDrawer({
  customer,
  onClose,
  onEdit,
  onSuspended,
  canInvite,
}: {
  customer: CustomerOverview | null;
  onClose: () => void;
  /** absent without the `customer:edit` permission */
  onEdit?: (customer: CustomerOverview) => void;
  /** absent without the `customer:suspend` permission; the list reloads after */
  onSuspended?: () => void;
  canInvite: boolean;
}) {
  const { t } = useTranslate();
  const locale = useLocale();
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const counts: Record<string, number> = customer
    ? {
        inbound: customer.open.inbound,
        outbound: customer.open.outbound,
        outboundException: customer.open.outboundException,
        rma: customer.open.rma,
        stock: customer.stockUnits,
      }
    : {};
  return (
    <Drawer
      opened={customer !== null}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'md'}
      title={customer ? t('customer.drawerTitle', { name: customer.name, id: customer.id }) : ''}
    >
      {customer && (
        <Stack gap="md">
          <SimpleGrid cols={2} spacing="xs">
            <Text fz="sm" c="dimmed">
              {t('customer.field.code')}
            </Text>
            <Text fz="sm">{customer.code}</Text>
            <Text fz="sm" c="dimmed">
              {t('customer.field.email')}
            </Text>
            <Anchor fz="sm" href={`mailto:${customer.email}`}>
              {customer.email}
            </Anchor>
            <Text fz="sm" c="dimmed">
              {t('customer.field.status')}
            </Text>
            <CustomerStatus status={customer.status} />
            <Text fz="sm" c="dimmed">
              {t('customer.field.warehouseCodes')}
            </Text>
            <Text fz="sm">{customer.warehouseCodes?.join(', ') ?? t('customer.everyWarehouse')}</Text>
          </SimpleGrid>
          {onEdit || onSuspended ? (
            <Group gap="xs">
              {onEdit ? (
                <Button
                  size="compact-sm"
                  variant="light"
                  leftSection={<IconPencil size={14} />}
                  onClick={() => onEdit(customer)}
                >
                  {t('customer.edit')}
                </Button>
              ) : null}
              {onSuspended ? <SuspendButton customer={customer} onDone={onSuspended} /> : null}
            </Group>
          ) : null}
          <Title order={5}>{t('customer.purses')}</Title>
          <Table aria-label={t('customer.purses')} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th ta="right">{t('customer.field.balance')}</Table.Th>
                <Table.Th ta="right">{t('customer.field.available')}</Table.Th>
                <Table.Th ta="right">{t('customer.field.creditLimit')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {customer.purses.map((p) => (
                <Table.Tr key={p.currency}>
                  <Table.Td ta="right">{formatMoney(p.balance, p.currency, locale)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(p.available, p.currency, locale)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(p.creditLimit, p.currency, locale)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Title order={5}>{t('customer.users.title')}</Title>
          <CustomerUsers
            customerId={customer.id}
            customerName={customer.name}
            canInvite={canInvite}
            readsOutbox
          />
          <Title order={5}>{t('customer.lists')}</Title>
          <Stack gap={6} component="nav" aria-label={t('customer.lists')}>
            {customerLinks(customer.id).map((link) => (
              <HashLink key={link.key} to={link.to} fz="sm">
                {t(`customer.link.${link.key}`, { count: formatNumber(counts[link.key] ?? 0, locale) })}
              </HashLink>
            ))}
          </Stack>
        </Stack>
      )}
    </Drawer>
  );
}
