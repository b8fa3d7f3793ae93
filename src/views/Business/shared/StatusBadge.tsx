import { useTranslate } from '@tolgee/react';
import { memo } from 'react';
import { CellBadge } from '@/components/Table/cell-controls';
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

const BESIDE = { display: 'inline-flex', gap: 4, flexWrap: 'wrap' } as const;

/**
 * A document's status as a coloured badge; a pending cancel request shows beside it. Lists show one a
 * row: a plain badge (`CellBadge`), kept while the status stays.
 */
export const StatusBadge = memo(function StatusBadge({ kind, status }: { kind: StatusKind; status: string }) {
  const { t } = useTranslate();
  const badge = <CellBadge color={statusColor(status)}>{t(statusKey(kind, status))}</CellBadge>;
  if (!status.endsWith('.cancelRequested')) return badge;
  return (
    <span style={BESIDE}>
      {badge}
      <CellBadge color="red" variant="outline">
        {t('business.status.cancelRequested')}
      </CellBadge>
    </span>
  );
});
