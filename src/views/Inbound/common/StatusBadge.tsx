import type { InboundException } from '@/api/business/types/documents';
import { StatusBadge } from '@/views/Business/shared/StatusBadge';
import type { InboundStatus } from './inbound-options';

/** The shared business badges, named for what an inbound page shows. */
export const InboundStatusBadge = ({ status }: { status: InboundStatus }) => (
  <StatusBadge kind="inbound" status={status} />
);

export const ExceptionStatusBadge = ({ status }: { status: InboundException['status'] }) => (
  <StatusBadge kind="inboundException" status={status} />
);

export const statusLabelKey = (status: string) => `business.status.inbound.${status}`;
