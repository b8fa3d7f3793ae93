import { availableActions } from '@machines/business/lifecycle';
import { inboundOrderMachine } from '@machines/business/inbound-order.machine';
import { inboundExceptionMachine } from '@machines/business/inbound-exception.machine';
import type { Role } from '@machines/business/lifecycle';
import type { InboundAction, InboundExceptionAction } from '@/api/business/inbound';
import type { InboundException, InboundOrder } from '@/api/business/types/documents';

/** The button permission (route `meta.permission`) each lifecycle action needs. */
export const ACTION_PERMISSIONS: Record<InboundAction | 'edit', string> = {
  edit: 'inbound:edit',
  submit: 'inbound:submit',
  approve: 'inbound:verify',
  reject: 'inbound:verify',
  markShipped: 'inbound:ship',
  arrive: 'inbound:arrive',
  startReceiving: 'inbound:receive',
  receive: 'inbound:receive',
  putaway: 'inbound:putaway',
  cancel: 'inbound:cancel',
};

export const EXCEPTION_PERMISSIONS: Record<InboundExceptionAction, string> = {
  askCustomer: 'inbound:exception:ask',
  chooseResolution: 'inbound:exception:choose',
  resolve: 'inbound:exception:resolve',
};

export const openExceptionsOf = (order: Pick<InboundOrder, 'exceptions'>): InboundException[] =>
  order.exceptions.filter((exception) => exception.status !== 'RESOLVED');

/** What the chart lets `role` do to the order (payload and context judged by the server). */
export function inboundActionsFor(
  order: Pick<InboundOrder, 'status' | 'exceptions' | 'arrivedAt'>,
  role: Role,
  hasPermission: (name: string) => boolean,
): (InboundAction | 'edit')[] {
  const context = { openExceptions: openExceptionsOf(order).length, arrived: order.arrivedAt !== null };
  return availableActions(inboundOrderMachine, order.status, context, role).filter((action) =>
    hasPermission(ACTION_PERMISSIONS[action]),
  );
}

export function exceptionActionsFor(
  exception: Pick<InboundException, 'status' | 'resolution'>,
  role: Role,
  hasPermission: (name: string) => boolean,
): InboundExceptionAction[] {
  const context = { chosenResolution: exception.resolution ?? undefined };
  return availableActions(inboundExceptionMachine, exception.status, context, role).filter((action) =>
    hasPermission(EXCEPTION_PERMISSIONS[action]),
  );
}
