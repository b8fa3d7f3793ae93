import { ActionIcon, Badge, Card, Stack, Text, Title, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import type { SampleStatus } from '@/api/sample-types';

type Translate = (key: string, params?: Record<string, string | number>) => string;

export function StatusBadge({ status, t }: { status: SampleStatus; t: Translate }) {
  return (
    <Badge variant="light" color={status === 1 ? 'teal' : 'gray'}>
      {t(status === 1 ? 'authorization.status.enabled' : 'authorization.status.disabled')}
    </Badge>
  );
}

/** An icon button named by its tooltip. */
export function RowAction({
  label,
  color,
  onClick,
  children,
}: {
  label: string;
  color?: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        color={color}
        aria-label={label}
        onClick={(event) => {
          event.stopPropagation();
          onClick();
        }}
      >
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

/** Asks before a delete; `onConfirm` runs the request. */
export function confirmDelete(t: Translate, message: string, onConfirm: () => void) {
  modals.openConfirmModal({
    title: t('authorization.deleteTitle'),
    children: <Text fz="sm">{message}</Text>,
    labels: { confirm: t('authorization.actions.delete'), cancel: t('common.cancel') },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}

/** The frame of a management page: its title, what it is for, the content. */
export function ManagementPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <div>
          <Title order={2} fz={20}>
            {title}
          </Title>
          <Text c="dimmed" fz="sm" mt={4}>
            {intro}
          </Text>
        </div>
        {children}
      </Stack>
    </Card>
  );
}

/** Ignores a failed request: the request client has already shown the server's message. */
export const shownByClient = () => undefined;
