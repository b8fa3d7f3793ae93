import { Group, Paper, Select, Stack } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import { useServerData } from '@/app/use-server-data';
import { isoDay } from '@/i18n/format';
import { BusinessPage } from '@/views/Business/shared/BusinessPage';
import type { StorageJobResult } from '@/api/business/finance';
import { StorageJobButton } from './bill/StorageJobButton';
import { StorageJobNotice } from './bill/StorageJobNotice';
import { customerOptions } from './parts/fee-customers';
import { SETTLEMENT_LIST_PATH } from './parts/settlement-paths';
import { CloseSection } from './settlement/CloseSection';
import { closableMonths, closablePeriod, monthBefore } from './settlement/close-period';

/**
 * `views/Finance/SettlementClose` (`/finance/settlement/close`, operator, business.md §9): choose a
 * customer and a month (last month at first), see what closing it would bill, then close it (asked
 * first) and open the new statement. A period already closed is refused in the server's words.
 */
export default function SettlementClose() {
  const { t } = useTranslate();
  const today = isoDay();
  const [customerId, setCustomerId] = useState<string | null>(null);
  const [month, setMonth] = useState<string | null>(() => monthBefore(today, 1));
  const customers = useServerData(['finance.settlement.customers'], customerOptions);
  const period = month ? closablePeriod(month, today) : null;
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
        {customerId && period ? (
          <CloseSection
            key={`${customerId} ${period.periodFrom}`}
            customerId={customerId}
            periodFrom={period.periodFrom}
            periodTo={period.periodTo}
          />
        ) : null}
      </Stack>
    </BusinessPage>
  );
}
