import { Alert, Select, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import { getPurses } from '@/api/business/finance';
import { getCustomerList } from '@/api/business/customer';
import type { Purse } from '@/api/business/types/ledger';
import { useHashSearch } from '@/app/router/hash-location';
import { useServerData } from '@/app/use-server-data';
import { usePermission } from '@/components/Permission/use-permission';
import { BusinessPage } from '@/views/Business/shared/BusinessPage';
import { useBusinessRole } from '@/views/Business/shared/use-business-role';
import { RECHARGE_ADD_PATH } from './parts/recharge-paths';
import { FundsDialog, type FundsAction } from './purse/FundsDialog';
import { PurseCard } from './purse/PurseCard';
import { PurseLedger } from './purse/PurseLedger';
import { RetryAlert } from './recharge/RetryAlert';

const OPERATOR_ACTIONS: [FundsAction, string][] = [
  ['creditLimit', 'finance:creditLimit'],
  ['freeze', 'finance:freeze'],
  ['unfreeze', 'finance:freeze'],
];

/** The operator's choice of customer (`?customerId=` opens one); the first one until chosen. */
function useChosenCustomer(enabled: boolean) {
  const search = useHashSearch();
  const [chosen, setChosen] = useState<string | null>(() => new URLSearchParams(search).get('customerId'));
  const customers = useServerData(['finance-customers', enabled], () =>
    enabled ? getCustomerList({ pageIndex: 1, pageSize: 200 }) : Promise.resolve(null),
  );
  const list = customers.data?.list ?? [];
  const customerId = chosen ?? list[0]?.id ?? null;
  return { customers: list, customerId, choose: setChosen };
}

/**
 * `/finance/purse`: per currency the purse's balance, frozen money, credit limit and what can be
 * spent; the operator (who sees every customer's purses) sets the credit limit and freezes or
 * unfreezes funds; the transaction ledger below.
 */
export default function FinancePurse() {
  const { t } = useTranslate();
  const role = useBusinessRole();
  const operator = role === 'operator';
  const { hasPermission } = usePermission();
  const { customers, customerId, choose } = useChosenCustomer(operator);
  const [dialog, setDialog] = useState<{ action: FundsAction; purse: Purse } | null>(null);
  const [version, setVersion] = useState(0);
  const scope = operator ? (customerId ?? '') : 'own';
  const purses = useServerData(['finance-purses', scope, version], () =>
    operator && !customerId
      ? Promise.resolve(null)
      : getPurses({ pageIndex: 1, pageSize: 200, ...(operator && customerId ? { customerId } : {}) }),
  );
  const actions = OPERATOR_ACTIONS.filter(([, permission]) => operator && hasPermission(permission)).map(
    ([action]) => action,
  );
  const canRecharge = role === 'customer' && hasPermission('recharge:add');
  return (
    <BusinessPage title={t('businessMenu.financePurse')} intro={t('finance.purse.intro')}>
      <Stack gap="md">
        {operator ? (
          <Select
            label={t('finance.common.customer')}
            maw={360}
            searchable
            allowDeselect={false}
            data={customers.map((c) => ({ value: c.id, label: `${c.id} · ${c.name}` }))}
            value={customerId}
            onChange={(value) => choose(value)}
          />
        ) : null}
        {purses.status === 'failed' ? (
          <RetryAlert title={t('finance.purse.failed')} message={purses.message} onRetry={purses.reload} />
        ) : purses.status === 'loading' && !purses.data ? (
          <Skeleton h={180} />
        ) : (purses.data?.list ?? []).length === 0 ? (
          <Alert color="blue">{t('finance.purse.empty')}</Alert>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {(purses.data?.list ?? []).map((purse) => (
              <PurseCard
                key={purse.id}
                purse={purse}
                operatorActions={actions}
                onAction={(action) => setDialog({ action, purse })}
                rechargeHref={canRecharge ? `#${RECHARGE_ADD_PATH}?currency=${purse.currency}` : undefined}
                alertEditable={role === 'customer'}
                onAlertSaved={purses.reload}
              />
            ))}
          </SimpleGrid>
        )}
        <Title order={3} fz="h4">
          {t('finance.ledger.title')}
        </Title>
        {operator && !customerId ? null : (
          <PurseLedger
            key={`${scope}-${version}`}
            customerId={operator ? (customerId ?? undefined) : undefined}
          />
        )}
      </Stack>
      {dialog ? (
        <FundsDialog
          action={dialog.action}
          purse={dialog.purse}
          onClose={() => setDialog(null)}
          onDone={() => {
            setDialog(null);
            setVersion((n) => n + 1);
          }}
        />
      ) : null}
    </BusinessPage>
  );
}
