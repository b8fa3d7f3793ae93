import { useTranslate } from '@tolgee/react';
import { useCallback, useState, type ReactNode } from 'react';
import { useParams } from 'wouter';
import { rmaMachine } from '@machines/business/rma.machine';
import { getRma } from '@/api/business/rma';
import { navigate, useHashSearch } from '@/app/router/hash-location';
import { BusinessPage } from '@/views/Business/shared/BusinessPage';
import { DocumentGate } from '@/views/Business/shared/DocumentGate';
import { CustomerOnly, EditGate } from '@/views/Business/shared/EditGate';
import { StatusBadge } from '@/views/Business/shared/StatusBadge';
import { useDocument } from '@/views/Business/shared/use-document';
import { emptyRma, valuesOf } from './edit/rma-form';
import { RmaForm } from './edit/RmaForm';
import { RMA_LIST_PATH, rmaDetailPath } from './parts/rma-paths';

function EditPage({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  const { t } = useTranslate();
  return (
    <BusinessPage title={title} extra={extra} back={RMA_LIST_PATH} backLabel={t('rma.edit.backToList')}>
      {children}
    </BusinessPage>
  );
}

/**
 * `/rma/add` (`?originalOutboundNo=` pre-fills the order) and `/rma/edit/:id`: the customer's form of
 * one return (business.md §8).
 */
export default function RmaEdit() {
  const { t } = useTranslate();
  const { id = '' } = useParams<{ id?: string }>();
  const fromOrder = new URLSearchParams(useHashSearch()).get('originalOutboundNo') ?? '';
  // a new form after each created return: the add page stays open in its tab
  const [round, setRound] = useState(0);
  const done = useCallback(
    (rma: { id: string }) => {
      if (!id) setRound((n) => n + 1);
      navigate(rmaDetailPath(rma.id));
    },
    [id],
  );
  const title = t(id ? 'rma.edit.editTitle' : 'rma.edit.addTitle');

  if (!id) {
    return (
      <EditPage title={title}>
        <CustomerOnly message={t('rma.edit.customerOnly')}>
          <RmaForm
            key={`${fromOrder}-${round}`}
            label={title}
            initialValues={emptyRma(fromOrder)}
            onDone={done}
          />
        </CustomerOnly>
      </EditPage>
    );
  }
  return <EditExisting id={id} title={title} onDone={done} />;
}

function EditExisting({
  id,
  title,
  onDone,
}: {
  id: string;
  title: string;
  onDone: (rma: { id: string }) => void;
}) {
  const { t } = useTranslate();
  const state = useDocument(getRma, id);
  const rma = state.doc;
  const heading = rma ? `${title} ${rma.rmaNo}` : title;
  return (
    <EditPage title={heading} extra={rma && <StatusBadge kind="rma" status={rma.status} />}>
      <CustomerOnly message={t('rma.edit.customerOnly')}>
        <DocumentGate state={state}>
          {(loaded) => (
            <EditGate
              machine={rmaMachine}
              status={loaded.status}
              context={{}}
              kind="rma"
              notEditable="rma.edit.notEditable"
              toDetail={{ label: t('rma.edit.toDetail'), path: rmaDetailPath(loaded.id) }}
            >
              {/* keyed by the stored version: a reload after someone else's change starts the form again */}
              <RmaForm
                key={loaded.updatedAt}
                label={heading}
                initialValues={valuesOf(loaded)}
                rmaId={loaded.id}
                onDone={onDone}
              />
            </EditGate>
          )}
        </DocumentGate>
      </CustomerOnly>
    </EditPage>
  );
}
