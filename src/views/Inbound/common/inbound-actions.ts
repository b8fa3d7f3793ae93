import { blockersOf, type BlockedReason } from '@machines/business/blockers';
import { availableActions, type Role } from '@machines/business/lifecycle';
import { inboundContextOf, inboundOrderMachine } from '@machines/business/inbound-order.machine';
import { exceptionContextOf, inboundExceptionMachine } from '@machines/business/inbound-exception.machine';
import type { InboundAction, InboundExceptionAction } from '@/api/business/inbound';
import type { InboundException, InboundOrder } from '@/api/business/types/documents';

/** The button permission (route `meta.permission`) each lifecycle action needs. */
export type InboundOrderAction = InboundAction | 'edit' | 'delete' | 'printLabels';

export const ACTION_PERMISSIONS: Record<InboundOrderAction, string> = {
  edit: 'inbound:edit',
  delete: 'inbound:delete',
  printLabels: 'inbound:print',
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

type OrderFacts = Pick<InboundOrder, 'status' | 'exceptions' | 'arrivedAt'>;

/** What the chart lets `role` do to the order (payload and context judged by the server). */
export function inboundActionsFor(
  order: OrderFacts,
  role: Role,
  hasPermission: (name: string) => boolean,
): InboundOrderAction[] {
  return availableActions(inboundOrderMachine, order.status, inboundContextOf(order), role).filter((action) =>
    hasPermission(ACTION_PERMISSIONS[action]),
  );
}

/** Why an offered action cannot go on for this order (open exceptions block putaway); none: it can. */
export const inboundBlockersFor = (
  order: OrderFacts,
  role: Role,
  action: InboundOrderAction,
): BlockedReason[] => blockersOf(inboundOrderMachine, order.status, inboundContextOf(order), action, role);

export function exceptionActionsFor(
  exception: Pick<InboundException, 'status' | 'resolution'>,
  role: Role,
  hasPermission: (name: string) => boolean,
): InboundExceptionAction[] {
  return availableActions(
    inboundExceptionMachine,
    exception.status,
    exceptionContextOf(exception),
    role,
  ).filter((action) => hasPermission(EXCEPTION_PERMISSIONS[action]));
}
