import { Alert, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import { useServerData } from '@/app/use-server-data';
import { formatDate, isoDay } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { BusinessPage } from '@/views/Business/shared/BusinessPage';
import { getSettlements, type StorageJobResult } from '@/api/business/finance';
import { StorageJobButton } from './bill/StorageJobButton';
import { StorageJobNotice } from './bill/StorageJobNotice';
import { customerOptions } from './parts/fee-customers';
import { SETTLEMENT_LIST_PATH } from './parts/settlement-paths';
import { CloseSection } from './settlement/CloseSection';
import { closableMonths, closablePeriod, firstOpenMonth } from './settlement/close-period';

/**
 * `views/Finance/SettlementClose` (`/finance/settlement/close`, operator, business.md §9): choose a
 * customer and a month, see what closing it would bill, then close it (asked first) and open the new
 * statement. The month offered first is the one after the customer's latest statement (last month,
 * as the seed leaves it); where that statement ended inside the month, what is left of it
 * (`closablePeriod`). A period already closed is refused in the server's words.
 */
export default function SettlementClose() {
  const { t } = useTranslate();
  const locale = useLocale();
  const today = isoDay();
  const [customerId, setCustomerId] = useState<string | null>(null);
  // null until the operator chooses one: the customer's first open month meanwhile
  const [chosenMonth, setMonth] = useState<string | null>(null);
  const customers = useServerData(['finance.settlement.customers'], customerOptions);
  // the last day the customer's latest statement billed (the list's newest period comes first)
  const latest = useServerData(['finance.settlement.latest', customerId], async () =>
    customerId
      ? ((await getSettlements({ customerId, pageIndex: 1, pageSize: 10 })).list[0]?.periodTo ?? null)
      : null,
  );
  const closedTo = latest.status === 'loaded' ? latest.data : null;
  const month = chosenMonth ?? firstOpenMonth(today, closedTo);
  const period = closablePeriod(month, today, closedTo);
  const [job, setJob] = useState<StorageJobResult | null>(null);
  return (
    <BusinessPage
      title={t('finance.settlement.close.title')}
      intro={t('finance.settlement.close.intro')}
      back={SETTLEMENT_LIST_PATH}
      backLabel={t('finance.settlement.backToList')}
      extra={<StorageJobButton onDone={setJob} />}
    >
      <Stack>
        {job && <StorageJobNotice result={job} onClose={() => setJob(null)} />}
        <Paper withBorder p="md">
          <Group align="flex-end" wrap="wrap">
            <Select
              label={t('business.field.customer')}
              required
              searchable
              data={
                customers.data?.map((o) => ({ value: String(o.value), label: o.label ?? String(o.value) })) ??
                []
              }
              disabled={!customers.data}
              value={customerId}
              onChange={setCustomerId}
              miw={240}
            />
            <Select
              label={t('finance.settlement.close.month')}
              required
              data={closableMonths(today)}
              value={month}
              onChange={setMonth}
              allowDeselect={false}
              miw={160}
            />
          </Group>
        </Paper>
        {customerId && latest.status === 'failed' ? (
          <Alert color="red" role="alert" title={t('finance.settlement.close.latestFailed')}>
            <Stack gap="xs" align="flex-start">
              <Text fz="sm">{latest.message}</Text>
              <Button size="xs" variant="light" color="red" onClick={latest.reload}>
                {t('common.retry')}
              </Button>
            </Stack>
          </Alert>
        ) : null}
        {customerId && latest.status === 'loaded' && period ? (
          <>
            <Stack gap={2} data-testid="close-period">
              <Text fz="sm" fw={500}>
                {t('finance.settlement.close.period', {
                  from: formatDate(period.periodFrom, locale),
                  to: formatDate(period.periodTo, locale),
                })}
              </Text>
              {closedTo !== null && period.periodFrom > `${month}-01` ? (
                <Text fz="sm" c="dimmed">
                  {t('finance.settlement.close.continues', { to: formatDate(closedTo, locale) })}
                </Text>
              ) : null}
            </Stack>
            <CloseSection
              key={`${customerId} ${period.periodFrom}`}
              customerId={customerId}
              periodFrom={period.periodFrom}
              periodTo={period.periodTo}
            />
          </>
        ) : null}
      </Stack>
    </BusinessPage>
  );
}
