import { useTranslate } from '@tolgee/react';
import { useMemo, useState } from 'react';
import {
  EXCEPTION_STATUSES,
  exceptionContextOf,
  inboundExceptionMachine,
  type Resolution,
} from '@machines/business/inbound-exception.machine';
import { inboundExceptionAction, type InboundExceptionRow } from '@/api/business/inbound';
import { fieldErrors } from '@/api/errors';
import type { TableColumn } from '@/components/Table/types';
import type { ActionSpec } from '@/views/Business/shared/action-spec';
import { BusinessList } from '@/views/Business/shared/BusinessList';
import { BusinessPage } from '@/views/Business/shared/BusinessPage';
import { RowActions } from '@/views/Business/shared/RowActions';
import { useBusinessList } from '@/views/Business/shared/use-business-list';
import { useBusinessRole } from '@/views/Business/shared/use-business-role';
import { useDocumentActions } from '@/views/Business/shared/use-document-actions';
import { EXCEPTION_PERMISSIONS } from './parts/inbound-actions';
import { exceptionColumns, EXCEPTION_SEARCH } from './lists/exception-columns';
import { ResolutionDialog, type ResolutionStep } from './lists/ResolutionDialog';
import { INBOUND_EXCEPTIONS, type ExceptionQuery } from './list-sources';

const EXCEPTION_ACTIONS: readonly ActionSpec[] = [
  { event: 'chooseResolution', permission: EXCEPTION_PERMISSIONS.chooseResolution, color: 'blue' },
  { event: 'askCustomer', permission: EXCEPTION_PERMISSIONS.askCustomer, confirm: true, color: 'orange' },
  { event: 'resolve', permission: EXCEPTION_PERMISSIONS.resolve, color: 'green' },
];

/**
 * `/inbound/exceptions`: receiving exceptions of both sides (business.md §5). The operator asks the
 * customer or closes with a resolution; the customer chooses a resolution where asked.
 */
export default function InboundExceptions() {
  const { t } = useTranslate();
  const role = useBusinessRole();
  const [resolving, setResolving] = useState<{ exception: InboundExceptionRow; step: ResolutionStep } | null>(
    null,
  );
  const list = useBusinessList<InboundExceptionRow, ExceptionQuery>({
    ...INBOUND_EXCEPTIONS,
    rowKey: (row) => row.id,
  });
  const actions = useDocumentActions<InboundExceptionRow>({
    machine: inboundExceptionMachine,
    specs: EXCEPTION_ACTIONS,
    run: (row) => inboundExceptionAction(row.id, 'askCustomer'),
    nameOf: (row) => `${row.inboundNo} · ${row.sku}`,
    contextOf: exceptionContextOf,
    onChanged: list.reload,
    handlers: {
      chooseResolution: (exception) => setResolving({ exception, step: 'chooseResolution' }),
      resolve: (exception) => setResolving({ exception, step: 'resolve' }),
    },
  });
  const runResolution = async (
    exception: InboundExceptionRow,
    step: ResolutionStep,
    resolution: Resolution,
  ) => {
    try {
      await inboundExceptionAction(exception.id, step, { resolution });
      list.reload();
      return null;
    } catch (error) {
      const fields = Object.values(fieldErrors(error));
      return fields[0] ?? (error instanceof Error ? error.message : '');
    }
  };
  const columns = useMemo<TableColumn<InboundExceptionRow>[]>(
    () => [
      ...exceptionColumns(role === 'operator'),
      {
        field: 'actions',
        title: 'business.field.actions',
        alwaysShown: true,
        fixed: 'right',
        width: 220,
        render: (row) => <RowActions doc={row} actions={actions} inline={2} />,
      },
    ],
    [role, actions],
  );
  return (
    <BusinessPage
      title={t('businessMenu.inboundExceptions')}
      intro={t(role === 'operator' ? 'inbound.exceptions.introOperator' : 'inbound.exceptions.introCustomer')}
    >
      <BusinessList
        list={list}
        aria-label={t('businessMenu.inboundExceptions')}
        columns={columns}
        searchSchema={EXCEPTION_SEARCH}
        statusTabs={{ kind: 'inboundException', statuses: EXCEPTION_STATUSES }}
        actions={actions}
        emptyMessage={t('inbound.exceptions.empty')}
      />
      <ResolutionDialog target={resolving} onRun={runResolution} onClose={() => setResolving(null)} />
    </BusinessPage>
  );
}
