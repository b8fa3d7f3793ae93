import { Alert, Button, Group, List, Modal, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import type { FeeEstimate } from '@/api/business/types/api';
import type { Purse } from '@/api/business/types/ledger';
import { formatMoney, formatNumber } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';

export interface StockShortage {
  sku: string;
  asked: number;
  available: number;
}

/** What the purse can pay: balance − frozen + credit limit (the back-end's check at submit). */
export const spendableOf = (purse: Purse | null) =>
  purse ? Math.round((purse.balance - purse.frozen + purse.creditLimit) * 100) / 100 : 0;

interface SubmitDialogProps {
  opened: boolean;
  estimate: FeeEstimate | null;
  purse: Purse | null;
  /** the user's role sees no money (the orders role): the purse is neither read nor shown */
  purseHidden?: boolean;
  /** the stock SKUs the order asks more of than the warehouse has available */
  shortages: StockShortage[];
  warehouseCode: string;
  submitting: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Before the order is submitted: the fees it will cost, the purse before and after, and — in words,
 * with what to do — the checks it would fail (stock, funds): such an order lands in EXCEPTION.
 */
export function SubmitDialog({
  opened,
  estimate,
  purse,
  purseHidden = false,
  shortages,
  warehouseCode,
  submitting,
  onConfirm,
  onClose,
}: SubmitDialogProps) {
  const { t } = useTranslate();
  const locale = useLocale();
  const currency = estimate?.currency ?? purse?.currency ?? '';
  const money = (amount: number) => formatMoney(amount, currency, locale);
  const spendable = spendableOf(purse);
  const arrears = !purseHidden && estimate !== null && spendable < estimate.total;
  const after = (purse?.balance ?? 0) - (estimate?.total ?? 0);
  const blocked = arrears || shortages.length > 0;
  return (
    <Modal opened={opened} onClose={onClose} title={t('outbound.edit.estimate.title')} size="lg" centered>
      {estimate ? (
        <Stack gap="md">
          <Text fz="sm">{t('outbound.edit.estimate.intro')}</Text>
          <Table withTableBorder aria-label={t('outbound.edit.estimate.fees')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('outbound.edit.estimate.fee')}</Table.Th>
                <Table.Th ta="right">{t('outbound.edit.estimate.quantity')}</Table.Th>
                <Table.Th ta="right">{t('outbound.edit.estimate.amount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {estimate.items.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={3}>{t('outbound.edit.estimate.none')}</Table.Td>
                </Table.Tr>
              ) : (
                estimate.items.map((item) => (
                  <Table.Tr key={item.feeCode}>
                    <Table.Td>{t(`outbound.edit.fee.${item.feeCode}`, item.feeCode)}</Table.Td>
                    <Table.Td ta="right">
                      {formatNumber(item.quantity, locale)} {t(`outbound.edit.unit.${item.unit}`, item.unit)}
                    </Table.Td>
                    <Table.Td ta="right">{money(item.amount)}</Table.Td>
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th colSpan={2}>{t('outbound.edit.estimate.total')}</Table.Th>
                <Table.Th ta="right" data-testid="estimate-total">
                  {money(estimate.total)}
                </Table.Th>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
          {purseHidden ? (
            <Alert color="blue">{t('outbound.edit.estimate.purseHidden')}</Alert>
          ) : (
            <Table withTableBorder aria-label={t('outbound.edit.estimate.purse')}>
              <Table.Tbody>
                <Table.Tr>
                  <Table.Th scope="row">{t('outbound.edit.estimate.balance')}</Table.Th>
                  <Table.Td ta="right" data-testid="purse-balance">
                    {purse ? money(purse.balance) : t('outbound.edit.estimate.noPurse', { currency })}
                  </Table.Td>
                </Table.Tr>
                {purse && (purse.frozen > 0 || purse.creditLimit > 0) ? (
                  <Table.Tr>
                    <Table.Th scope="row">{t('outbound.edit.estimate.spendable')}</Table.Th>
                    <Table.Td ta="right">{money(spendable)}</Table.Td>
                  </Table.Tr>
                ) : null}
                <Table.Tr>
                  <Table.Th scope="row">{t('outbound.edit.estimate.after')}</Table.Th>
                  <Table.Td ta="right" c={after < 0 ? 'red' : undefined} data-testid="purse-after">
                    {money(after)}
                  </Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
          )}
          {arrears ? (
            <Alert
              color="red"
              icon={<IconAlertTriangle size={18} />}
              title={t('outbound.edit.estimate.arrearsTitle')}
            >
              {t('outbound.edit.estimate.arrears', {
                total: money(estimate.total),
                spendable: money(spendable),
              })}
            </Alert>
          ) : null}
          {shortages.length > 0 ? (
            <Alert
              color="red"
              icon={<IconAlertTriangle size={18} />}
              title={t('outbound.edit.estimate.stockTitle')}
            >
              <Stack gap={4}>
                <List size="sm">
                  {shortages.map((s) => (
                    <List.Item key={s.sku}>
                      {t('outbound.edit.estimate.stockLine', {
                        sku: s.sku,
                        asked: formatNumber(s.asked, locale),
                        available: formatNumber(s.available, locale),
                        warehouse: warehouseCode,
                      })}
                    </List.Item>
                  ))}
                </List>
                <Text fz="sm">{t('outbound.edit.estimate.stockAdvice')}</Text>
              </Stack>
            </Alert>
          ) : (
            <Alert color="blue" variant="light">
              {t('outbound.edit.estimate.note')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={submitting}>
              {t('outbound.edit.estimate.back')}
            </Button>
            <Button
              onClick={onConfirm}
              loading={submitting}
              color={blocked ? 'orange' : undefined}
              data-autofocus
            >
              {blocked ? t('outbound.edit.estimate.confirmAnyway') : t('outbound.edit.estimate.confirm')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
