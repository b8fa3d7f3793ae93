import { Card, Grid, Stack, Tabs, Text } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { useParams } from 'wouter';
import { getRecharge } from '@/api/business/recharge';
import { navigate } from '@/app/router/hash-location';
import { ActionLogTab } from '@/views/Business/shared/ActionLogTab';
import { BusinessPage } from '@/views/Business/shared/BusinessPage';
import { DocumentActions } from '@/views/Business/shared/DocumentActions';
import { DocumentGate } from '@/views/Business/shared/DocumentGate';
import { StatusBadge } from '@/views/Business/shared/StatusBadge';
import { useBusinessRole } from '@/views/Business/shared/use-business-role';
import { useDocument } from '@/views/Business/shared/use-document';
import { RECHARGE_DETAIL_ACTIONS, RECHARGE_HANDLERS, useRechargeActions } from './parts/recharge-actions';
import { RECHARGE_LIST_PATH } from './parts/recharge-paths';
import { creditedOf } from './recharge/recharge-figures';
import { RechargeFacts } from './recharge/RechargeFacts';
import { ReceiptCard } from './recharge/ReceiptView';
import { ReleasedOrders } from './recharge/ReleasedOrders';

/**
 * `/finance/recharge/detail/:id`: one recharge, the actions its state allows, its receipt, what it
 * credited and the orders held for ARREARS it released, and its action log.
 */
export default function RechargeDetail() {
  const { t } = useTranslate();
  const { id = '' } = useParams<{ id: string }>();
  const state = useDocument(getRecharge, id);
  const role = useBusinessRole();
  const actions = useRechargeActions(RECHARGE_DETAIL_ACTIONS, state.reload, RECHARGE_HANDLERS, () =>
    navigate(RECHARGE_LIST_PATH),
  );
  const recharge = state.doc;
  return (
    <BusinessPage
      title={recharge?.rechargeNo ?? t('finance.recharge.detail.title')}
      extra={recharge && <StatusBadge kind="recharge" status={recharge.status} />}
      back={RECHARGE_LIST_PATH}
      backLabel={t('finance.recharge.form.backToList')}
    >
      <DocumentGate state={state}>
        {(loaded) => (
          <Stack gap="md">
            <DocumentActions doc={loaded} actions={actions} />
            <RechargeFacts recharge={loaded} showCustomer={role === 'operator'} />
            <Grid gap="md">
              <Grid.Col span={{ base: 12, md: 7 }}>
                <ReceiptCard fileId={loaded.receiptFile} name={loaded.rechargeNo} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 5 }}>
                <Card
                  withBorder
                  padding="md"
                  component="section"
                  aria-label={t('finance.recharge.released.title')}
                >
                  <Stack gap="sm">
                    <Text fw={600}>{t('finance.recharge.released.title')}</Text>
                    {creditedOf(loaded) === null ? (
                      <Text fz="sm" c="dimmed">
                        {t('finance.recharge.released.notYet')}
                      </Text>
                    ) : (
                      <ReleasedOrders orders={loaded.releasedOrders} />
                    )}
                  </Stack>
                </Card>
              </Grid.Col>
            </Grid>
            <Tabs defaultValue="log" keepMounted={false}>
              <Tabs.List>
                <Tabs.Tab value="log">{t('finance.recharge.detail.log')}</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="log" pt="md">
                <ActionLogTab entries={loaded.actionLog} kind="recharge" />
              </Tabs.Panel>
            </Tabs>
          </Stack>
        )}
      </DocumentGate>
    </BusinessPage>
  );
}
