import { useTranslate } from '@tolgee/react';
import { useMemo } from 'react';
import { type InboundQuery } from '@/api/business/inbound';
import type { InboundOrder } from '@/api/business/types/documents';
import { navigate } from '@/app/router/hash-location';
import type { TableColumn } from '@/components/Table/types';
import { BusinessList } from '@/views/Business/shared/BusinessList';
import { BusinessPage } from '@/views/Business/shared/BusinessPage';
import { RowActions } from '@/views/Business/shared/RowActions';
import { useBusinessList } from '@/views/Business/shared/use-business-list';
import { useLocale } from '@/i18n/use-locale';
import { detailPath } from './parts/inbound-paths';
import { INBOUND_SEARCH, inboundColumns } from './lists/inbound-columns';
import { VERIFY_ACTIONS, LIST_HANDLERS, useInboundActions } from './parts/inbound-actions';
import { INBOUND_VERIFY } from './list-sources';

const HIDDEN_HERE = new Set(['status', 'createdAt']);

/** `/inbound/verify`: the operator's queue of submitted orders, oldest first: approve, or reject why. */
export default function InboundVerify() {
  const { t } = useTranslate();
  const locale = useLocale();
  const list = useBusinessList<InboundOrder, InboundQuery>({ ...INBOUND_VERIFY, rowKey: (row) => row.id });
  const actions = useInboundActions(VERIFY_ACTIONS, list.reload, LIST_HANDLERS);
  const columns = useMemo<TableColumn<InboundOrder>[]>(
    () => [
      ...inboundColumns(locale, true).filter((column) => !HIDDEN_HERE.has(column.field)),
      {
        field: 'actions',
        title: 'business.field.actions',
        alwaysShown: true,
        fixed: 'right',
        width: 260,
        render: (row) => (
          <RowActions
            doc={row}
            actions={actions}
            inline={2}
            view={{
              label: t('inbound.list.viewOne', { no: row.inboundNo }),
              onClick: () => navigate(detailPath(row.id)),
            }}
          />
        ),
      },
    ],
    [locale, actions, t],
  );
  return (
    <BusinessPage title={t('businessMenu.inboundVerify')} intro={t('inbound.verify.intro')}>
      <BusinessList
        list={list}
        aria-label={t('businessMenu.inboundVerify')}
        columns={columns}
        searchSchema={INBOUND_SEARCH}
        actions={actions}
        onRowClick={(row) => navigate(detailPath(row.id))}
        emptyMessage={t('inbound.verify.empty')}
      />
    </BusinessPage>
  );
}
