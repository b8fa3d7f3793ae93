import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import type { CustomerOverview } from '@/api/business/customer';
import { formatMoney, formatNumber } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';

/** A customer's purses, one line per currency: balance and what is available of it. */
export function PurseLines({ customer }: { customer: CustomerOverview }) {
  const { t } = useTranslate();
  const locale = useLocale();
  if (customer.purses.length === 0)
    return (
      <Text fz="sm" c="dimmed">
        {t('customer.noPurse')}
      </Text>
    );
  return (
    <Stack gap={2}>
      {customer.purses.map((p) => (
        <Text key={p.currency} fz="sm">
          {t('customer.purseLine', {
            balance: formatMoney(p.balance, p.currency, locale),
            available: formatMoney(p.available, p.currency, locale),
          })}
        </Text>
      ))}
    </Stack>
  );
}

/** The credit limit of each purse. */
export function CreditLines({ customer }: { customer: CustomerOverview }) {
  const locale = useLocale();
  return (
    <Stack gap={2}>
      {customer.purses.map((p) => (
        <Text key={p.currency} fz="sm">
          {formatMoney(p.creditLimit, p.currency, locale)}
        </Text>
      ))}
    </Stack>
  );
}

/** Open documents per kind; outbound orders held in an exception stand out. */
export function OpenDocuments({ customer }: { customer: CustomerOverview }) {
  const { t } = useTranslate();
  const locale = useLocale();
  const { open } = customer;
  return (
    <Group gap={6} wrap="wrap">
      <Text fz="sm">
        {t('customer.openLine', {
          inbound: formatNumber(open.inbound, locale),
          outbound: formatNumber(open.outbound, locale),
          rma: formatNumber(open.rma, locale),
        })}
      </Text>
      {open.outboundException > 0 && (
        <Badge color="orange" variant="light" size="sm">
          {open.outboundArrears > 0
            ? t('customer.heldArrears', { count: open.outboundException, arrears: open.outboundArrears })
            : t('customer.held', { count: open.outboundException })}
        </Badge>
      )}
    </Group>
  );
}

/** Active or suspended, in words and colour. */
export function CustomerStatus({ status }: { status: CustomerOverview['status'] }) {
  const { t } = useTranslate();
  return (
    <Badge variant="light" color={status === 'ACTIVE' ? 'green' : 'gray'} w="fit-content">
      {t(`customer.status.${status}`)}
    </Badge>
  );
}
