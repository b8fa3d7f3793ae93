import { ActionIcon, Badge, Button, Code, CopyButton, Group, Stack, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconCopy, IconSend } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import {
  getOutbox,
  isOpen,
  OUTBOX_STATES,
  passOnMessage,
  type OutboxMessage,
  type OutboxQuery,
  type OutboxState,
} from '@/api/outbox';
import { usePermission } from '@/components/Permission/use-permission';
import { formatDateTime } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { BusinessList } from '@/views/Business/shared/BusinessList';
import { BusinessPage } from '@/views/Business/shared/BusinessPage';
import type { FilterSchema } from '@/views/Business/shared/filter-form';
import { useBusinessList } from '@/views/Business/shared/use-business-list';

const STATE_COLORS: Record<OutboxState, string> = {
  waiting: 'orange',
  sent: 'teal',
  failed: 'red',
  passedOn: 'gray',
};

const SEARCH: FilterSchema = [
  { field: 'keyword', kind: 'text', label: 'outbox.field.to', placeholder: 'outbox.keywordHint' },
  {
    field: 'state',
    kind: 'select',
    label: 'outbox.field.state',
    options: OUTBOX_STATES.map((state) => ({ value: state, labelKey: `outbox.state.${state}` })),
  },
];

/** The link or the code with a copy button, or why it is no longer kept. */
function Secret({ message }: { message: OutboxMessage }) {
  const { t } = useTranslate();
  if (message.secret === null)
    return (
      <Text fz="sm" c="dimmed">
        {t('outbox.secretDropped')}
      </Text>
    );
  return (
    <Group gap={4} wrap="nowrap" align="flex-start">
      <Code style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>{message.secret}</Code>
      <CopyButton value={message.secret}>
        {({ copied, copy }) => (
          <Tooltip label={t(copied ? 'outbox.copied' : 'outbox.copy')}>
            <ActionIcon
              variant="subtle"
              size="sm"
              onClick={copy}
              aria-label={t('outbox.copyFor', { to: message.to })}
            >
              {copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}

/**
 * `/system/outbox` (operators): the activation links, reset links and verification codes the service
 * sent. Without a mail server they wait here for an operator to pass on by a channel they trust; the
 * service's answers never carry them (issue #41 §2). Passing one on drops its link or code.
 */
export default function Outbox() {
  const { t } = useTranslate();
  const locale = useLocale();
  const { hasPermission } = usePermission();
  const [passing, setPassing] = useState<string | null>(null);
  const list = useBusinessList<OutboxMessage, OutboxQuery>({
    listId: 'outbox.list',
    fetch: getOutbox,
    rowKey: (row) => row.id,
    defaultSort: null,
  });

  const passOn = async (message: OutboxMessage) => {
    setPassing(message.id);
    try {
      await passOnMessage(message.id);
      notifications.show({ color: 'teal', message: t('outbox.passedOn', { to: message.to }) });
    } catch {
      // the request client showed why (already delivered or passed on); the list shows it now
    } finally {
      setPassing(null);
      list.reload();
    }
  };

  const confirmPassOn = (message: OutboxMessage) =>
    modals.openConfirmModal({
      title: t('outbox.confirm.title'),
      children: <Text fz="sm">{t('outbox.confirm.message', { to: message.to })}</Text>,
      labels: { confirm: t('outbox.passOn'), cancel: t('common.cancel') },
      onConfirm: () => void passOn(message),
    });

  return (
    <BusinessPage title={t('businessMenu.outbox')} intro={t('outbox.intro')}>
      <BusinessList
        list={list}
        aria-label={t('outbox.listTitle')}
        searchSchema={SEARCH}
        emptyMessage={t('outbox.empty')}
        columns={[
          {
            field: 'createdAt',
            title: 'outbox.field.createdAt',
            width: 170,
            render: (row) => formatDateTime(row.createdAt, locale),
          },
          {
            field: 'to',
            title: 'outbox.field.to',
            width: 220,
            render: (row) => (
              <Stack gap={2}>
                <Text fz="sm" fw={500} style={{ wordBreak: 'break-all' }}>
                  {row.to}
                </Text>
                <Text fz="xs" c="dimmed">
                  {t(`outbox.kind.${row.kind}`)}
                </Text>
              </Stack>
            ),
          },
          {
            field: 'state',
            title: 'outbox.field.state',
            width: 130,
            render: (row) => (
              <Stack gap={2}>
                <Badge color={STATE_COLORS[row.state]} variant="light">
                  {t(`outbox.state.${row.state}`)}
                </Badge>
                {row.error ? (
                  <Text fz="xs" c="red">
                    {row.error}
                  </Text>
                ) : null}
              </Stack>
            ),
          },
          {
            field: 'secret',
            title: 'outbox.field.secret',
            width: 300,
            render: (row) => <Secret message={row} />,
          },
          {
            field: 'actions',
            alwaysShown: true,
            fixed: 'right',
            width: 170,
            render: (row) =>
              isOpen(row.state) && hasPermission('outbox:passOn') ? (
                <Button
                  size="compact-sm"
                  variant="light"
                  leftSection={<IconSend size={14} />}
                  loading={passing === row.id}
                  onClick={() => confirmPassOn(row)}
                  aria-label={t('outbox.passOnFor', { to: row.to })}
                >
                  {t('outbox.passOn')}
                </Button>
              ) : null,
          },
        ]}
      />
    </BusinessPage>
  );
}
