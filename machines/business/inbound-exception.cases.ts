import type { Allowed, Invalid, LifecycleCases } from './lifecycle.suite';
import {
  EXCEPTION_EVENT_TYPES,
  EXCEPTION_STATUSES,
  inboundExceptionMachine,
  type ExceptionEvent,
  type ExceptionStatus,
} from './inbound-exception.machine';

type M = typeof inboundExceptionMachine;

/** What a back-end gets from a request body: not checked against the type. */
const fromWire = (json: string) => JSON.parse(json) as ExceptionEvent;

const allowed: Allowed<M, ExceptionStatus>[] = [
  ['OPEN', { type: 'askCustomer', by: 'operator' }, 'AWAITING_CUSTOMER'],
  ['OPEN', { type: 'resolve', by: 'operator', resolution: 'ACCEPT_AS_DAMAGED' }, 'RESOLVED'],
  [
    'AWAITING_CUSTOMER',
    { type: 'chooseResolution', by: 'customer', resolution: 'RETURN_TO_SENDER' },
    'AWAITING_CUSTOMER',
  ],
  [
    'AWAITING_CUSTOMER',
    { type: 'chooseResolution', by: 'customer', resolution: 'DESTROY' },
    'AWAITING_CUSTOMER',
    { chosenResolution: 'ADJUST_FORECAST' },
  ],
  [
    'AWAITING_CUSTOMER',
    { type: 'resolve', by: 'operator', resolution: 'ADJUST_FORECAST' },
    'RESOLVED',
    { chosenResolution: 'ADJUST_FORECAST' },
  ],
];

const invalid: Invalid<M, ExceptionStatus>[] = [
  ['OPEN', fromWire('{"type":"resolve","by":"operator","resolution":"BURN"}'), ['hasResolution']],
  ['OPEN', fromWire('{"type":"resolve","by":"operator"}'), ['hasResolution']],
  [
    'AWAITING_CUSTOMER',
    fromWire('{"type":"chooseResolution","by":"customer","resolution":"KEEP"}'),
    ['hasResolution'],
  ],
  [
    'AWAITING_CUSTOMER',
    { type: 'resolve', by: 'operator', resolution: 'DESTROY' },
    ['matchesCustomerChoice'],
  ],
  [
    'AWAITING_CUSTOMER',
    { type: 'resolve', by: 'operator', resolution: 'DESTROY' },
    ['matchesCustomerChoice'],
    { chosenResolution: 'ACCEPT_AS_GOOD' },
  ],
];

export const exceptionCases: LifecycleCases<M, ExceptionStatus> = {
  machine: inboundExceptionMachine,
  states: EXCEPTION_STATUSES,
  eventTypes: EXCEPTION_EVENT_TYPES,
  context: { chosenResolution: undefined },
  allowed,
  invalid,
};
