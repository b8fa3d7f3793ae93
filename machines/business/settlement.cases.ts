import type { Allowed, Invalid, LifecycleCases } from './lifecycle.suite';
import {
  SETTLEMENT_EVENT_TYPES,
  SETTLEMENT_STATUSES,
  settlementMachine,
  type SettlementStatus,
} from './settlement.machine';

type M = typeof settlementMachine;

const allowed: Allowed<M, SettlementStatus>[] = [
  ['GENERATED', { type: 'confirm', by: 'customer' }, 'CONFIRMED'],
  ['GENERATED', { type: 'dispute', by: 'customer', note: 'storage fee charged twice on 3 May' }, 'DISPUTED'],
  ['DISPUTED', { type: 'adjust', by: 'operator', note: 'credited STORAGE_DAILY of 3 May' }, 'ADJUSTED'],
  ['DISPUTED', { type: 'adjust', by: 'operator' }, 'ADJUSTED'],
  ['ADJUSTED', { type: 'confirm', by: 'customer' }, 'CONFIRMED'],
];

const invalid: Invalid<M, SettlementStatus>[] = [
  ['GENERATED', { type: 'dispute', by: 'customer', note: '' }, ['hasNote']],
  ['GENERATED', { type: 'dispute', by: 'customer', note: ' \n ' }, ['hasNote']],
];

export const settlementCases: LifecycleCases<M, SettlementStatus> = {
  machine: settlementMachine,
  states: SETTLEMENT_STATUSES,
  eventTypes: SETTLEMENT_EVENT_TYPES,
  context: {},
  allowed,
  invalid,
};
