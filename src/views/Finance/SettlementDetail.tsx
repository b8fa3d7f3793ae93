import { useTranslate } from '@tolgee/react';
import { useParams } from 'wouter';
import { getSettlement } from '@/api/business/finance';
import { BusinessPage } from '@/views/Business/shared/BusinessPage';
import { DocumentGate } from '@/views/Business/shared/DocumentGate';
import { StatusBadge } from '@/views/Business/shared/StatusBadge';
import { useDocument } from '@/views/Business/shared/use-document';
import { SETTLEMENT_LIST_PATH } from './parts/settlement-paths';
import { SettlementBody } from './settlement/SettlementBody';

/**
 * `views/Finance/SettlementDetail` (`/finance/settlement/detail/:id`, business.md §9): one statement,
 * its figures adding up, the items it billed, its downloads and the steps its chart allows: the
 * customer confirms or disputes chosen items with a note, the operator answers with adjustments.
 * Another customer's statement is the 404 page.
 */
export default function SettlementDetail() {
  const { t } = useTranslate();
  const { id = '' } = useParams<{ id: string }>();
  const state = useDocument(getSettlement, id);
  const settlement = state.doc;
  return (
    <BusinessPage
      title={settlement?.settlementNo ?? t('finance.settlement.detailTitle')}
      extra={settlement && <StatusBadge kind="settlement" status={settlement.status} />}
      back={SETTLEMENT_LIST_PATH}
      backLabel={t('finance.settlement.backToList')}
    >
      <DocumentGate state={state}>
        {(loaded) => <SettlementBody settlement={loaded} reload={state.reload} />}
      </DocumentGate>
    </BusinessPage>
  );
}
