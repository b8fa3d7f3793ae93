import { Alert, Grid, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import { statusesAllowing } from '@machines/business/lifecycle';
import { RECHARGE_STATUSES, rechargeMachine } from '@machines/business/recharge.machine';
import { getRechargeList } from '@/api/business/recharge';
import type { Recharge } from '@/api/business/types/documents';
import { useHashSearch } from '@/app/router/hash-location';
import { useServerData } from '@/app/use-server-data';
import { BusinessPage } from '@/views/Business/shared/BusinessPage';
import { DocumentActions } from '@/views/Business/shared/DocumentActions';
import { RECHARGE_REVIEW_ACTIONS, useRechargeActions } from './parts/recharge-actions';
import { ApproveForm } from './review/ApproveForm';
import { ReviewQueue } from './review/ReviewQueue';
import { RechargeFacts } from './recharge/RechargeFacts';
import { ReceiptCard } from './recharge/ReceiptView';
import { ReleasedOrders } from './recharge/ReleasedOrders';
import { RetryAlert } from './recharge/RetryAlert';

// the statuses an operator may approve from, asked of the chart (the queue's filter)
const WAITING = statusesAllowing(rechargeMachine, RECHARGE_STATUSES, 'approve', 'operator').join(',');

const loadQueue = () =>
  getRechargeList({ status: WAITING, sortField: 'createdAt', sortOrder: 'asc', pageIndex: 1, pageSize: 200 });

/**
 * `/finance/recharge/review` (operator; `?id=` opens one): the recharges waiting for review, oldest
 * first; the chosen one's receipt beside its facts and the approval form (what arrived, the service
 * charge) or a rejection with a reason. After an action the next in the queue opens, and an approval
 * lists the orders held for ARREARS it released.
 */
export default function RechargeReview() {
  const { t } = useTranslate();
  const search = useHashSearch();
  const [chosenId, setChosenId] = useState<string | null>(() => new URLSearchParams(search).get('id'));
  const [approved, setApproved] = useState<Recharge | null>(null);
  const queue = useServerData(['recharge-review-queue'], loadQueue);
  const actions = useRechargeActions(
    RECHARGE_REVIEW_ACTIONS,
    () => {
      setChosenId(null);
      queue.reload();
    },
    // approving is the form on the page
    { approve: () => undefined },
  );
  const rows = queue.data?.list ?? [];
  const chosen = rows.find((row) => row.id === chosenId) ?? rows[0] ?? null;

  return (
    <BusinessPage title={t('businessMenu.rechargeReview')} intro={t('finance.review.intro')}>
      <Stack gap="md">
        {approved ? (
          <Alert
            color="green"
            role="status"
            withCloseButton
            onClose={() => setApproved(null)}
            title={t('finance.review.approved', { no: approved.rechargeNo })}
          >
            <Stack gap={4}>
              <Text fz="sm">{t('finance.review.releasedIntro')}</Text>
              <ReleasedOrders orders={approved.releasedOrders} />
            </Stack>
          </Alert>
        ) : null}
        {queue.status === 'failed' ? (
          <RetryAlert title={t('finance.review.failed')} message={queue.message} onRetry={queue.reload} />
        ) : queue.status === 'loading' && !queue.data ? (
          <Skeleton h={240} />
        ) : !chosen ? (
          <Alert color="blue">{t('finance.review.empty')}</Alert>
        ) : (
          <Grid gap="md">
            <Grid.Col span={{ base: 12, lg: 3 }}>
              <ReviewQueue rows={rows} chosenId={chosen.id} onChoose={setChosenId} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 7, lg: 5 }}>
              <ReceiptCard fileId={chosen.receiptFile} name={chosen.rechargeNo} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
              <Stack gap="md">
                <Text fw={600} ff="monospace">
                  {chosen.rechargeNo}
                </Text>
                <RechargeFacts recharge={chosen} showCustomer narrow />
                <ApproveForm
                  key={chosen.id}
                  recharge={chosen}
                  busy={actions.running === 'approve'}
                  onApprove={async (payload) => {
                    const outcome = await actions.perform(chosen, 'approve', payload);
                    if (outcome.ok) setApproved(outcome.answer as Recharge);
                    return outcome;
                  }}
                />
                <DocumentActions doc={chosen} actions={actions} except={['approve']} />
              </Stack>
            </Grid.Col>
          </Grid>
        )}
      </Stack>
    </BusinessPage>
  );
}
