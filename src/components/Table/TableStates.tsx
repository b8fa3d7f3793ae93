import { Button, EmptyState, Skeleton, Table } from '@mantine/core';
import { IconAlertTriangle, IconDatabaseOff, IconRefresh } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import type { ReactNode } from 'react';

const MAX_SKELETON_ROWS = 8;

/** Grey bars where the rows will be, while the first page loads. */
export function SkeletonRows({ rows, columns }: { rows: number; columns: number }) {
  return (
    <>
      {Array.from({ length: Math.min(rows, MAX_SKELETON_ROWS) }, (_, row) => (
        <Table.Tr key={row} aria-hidden>
          {Array.from({ length: columns }, (_, column) => (
            <Table.Td key={column}>
              <Skeleton h={12} radius="sm" w={column === 0 ? '60%' : '80%'} />
            </Table.Td>
          ))}
        </Table.Tr>
      ))}
    </>
  );
}

export function EmptyMessage({ message, action }: { message?: ReactNode; action?: ReactNode }) {
  const { t } = useTranslate();
  return (
    <EmptyState
      py="xl"
      size="sm"
      withIndicatorBackground
      icon={<IconDatabaseOff size={24} />}
      title={message ?? t('table.empty')}
    >
      {action && <EmptyState.Actions>{action}</EmptyState.Actions>}
    </EmptyState>
  );
}

export function ErrorMessage({ message, onRetry }: { message: ReactNode; onRetry?: () => void }) {
  const { t } = useTranslate();
  return (
    <EmptyState
      py="xl"
      size="sm"
      variant="light"
      color="red"
      icon={<IconAlertTriangle size={24} />}
      title={t('table.loadFailed')}
      description={message}
      role="alert"
    >
      {onRetry && (
        <EmptyState.Actions>
          <Button variant="light" leftSection={<IconRefresh size={16} />} onClick={onRetry}>
            {t('common.retry')}
          </Button>
        </EmptyState.Actions>
      )}
    </EmptyState>
  );
}

/** A message across the whole table body (empty, failed). */
export function BodyMessage({ span, children }: { span: number; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={span}>{children}</Table.Td>
    </Table.Tr>
  );
}
