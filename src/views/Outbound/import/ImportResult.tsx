import { Alert, Anchor, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconAlertTriangle } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { useEffect, useRef } from 'react';
import type { ImportCommitResult } from '@/api/business/outbound';
import { StatusBadge } from '@/views/Business/shared/StatusBadge';
import { detailPath } from '../parts/outbound-paths';
import { RejectedDownload } from './RejectedDownload';

export interface ImportResultProps {
  result: ImportCommitResult;
  importId: string;
  /** rows left out because of their errors */
  rejectedRows: number;
  onAgain: () => void;
}

/** What the commit created (each order linked to its page) and what failed, in words. */
export function ImportResult({ result, importId, rejectedRows, onAgain }: ImportResultProps) {
  const { t } = useTranslate();
  const said = useRef<HTMLDivElement>(null);
  // the result replaces the preview the user scrolled through: bring its summary into view and focus
  useEffect(() => {
    said.current?.focus({ preventScroll: true });
    said.current?.scrollIntoView?.({ block: 'center' });
  }, []);
  return (
    <Stack gap="md">
      <Alert
        ref={said}
        tabIndex={-1}
        color={result.failed.length > 0 ? 'orange' : 'green'}
        icon={result.failed.length > 0 ? <IconAlertTriangle /> : <IconCircleCheck />}
        title={t('outbound.import.result.title')}
        role="status"
      >
        {t('outbound.import.result.summary', {
          created: result.created.length,
          failed: result.failed.length,
        })}
      </Alert>
      {result.created.length > 0 && (
        <Stack gap="xs">
          <Title order={3} fz="h5">
            {t('outbound.import.result.created')}
          </Title>
          <Table.ScrollContainer minWidth={420}>
            <Table striped aria-label={t('outbound.import.result.created')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('outbound.import.result.outboundNo')}</Table.Th>
                  <Table.Th>{t('outbound.import.result.referenceNo')}</Table.Th>
                  <Table.Th>{t('outbound.import.result.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.created.map((order) => (
                  <Table.Tr key={order.id}>
                    <Table.Td>
                      <Anchor href={`#${detailPath(order.id)}`}>{order.outboundNo}</Anchor>
                    </Table.Td>
                    <Table.Td>{order.referenceNo}</Table.Td>
                    <Table.Td>
                      <StatusBadge kind="outbound" status={order.status} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
      {result.failed.length > 0 && (
        <Stack gap="xs">
          <Title order={3} fz="h5">
            {t('outbound.import.result.failed')}
          </Title>
          <Stack gap={4} component="ul" style={{ margin: 0, paddingInlineStart: 20 }}>
            {result.failed.map((failure, index) => (
              <Text component="li" size="sm" key={`${failure.referenceNo}.${index}`}>
                {t('outbound.import.result.failedLine', {
                  referenceNo: failure.referenceNo,
                  message: failure.message,
                })}
              </Text>
            ))}
          </Stack>
        </Stack>
      )}
      <RejectedDownload importId={importId} count={rejectedRows} />
      <Group>
        <Button variant="light" onClick={onAgain}>
          {t('outbound.import.result.again')}
        </Button>
      </Group>
    </Stack>
  );
}
