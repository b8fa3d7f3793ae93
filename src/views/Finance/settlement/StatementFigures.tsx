import { Group, Table, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import type { Settlement } from '@/api/business/types/documents';
import { formatMoney } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { FEE_BUSINESSES, feeBusinessKey, sumMoney } from '../parts/fee-words';

export type StatementFiguresOf = Pick<
  Settlement,
  'currency' | 'openingBalance' | 'recharges' | 'feesByBusiness' | 'otherMovements' | 'closingBalance'
> & { adjustmentTotal?: number };

/** Whether closing = opening + recharges − fees + other movements, to the cent. */
export function addsUp(s: StatementFiguresOf): boolean {
  const fees = sumMoney(Object.values(s.feesByBusiness));
  return (
    Math.round((s.openingBalance + s.recharges - fees + s.otherMovements) * 100) ===
    Math.round(s.closingBalance * 100)
  );
}

/** A statement's (or a preview's) figures, showing that they add up to the closing balance. */
export function StatementFigures({ figures, label }: { figures: StatementFiguresOf; label: string }) {
  const { t } = useTranslate();
  const locale = useLocale();
  const money = (amount: number) => formatMoney(amount, figures.currency, locale);
  const fees = sumMoney(Object.values(figures.feesByBusiness));
  const ok = addsUp(figures);
  const row = (key: string, amount: string, testId: string, strong = false) => (
    <Table.Tr key={testId}>
      <Table.Th scope="row" fw={strong ? 700 : 400}>
        {key}
      </Table.Th>
      <Table.Td ta="right" fw={strong ? 700 : 400} data-testid={testId} style={{ whiteSpace: 'nowrap' }}>
        {amount}
      </Table.Td>
    </Table.Tr>
  );
  return (
    <div>
      <Table aria-label={label} maw={520} withRowBorders>
        <Table.Tbody>
          {row(t('finance.settlement.opening'), money(figures.openingBalance), 'figure-opening')}
          {row(t('finance.settlement.recharges'), `+ ${money(figures.recharges)}`, 'figure-recharges')}
          {FEE_BUSINESSES.map((business) =>
            row(
              t('finance.settlement.feesOf', { business: t(feeBusinessKey(business)) }),
              `− ${money(figures.feesByBusiness[business])}`,
              `figure-fees-${business}`,
            ),
          )}
          {row(t('finance.settlement.otherMovements'), money(figures.otherMovements), 'figure-other')}
          {row(t('finance.settlement.closing'), money(figures.closingBalance), 'figure-closing', true)}
          {figures.adjustmentTotal
            ? row(t('finance.settlement.adjustments'), money(figures.adjustmentTotal), 'figure-adjustments')
            : null}
        </Table.Tbody>
      </Table>
      <Group gap={6} mt="xs">
        <ThemeIcon size="sm" radius="xl" color={ok ? 'teal' : 'red'} variant="light">
          {ok ? <IconCheck size={14} /> : <IconX size={14} />}
        </ThemeIcon>
        <Text fz="sm" c={ok ? undefined : 'red'}>
          {t(ok ? 'finance.settlement.addsUp' : 'finance.settlement.doesNotAddUp', {
            opening: money(figures.openingBalance),
            recharges: money(figures.recharges),
            fees: money(fees),
            other: money(figures.otherMovements),
            closing: money(figures.closingBalance),
          })}
        </Text>
      </Group>
    </div>
  );
}
