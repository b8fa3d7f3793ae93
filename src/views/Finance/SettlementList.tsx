import { Button } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { useMemo } from 'react';
import { SETTLEMENT_STATUSES } from '@machines/business/settlement.machine';
import { exportSettlements, type SettlementQuery } from '@/api/business/finance';
import type { Settlement } from '@/api/business/types/documents';
import { navigate } from '@/app/router/hash-location';
import { Permission } from '@/components/Permission/Permission';
import { useLocale } from '@/i18n/use-locale';
import { BusinessList } from '@/views/Business/shared/BusinessList';
import { BusinessPage } from '@/views/Business/shared/BusinessPage';
import { useBusinessList } from '@/views/Business/shared/use-business-list';
import { useBusinessRole } from '@/views/Business/shared/use-business-role';
import { SETTLEMENT_LIST_HANDLERS, useSettlementActions } from './parts/settlement-actions';
import { SETTLEMENT_CLOSE_PATH } from './parts/settlement-paths';
import { settlementColumns } from './settlement/settlement-columns';
import { settlementSearch } from './settlement/settlement-search';
import { SETTLEMENTS } from './list-sources';

/** `views/Finance/SettlementList` (`/finance/settlement`, business.md §9): the statements by status. */
export default function SettlementList() {
  const { t } = useTranslate();
  const locale = useLocale();
  const operator = useBusinessRole() === 'operator';
  const list = useBusinessList<Settlement, SettlementQuery>({ ...SETTLEMENTS, rowKey: (row) => row.id });
  const actions = useSettlementActions(list.reload, SETTLEMENT_LIST_HANDLERS);
  const columns = useMemo(() => settlementColumns(locale, operator, actions), [locale, operator, actions]);
  const schema = useMemo(() => settlementSearch(operator), [operator]);
  const title = t('finance.settlement.title');
  const close = (
    <Button onClick={() => navigate(SETTLEMENT_CLOSE_PATH)}>{t('finance.settlement.closePeriod')}</Button>
  );
  return (
    <BusinessPage title={title} intro={t('finance.settlement.intro')}>
      <BusinessList
        list={list}
        aria-label={title}
        columns={columns}
        searchSchema={schema}
        statusTabs={{ kind: 'settlement', statuses: SETTLEMENT_STATUSES }}
        exporter={exportSettlements}
        exportName={t('finance.settlement.exportName')}
        actions={actions}
        toolbar={operator ? <Permission value="settlement:adjust">{close}</Permission> : undefined}
        emptyMessage={t('finance.settlement.empty')}
      />
    </BusinessPage>
  );
}
