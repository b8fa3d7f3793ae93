import type { Allowed, Invalid, LifecycleCases } from './lifecycle.suite';
import {
  RECHARGE_EVENT_TYPES,
  RECHARGE_STATUSES,
  rechargeMachine,
  type RechargeEvent,
  type RechargeStatus,
} from './recharge.machine';

type M = typeof rechargeMachine;

/** What a back-end gets from a request body: not checked against the type. */
const fromWire = (json: string) => JSON.parse(json) as RechargeEvent;

const allowed: Allowed<M, RechargeStatus>[] = [
  ['DRAFT', { type: 'edit', by: 'customer' }, 'DRAFT'],
  ['DRAFT', { type: 'delete', by: 'customer' }, 'DRAFT'],
  ['DRAFT', { type: 'submit', by: 'customer' }, 'PENDING_REVIEW'],
  ['DRAFT', { type: 'submit', by: 'customer' }, 'PENDING_REVIEW', { method: 'PAYONEER', hasReceipt: false }],
  ['DRAFT', { type: 'submit', by: 'customer' }, 'CREDITED', { method: 'ONLINE_CARD', hasReceipt: false }],
  ['DRAFT', { type: 'withdraw', by: 'customer' }, 'WITHDRAWN'],
  [
    'PENDING_REVIEW',
    { type: 'approve', by: 'operator', arrivedAmount: 1000, serviceCharge: 12.5 },
    'CREDITED',
  ],
  ['PENDING_REVIEW', { type: 'approve', by: 'operator', arrivedAmount: 0.01, serviceCharge: 0 }, 'CREDITED'],
  ['PENDING_REVIEW', { type: 'reject', by: 'operator', reason: 'no funds arrived' }, 'REJECTED'],
  ['PENDING_REVIEW', { type: 'withdraw', by: 'customer' }, 'WITHDRAWN'],
];

const invalid: Invalid<M, RechargeStatus>[] = [
  [
    'DRAFT',
    { type: 'submit', by: 'customer' },
    ['hasRequiredReceipt'],
    { method: 'BANK_TRANSFER', hasReceipt: false },
  ],
  [
    'PENDING_REVIEW',
    { type: 'approve', by: 'operator', arrivedAmount: 0, serviceCharge: 0 },
    ['hasArrivedAmount'],
  ],
  [
    'PENDING_REVIEW',
    { type: 'approve', by: 'operator', arrivedAmount: -5, serviceCharge: 1 },
    ['hasArrivedAmount'],
  ],
  [
    'PENDING_REVIEW',
    { type: 'approve', by: 'operator', arrivedAmount: 100, serviceCharge: -1 },
    ['hasServiceCharge'],
  ],
  [
    'PENDING_REVIEW',
    fromWire('{"type":"approve","by":"operator","arrivedAmount":100}'),
    ['hasServiceCharge'],
  ],
  [
    'PENDING_REVIEW',
    fromWire('{"type":"approve","by":"operator","arrivedAmount":"100","serviceCharge":0}'),
    ['hasArrivedAmount'],
  ],
  ['PENDING_REVIEW', { type: 'reject', by: 'operator', reason: '' }, ['hasReason']],
];

export const rechargeCases: LifecycleCases<M, RechargeStatus> = {
  machine: rechargeMachine,
  states: RECHARGE_STATUSES,
  eventTypes: RECHARGE_EVENT_TYPES,
  context: { method: 'BANK_TRANSFER', hasReceipt: true },
  allowed,
  invalid,
};
