import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import type { Purse } from '@/api/business/types/ledger';
import { availableOf } from '@/api/rules/purse';
import { formatMoney } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import type { FundsAction } from './FundsDialog';
import { LowBalanceAlertSetting, LowBalanceWarning } from './LowBalanceAlert';

export interface PurseCardProps {
  purse: Purse;
  /** the operator's actions on the purse (each shown when its permission is granted) */
  operatorActions?: FundsAction[];
  onAction?: (action: FundsAction) => void;
  /** the customer's way to top the purse up */
  rechargeHref?: string;
  /** the merchant sets its own low-balance alert here (the operator only sees it) */
  alertEditable?: boolean;
  onAlertSaved?: (purse: Purse) => void;
}

/**
 * One currency's purse: balance, frozen, credit limit and what can be spent; the merchant's
 * low-balance alert and, while available is below it, the warning with the recharge it needs.
 */
export function PurseCard({
  purse,
  operatorActions = [],
  onAction,
  rechargeHref,
  alertEditable = false,
  onAlertSaved,
}: PurseCardProps) {
  const { t } = useTranslate();
  const locale = useLocale();
  const money = (value: number) => formatMoney(value, purse.currency, locale);
  const available = availableOf(purse);
  const figures: [string, number][] = [
    ['finance.purse.balance', purse.balance],
    ['finance.purse.frozen', purse.frozen],
    ['finance.purse.creditLimit.label', purse.creditLimit],
  ];
  return (
    <Card
      withBorder
      padding="md"
      component="section"
      aria-label={t('finance.purse.cardTitle', { currency: purse.currency })}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={3} fz="h4">
            {t('finance.purse.cardTitle', { currency: purse.currency })}
          </Title>
          {rechargeHref ? (
            <Button
              component="a"
              href={rechargeHref}
              size="xs"
              variant="light"
              leftSection={<IconCreditCard size={14} />}
            >
              {t('finance.purse.recharge')}
            </Button>
          ) : null}
        </Group>
        <Stack gap={0}>
          <Text fz="sm" c="dimmed">
            {t('finance.purse.available')}
          </Text>
          <Text
            fz={28}
            fw={700}
            c={available < 0 ? 'red' : undefined}
            aria-label={t('finance.purse.available')}
          >
            {money(available)}
          </Text>
          <Text fz="xs" c="dimmed">
            {t('finance.purse.availableHint')}
          </Text>
        </Stack>
        <SimpleGrid cols={3} spacing="xs">
          {figures.map(([label, value]) => (
            <Stack key={label} gap={0}>
              <Text fz="xs" c="dimmed">
                {t(label)}
              </Text>
              <Text fz="sm" fw={600} c={value < 0 ? 'red' : undefined}>
                {money(value)}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        <LowBalanceWarning purse={purse} canRecharge={Boolean(rechargeHref)} />
        <LowBalanceAlertSetting purse={purse} editable={alertEditable} onSaved={onAlertSaved} />
        {operatorActions.length > 0 ? (
          <Group gap="xs" wrap="wrap">
            {operatorActions.map((action) => (
              <Button key={action} size="xs" variant="default" onClick={() => onAction?.(action)}>
                {t(`finance.purse.${action}.open`)}
              </Button>
            ))}
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
