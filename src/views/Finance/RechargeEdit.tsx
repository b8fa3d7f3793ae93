import { useTranslate } from '@tolgee/react';
import { useCallback, useState, type ReactNode } from 'react';
import { useParams } from 'wouter';
import { rechargeContextOf, rechargeMachine } from '@machines/business/recharge.machine';
import { getPurses } from '@/api/business/finance';
import { getRecharge } from '@/api/business/recharge';
import type { Recharge } from '@/api/business/types/documents';
import { navigate, useHashSearch } from '@/app/router/hash-location';
import { useServerData } from '@/app/use-server-data';
import { BusinessPage } from '@/views/Business/shared/BusinessPage';
import { DocumentGate } from '@/views/Business/shared/DocumentGate';
import { CustomerOnly, EditGate } from '@/views/Business/shared/EditGate';
import { StatusBadge } from '@/views/Business/shared/StatusBadge';
import { useDocument } from '@/views/Business/shared/use-document';
import { RECHARGE_ADD_PATH, RECHARGE_LIST_PATH, rechargeDetailPath } from './parts/recharge-paths';
import { CreditedResult } from './recharge/CreditedResult';
import { creditedOf } from './recharge/recharge-figures';
import { emptyRecharge, valuesOf } from './recharge/recharge-form';
import { RechargeForm } from './recharge/RechargeForm';

function EditPage({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  const { t } = useTranslate();
  return (
    <BusinessPage
      title={title}
      extra={extra}
      back={RECHARGE_LIST_PATH}
      backLabel={t('finance.recharge.form.backToList')}
    >
      {children}
    </BusinessPage>
  );
}

/** The currencies of the customer's purses (the recharge goes into one of them). */
function usePurseCurrencies(): string[] {
  const purses = useServerData(['finance-purses', 'own'], () => getPurses({ pageIndex: 1, pageSize: 200 }));
  return [...new Set((purses.data?.list ?? []).map((purse) => purse.currency))];
}

/**
 * `/finance/recharge/add` (`?currency=USD&amount=12.34` fills it in: the outbound detail's top-up
 * link) and `/finance/recharge/edit/:id`: the customer's recharge form (business.md §9).
 */
export default function RechargeEdit() {
  const { t } = useTranslate();
  const { id = '' } = useParams<{ id?: string }>();
  const search = useHashSearch();
  const currencies = usePurseCurrencies();
  // a fresh form after each recharge: the add page stays open in its tab
  const [round, setRound] = useState(0);
  const [credited, setCredited] = useState<Recharge | null>(null);
  const done = useCallback((recharge: Recharge) => {
    // a card payment is credited at once: the page shows what it did instead of leaving
    if (creditedOf(recharge) !== null) setCredited(recharge);
    else navigate(rechargeDetailPath(recharge.id));
  }, []);
  const title = t(id ? 'finance.recharge.form.editTitle' : 'finance.recharge.form.addTitle');

  if (credited) {
    return (
      <EditPage title={title}>
        <CustomerOnly message={t('finance.recharge.form.customerOnly')}>
          <CreditedResult
            recharge={credited}
            onAnother={() => {
              setCredited(null);
              setRound((n) => n + 1);
              navigate(RECHARGE_ADD_PATH);
            }}
          />
        </CustomerOnly>
      </EditPage>
    );
  }
  if (!id) {
    return (
      <EditPage title={title}>
        <CustomerOnly message={t('finance.recharge.form.customerOnly')}>
          <RechargeForm
            key={`${search}-${round}`}
            label={title}
            initialValues={emptyRecharge(new URLSearchParams(search))}
            currencies={currencies}
            onDone={done}
          />
        </CustomerOnly>
      </EditPage>
    );
  }
  return <EditExisting id={id} title={title} currencies={currencies} onDone={done} />;
}

function EditExisting({
  id,
  title,
  currencies,
  onDone,
}: {
  id: string;
  title: string;
  currencies: string[];
  onDone: (recharge: Recharge) => void;
}) {
  const { t } = useTranslate();
  const state = useDocument(getRecharge, id);
  const recharge = state.doc;
  const heading = recharge ? `${title} ${recharge.rechargeNo}` : title;
  return (
    <EditPage title={heading} extra={recharge && <StatusBadge kind="recharge" status={recharge.status} />}>
      <CustomerOnly message={t('finance.recharge.form.customerOnly')}>
        <DocumentGate state={state}>
          {(loaded) => (
            <EditGate
              machine={rechargeMachine}
              status={loaded.status}
              context={rechargeContextOf(loaded)}
              kind="recharge"
              notEditable="finance.recharge.form.notEditable"
              toDetail={{ label: t('finance.recharge.form.toDetail'), path: rechargeDetailPath(loaded.id) }}
            >
              <RechargeForm
                key={loaded.updatedAt}
                label={heading}
                initialValues={valuesOf(loaded)}
                currencies={currencies}
                rechargeId={loaded.id}
                onDone={onDone}
              />
            </EditGate>
          )}
        </DocumentGate>
      </CustomerOnly>
    </EditPage>
  );
}
