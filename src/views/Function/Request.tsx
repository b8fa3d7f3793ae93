import { DemoPage } from '@/views/Components/DemoPage';
import { Button, Card, Code, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslate } from '@tolgee/react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { get } from '@/api/client';
import { cancelAllRequests, pendingRequests, subscribePending } from '@/api/tracker';
import { LogList } from './request/LogList';
import { RequestRowView } from './request/RequestRowView';
import { useLog } from './request/use-log';
import { useRefreshDemo } from './request/use-refresh-demo';
import { REQUEST_IDS, useRequestRows } from './request/use-request-rows';

/** Now, every tenth of a second while something runs. */
function useNow(ticking: boolean) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), 100);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}

/** `/function/request`: start and cancel the slow sample requests; watch a token refresh. */
export default function Request() {
  const { t } = useTranslate();
  const log = useLog();
  const { rows, start, cancel, startAll } = useRequestRows(log.add);
  const refresh = useRefreshDemo(log.add);
  const inFlight = useSyncExternalStore(subscribePending, pendingRequests);
  const anyPending = REQUEST_IDS.some((id) => rows[id].status === 'pending');
  const now = useNow(anyPending);

  const callExpired = () =>
    modals.openConfirmModal({
      title: t('widgets.request.expiredTitle'),
      children: <Text fz="sm">{t('widgets.request.expiredConfirm')}</Text>,
      labels: { confirm: t('common.ok'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      // body code 401 signs out (seed §8); the error toast says why
      onConfirm: () => void get('/mock/request/expired', undefined, { baseURL: '' }).catch(() => undefined),
    });

  return (
    <DemoPage title={t('router.request')} description={t('widgets.request.description')}>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <Card withBorder radius="md" padding="lg">
          <Stack gap="md">
            <Group gap="sm">
              <Button onClick={startAll}>{t('widgets.request.startAll')}</Button>
              <Button
                variant="light"
                color="red"
                onClick={cancelAllRequests}
                disabled={inFlight.length === 0}
              >
                {t('widgets.request.cancelAll')}
              </Button>
            </Group>
            <Stack gap="md" role="table" aria-label={t('router.request')}>
              {REQUEST_IDS.map((id) => (
                <RequestRowView
                  key={id}
                  id={id}
                  row={rows[id]}
                  now={now}
                  onStart={() => start(id)}
                  onCancel={() => cancel(id)}
                />
              ))}
            </Stack>
            <div>
              <Text fz="sm" fw={500}>
                {t('widgets.request.inFlight')}
              </Text>
              <Group gap={6} mt={4} aria-live="polite">
                {inFlight.length === 0 ? (
                  <Text fz="sm" c="dimmed">
                    {t('widgets.request.none')}
                  </Text>
                ) : (
                  inFlight.map((url) => <Code key={url}>{url}</Code>)
                )}
              </Group>
            </div>
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="lg">
          <LogList entries={log.entries} onClear={log.clear} />
        </Card>
        <Card withBorder radius="md" padding="lg">
          <Title order={3} fz={16}>
            {t('widgets.request.refreshTitle')}
          </Title>
          <Text fz="sm" c="dimmed" my="sm">
            {t('widgets.request.refreshIntro')}
          </Text>
          <Button onClick={() => void refresh.run()} loading={refresh.running}>
            {t('widgets.request.refreshRun')}
          </Button>
        </Card>
        <Card withBorder radius="md" padding="lg">
          <Title order={3} fz={16}>
            {t('widgets.request.expiredTitle')}
          </Title>
          <Text fz="sm" c="dimmed" my="sm">
            {t('widgets.request.expiredIntro')}
          </Text>
          <Button variant="light" color="red" onClick={callExpired}>
            {t('widgets.request.expiredRun')}
          </Button>
        </Card>
      </SimpleGrid>
    </DemoPage>
  );
}
