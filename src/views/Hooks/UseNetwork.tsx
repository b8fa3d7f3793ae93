import { DemoPage } from '@/views/Components/DemoPage';
import { Alert, Badge, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconWifi, IconWifiOff } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { useEffect, useState } from 'react';
import { readNetwork, subscribeNetwork, useNetwork } from '@/hooks/use-network';
import { formatTime } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';

interface Change {
  id: number;
  at: Date;
  key: 'wentOnline' | 'wentOffline' | 'changed';
  type?: string;
}

/** The changes seen while the page is open, newest first. */
function useChanges() {
  const [changes, setChanges] = useState<Change[]>([]);
  useEffect(() => {
    let previous = readNetwork();
    let count = 0;
    return subscribeNetwork(() => {
      const next = readNetwork();
      const key = previous.online !== next.online ? (next.online ? 'wentOnline' : 'wentOffline') : 'changed';
      previous = next;
      count += 1;
      const change: Change = { id: count, at: new Date(), key, type: next.effectiveType };
      setChanges((current) => [change, ...current].slice(0, 20));
    });
  }, []);
  return changes;
}

/** `/hooks/useNetwork`: online or offline and the connection's details, live. */
export default function UseNetwork() {
  const { t } = useTranslate();
  const locale = useLocale();
  const network = useNetwork();
  const changes = useChanges();
  const unknown = t('widgets.network.unknown');
  const rows: Array<[string, string]> = [
    ['effectiveType', network.effectiveType ?? unknown],
    [
      'downlink',
      network.downlink === undefined ? unknown : t('widgets.network.mbps', { value: network.downlink }),
    ],
    [
      'downlinkMax',
      network.downlinkMax === undefined ? unknown : t('widgets.network.mbps', { value: network.downlinkMax }),
    ],
    ['rtt', network.rtt === undefined ? unknown : t('widgets.network.ms', { value: network.rtt })],
    [
      'saveData',
      network.saveData === undefined
        ? unknown
        : t(network.saveData ? 'widgets.network.yes' : 'widgets.network.no'),
    ],
    ['type', network.type ?? unknown],
  ];

  return (
    <DemoPage title={t('router.useNetwork')} description={t('widgets.network.description')}>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder radius="md" padding="lg">
          <Stack gap="md">
            <Group gap="sm">
              <Text fw={500}>{t('widgets.network.status')}</Text>
              <Badge
                size="lg"
                color={network.online ? 'teal' : 'red'}
                leftSection={network.online ? <IconWifi size={14} /> : <IconWifiOff size={14} />}
                role="status"
              >
                {network.online ? t('widgets.network.online') : t('widgets.network.offline')}
              </Badge>
            </Group>
            {network.supported ? null : (
              <Alert variant="light" color="gray">
                {t('widgets.network.unsupported')}
              </Alert>
            )}
            <Table withRowBorders={false} verticalSpacing={4}>
              <Table.Tbody>
                {rows.map(([field, value]) => (
                  <Table.Tr key={field}>
                    <Table.Th fw={500} fz="sm" w="45%">
                      {t(`widgets.network.fields.${field}`)}
                    </Table.Th>
                    <Table.Td fz="sm">{value}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="lg">
          <Title order={3} fz={16} mb="sm">
            {t('widgets.network.log')}
          </Title>
          {changes.length === 0 ? (
            <Text fz="sm" c="dimmed">
              {t('widgets.network.logEmpty')}
            </Text>
          ) : (
            <Stack gap={4} component="ol" role="log" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {changes.map((change) => (
                <Text key={change.id} component="li" fz="sm">
                  <Text span c="dimmed" ff="monospace" fz="xs" mr={6}>
                    {formatTime(change.at, locale, { seconds: true })}
                  </Text>
                  {t(`widgets.network.${change.key}`, { type: change.type ?? unknown })}
                </Text>
              ))}
            </Stack>
          )}
        </Card>
      </SimpleGrid>
    </DemoPage>
  );
}
