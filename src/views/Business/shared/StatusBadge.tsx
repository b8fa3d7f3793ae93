import { Badge, Group } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { baseStatus } from '@machines/business/lifecycle';

/** The status kinds `business.status.<kind>.<STATUS>` names. */
export type StatusKind =
  | 'sku'
  | 'warehouse'
  | 'carrier'
  | 'inbound'
  | 'inboundException'
  | 'outbound'
  | 'outboundBatch'
  | 'rma'
  | 'recharge'
  | 'settlement'
  | 'review'
  | 'certificate'
  | 'active';

const COLORS: Record<string, string> = {
  DRAFT: 'gray',
  PENDING_REVIEW: 'yellow',
  PENDING_APPROVAL: 'yellow',
  PENDING: 'yellow',
  AWAITING_CUSTOMER: 'yellow',
  AWAITING_PICK: 'blue',
  OPEN: 'orange',
  EXCEPTION: 'red',
  REJECTED: 'red',
  DISPUTED: 'red',
  EXPIRED: 'red',
  FROZEN: 'cyan',
  ON_HOLD: 'orange',
  SUSPENDED: 'orange',
  INACTIVE: 'gray',
  CANCELLED: 'gray',
  DISCARDED: 'gray',
  WITHDRAWN: 'gray',
  APPROVED: 'teal',
  ACTIVE: 'green',
  VALID: 'green',
  COMPLETED: 'green',
  DELIVERED: 'green',
  CREDITED: 'green',
  CONFIRMED: 'green',
  RESOLVED: 'green',
  SHIPPED: 'indigo',
  PRINTED: 'cyan',
  HANDED_OVER: 'indigo',
};

export const statusColor = (status: string): string => COLORS[baseStatus(status)] ?? 'blue';

export const statusKey = (kind: StatusKind, status: string): string =>
  `business.status.${kind}.${baseStatus(status)}`;

/** A document's status as a coloured badge; a pending cancel request shows beside it. */
export function StatusBadge({ kind, status }: { kind: StatusKind; status: string }) {
  const { t } = useTranslate();
  const requested = status.endsWith('.cancelRequested');
  const badge = (
    <Badge color={statusColor(status)} variant="light" radius="sm" style={{ textTransform: 'none' }}>
      {t(statusKey(kind, status))}
    </Badge>
  );
  if (!requested) return badge;
  return (
    <Group gap={4} wrap="nowrap">
      {badge}
      <Badge color="red" variant="outline" radius="sm" style={{ textTransform: 'none' }}>
        {t('business.status.cancelRequested')}
      </Badge>
    </Group>
  );
}
