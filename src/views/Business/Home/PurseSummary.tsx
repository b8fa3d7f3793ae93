import { Alert, Anchor, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { formatMoney } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import type { PurseTotal } from './home-data';

/**
 * Balance, frozen, credit and what can be spent, per currency; a warning for each purse below its
 * owner's low-balance alert, leading to that purse (an operator's names the customer).
 */
export function PurseSummary({ purses, operator = false }: { purses: PurseTotal[]; operator?: boolean }) {
  const { t } = useTranslate();
  const locale = useLocale();
  if (purses.length === 0) {
    return (
      <Text fz="sm" c="dimmed">
        {t('business.home.purseEmpty')}
      </Text>
    );
  }
  return (
    <Stack gap="md">
      {purses.map((purse) => (
        <Stack key={purse.currency} gap={6}>
          <Group justify="space-between" align="baseline">
            <Text fz="xs" c="dimmed">
              {t('business.home.purseBalance')} · {purse.currency}
            </Text>
            <Text
              fz={24}
              fw={700}
              c={purse.balance < 0 ? 'red' : undefined}
              data-testid={`purse-${purse.currency}`}
            >
              {formatMoney(purse.balance, purse.currency, locale)}
            </Text>
          </Group>
          <SimpleGrid cols={3} spacing="xs">
            {(
              [
                ['purseAvailable', purse.available],
                ['purseFrozen', purse.frozen],
                ['purseCredit', purse.creditLimit],
              ] as const
            ).map(([key, value]) => (
              <Stack key={key} gap={0}>
                <Text fz="xs" c="dimmed">
                  {t(`business.home.${key}`)}
                </Text>
                <Text fz="sm" fw={500}>
                  {formatMoney(value, purse.currency, locale)}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
          <Anchor href="#/finance/purse" fz="xs">
            {t('finance.purse.open', { currency: purse.currency })}
          </Anchor>
          {purse.low.map((low) => (
            <Alert
              key={low.customerId}
              role="status"
              color="orange"
              variant="light"
              p="xs"
              title={t('finance.purse.lowAlert.warningTitle', { currency: purse.currency })}
            >
              <Stack gap={2}>
                {operator ? (
                  <Text fz="xs" fw={600}>
                    {t('finance.purse.lowAlert.homeCustomer', { customer: low.customerId })}
                  </Text>
                ) : null}
                <Text fz="xs">
                  {t('finance.purse.lowAlert.warning', {
                    alert: formatMoney(low.alert, purse.currency, locale),
                    missing: formatMoney(low.missing, purse.currency, locale),
                  })}
                </Text>
                <Anchor
                  href={operator ? `#/finance/purse?customerId=${low.customerId}` : '#/finance/purse'}
                  fz="xs"
                  fw={600}
                >
                  {t('finance.purse.lowAlert.openPurse', { currency: purse.currency })}
                </Anchor>
              </Stack>
            </Alert>
          ))}
          {purse.balance < 0 && (
            <Alert color="red" variant="light" p="xs">
              <Text fz="xs">{t('business.home.purseNegative')}</Text>
            </Alert>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
