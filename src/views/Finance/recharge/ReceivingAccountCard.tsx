import { Alert, Card, CopyButton, Group, Stack, Text, Tooltip, ActionIcon } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import type { RechargeMethod } from '@machines/business/recharge.machine';
import { RECEIVING_ACCOUNTS } from '@/api/rules/recharge';

/** Where to send the money for the chosen method; a card payment is charged by the payment step. */
export function ReceivingAccountCard({ method }: { method: RechargeMethod }) {
  const { t } = useTranslate();
  const account = RECEIVING_ACCOUNTS[method];
  if (!account) {
    return (
      <Alert color="blue" title={t('finance.recharge.card.title')}>
        {t('finance.recharge.card.message')}
      </Alert>
    );
  }
  const rows: [string, string][] = [
    ['finance.recharge.account.holder', account.holder],
    ['finance.recharge.account.account', account.account],
    ['finance.recharge.account.institution', account.institution],
    ...(account.swift ? ([['finance.recharge.account.swift', account.swift]] as [string, string][]) : []),
  ];
  return (
    <Card withBorder padding="md" component="section" aria-label={t('finance.recharge.account.title')}>
      <Stack gap={6}>
        <Text fw={600}>{t('finance.recharge.account.title')}</Text>
        <Text fz="sm" c="dimmed">
          {t('finance.recharge.account.hint')}
        </Text>
        {rows.map(([label, value]) => (
          <Group key={label} gap="xs" wrap="nowrap" justify="space-between">
            <Text fz="sm" c="dimmed" miw={110}>
              {t(label)}
            </Text>
            <Group gap={4} wrap="nowrap">
              <Text fz="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
                {value}
              </Text>
              <CopyButton value={value}>
                {({ copied, copy }) => (
                  <Tooltip
                    label={t(copied ? 'finance.recharge.account.copied' : 'finance.recharge.account.copy')}
                  >
                    <ActionIcon
                      variant="subtle"
                      size="sm"
                      onClick={copy}
                      aria-label={t('finance.recharge.account.copyOne', { what: t(label) })}
                    >
                      {copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                    </ActionIcon>
                  </Tooltip>
                )}
              </CopyButton>
            </Group>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
