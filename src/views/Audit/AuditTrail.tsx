import { Badge, Code, Drawer, Group, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import { AUDIT_SECRET, getAuditTrail, type AuditChange, type AuditEntry, type AuditQuery } from '@/api/audit';
import { formatDateTime } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { customerFilter } from '@/views/Business/shared/customer-filter';
import { BusinessList } from '@/views/Business/shared/BusinessList';
import { BusinessPage } from '@/views/Business/shared/BusinessPage';
import type { FilterSchema } from '@/views/Business/shared/filter-form';
import { useBusinessList } from '@/views/Business/shared/use-business-list';
import { useBusinessRole } from '@/views/Business/shared/use-business-role';

const OP_COLORS: Record<AuditChange['op'], string> = { insert: 'teal', update: 'blue', remove: 'red' };

/** The filters: account, document, time, and the operator's choice of customer. */
function auditSearch(operator: boolean): FilterSchema {
  return [
    { field: 'account', kind: 'text', label: 'audit.field.account', placeholder: 'audit.accountHint' },
    { field: 'document', kind: 'text', label: 'audit.field.document', placeholder: 'audit.documentHint' },
    { field: 'at', kind: 'dateRange', label: 'audit.field.atRange' },
    ...(operator ? [customerFilter] : []),
  ];
}

/** Who made the change: the account and its side's role; an operator unnamed to a customer. */
function Who({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslate();
  const role =
    entry.role === null
      ? null
      : t(entry.side === 'operator' ? `accounts.operatorRole.${entry.role}` : `customer.role.${entry.role}`);
  return (
    <Stack gap={2}>
      <Text fz="sm" fw={500}>
        {entry.accountName ?? t(`audit.side.${entry.side}`)}
      </Text>
      <Text fz="xs" c="dimmed">
        {[entry.accountName === null ? null : t(`audit.side.${entry.side}`), role, entry.actorCustomerId]
          .filter(Boolean)
          .join(' · ')}
      </Text>
    </Stack>
  );
}

/** A value as the trail kept it: a text, a number, a flag, a list or object as JSON; none as a dash. */
function Value({ value }: { value: unknown }) {
  const { t } = useTranslate();
  if (value === null || value === undefined)
    return (
      <Text fz="sm" c="dimmed">
        —
      </Text>
    );
  if (value === AUDIT_SECRET)
    return (
      <Text fz="sm" fs="italic" c="dimmed">
        {t('audit.secret')}
      </Text>
    );
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return (
    <Text fz="sm" style={{ wordBreak: 'break-word' }}>
      {text}
    </Text>
  );
}

/** One record the call changed, its fields with their old and new values. */
function ChangeTable({ change }: { change: AuditChange }) {
  const { t } = useTranslate();
  const fields = Object.entries(change.fields);
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="wrap">
        <Badge color={OP_COLORS[change.op]} variant="light">
          {t(`audit.op.${change.op}`)}
        </Badge>
        <Text fz="sm" fw={500}>
          {t(`audit.collection.${change.collection}`, { defaultValue: change.collection })}
        </Text>
        <Code>{change.label}</Code>
      </Group>
      {fields.length > 0 ? (
        <Table
          withTableBorder
          fz="sm"
          layout="fixed"
          aria-label={t('audit.fieldsOf', { label: change.label })}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th w="30%">{t('audit.field.name')}</Table.Th>
              {change.op === 'insert' ? null : <Table.Th>{t('audit.field.before')}</Table.Th>}
              <Table.Th>{t('audit.field.after')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {fields.map(([name, [before, after]]) => (
              <Table.Tr key={name}>
                <Table.Td style={{ wordBreak: 'break-word' }}>
                  <Code>{name}</Code>
                </Table.Td>
                {change.op === 'insert' ? null : (
                  <Table.Td>
                    <Value value={before} />
                  </Table.Td>
                )}
                <Table.Td>
                  <Value value={after} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
    </Stack>
  );
}

/** One entry: who, when, from where, and every record it changed. */
function EntryDrawer({ entry, onClose }: { entry: AuditEntry | null; onClose: () => void }) {
  const { t } = useTranslate();
  const locale = useLocale();
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  return (
    <Drawer
      opened={entry !== null}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'xl'}
      title={entry?.call}
      scrollAreaComponent={ScrollArea.Autosize}
    >
      {entry ? (
        <Stack gap="md">
          <Table fz="sm" variant="vertical" withTableBorder>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w={140}>{t('audit.field.at')}</Table.Th>
                <Table.Td>{formatDateTime(entry.at, locale)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('audit.field.who')}</Table.Th>
                <Table.Td>
                  <Who entry={entry} />
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('audit.field.address')}</Table.Th>
                <Table.Td>{entry.address ?? '—'}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('audit.field.requestId')}</Table.Th>
                <Table.Td style={{ wordBreak: 'break-all' }}>{entry.requestId ?? '—'}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          {entry.changes.length === 0 ? (
            <Text fz="sm" c="dimmed">
              {t('audit.noChangesShown')}
            </Text>
          ) : (
            entry.changes.map((change, index) => (
              <ChangeTable key={`${change.collection}:${change.id}:${index}`} change={change} />
            ))
          )}
          {entry.more > 0 ? (
            <Text fz="sm" c="dimmed">
              {t('audit.more', { count: entry.more })}
            </Text>
          ) : null}
        </Stack>
      ) : null}
    </Drawer>
  );
}

/**
 * `/system/audit` (administrators, issue #41 §4): every change, newest first: who made it, when,
 * through which call, from which address, and each record's fields with their old and new values.
 * An operator's administrator reads all of it; a customer's administrator its own customer's.
 */
export default function AuditTrail() {
  const { t } = useTranslate();
  const locale = useLocale();
  const operator = useBusinessRole() === 'operator';
  const [open, setOpen] = useState<AuditEntry | null>(null);
  const list = useBusinessList<AuditEntry, AuditQuery>({
    listId: 'audit.list',
    fetch: getAuditTrail,
    rowKey: (row) => row.id,
    defaultSort: null,
  });
  return (
    <BusinessPage
      title={t('businessMenu.auditTrail')}
      intro={t(operator ? 'audit.intro' : 'audit.customerIntro')}
    >
      <BusinessList
        list={list}
        aria-label={t('audit.listTitle')}
        searchSchema={auditSearch(operator)}
        emptyMessage={t('audit.empty')}
        onRowClick={setOpen}
        columns={[
          {
            field: 'at',
            title: 'audit.field.at',
            width: 170,
            render: (row) => formatDateTime(row.at, locale),
          },
          { field: 'who', title: 'audit.field.who', width: 200, render: (row) => <Who entry={row} /> },
          {
            field: 'call',
            title: 'audit.field.call',
            width: 250,
            render: (row) => <Code>{row.call}</Code>,
          },
          {
            field: 'document',
            title: 'audit.field.document',
            width: 180,
            render: (row) => (
              <Text fz="sm" ff="monospace">
                {row.document ?? '—'}
              </Text>
            ),
          },
          {
            field: 'changes',
            title: 'audit.field.changes',
            width: 140,
            alwaysShown: true,
            render: (row) => t('audit.changeCount', { count: row.changes.length + row.more }),
          },
        ]}
      />
      <EntryDrawer entry={open} onClose={() => setOpen(null)} />
    </BusinessPage>
  );
}
