import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, EventFromLogic } from 'xstate';
import { certificateCases } from './certificate-review.cases';
import { declarationCases } from './declaration-review.cases';
import { exceptionCases } from './inbound-exception.cases';
import { inboundCases } from './inbound-order.cases';
import {
  availableActions,
  baseStatus,
  decide,
  ROLES,
  snapshotAt,
  statusOf,
  toStateValue,
  type Role,
} from './lifecycle';
import type { LifecycleCases } from './lifecycle.suite';
import { batchCases } from './outbound-batch.cases';
import { outboundCases } from './outbound-order.cases';
import { outboundContextOf, outboundOrderMachine } from './outbound-order.machine';
import { rechargeCases } from './recharge.cases';
import { rmaCases } from './rma.cases';
import { settlementCases } from './settlement.cases';
import { skuCases } from './sku-review.cases';
import { skuReviewMachine, type SkuContext } from './sku-review.machine';
import { warehouseCases } from './warehouse-registration.cases';

const sku: SkuContext = {
  cargoAttribute: 'GENERAL',
  validCertificates: [],
  hasStock: false,
  hasOpenDocuments: false,
};
const noReason = outboundContextOf({});

describe('status strings and state values', () => {
  it.each([
    ['DRAFT', 'DRAFT'],
    ['PICKING.cancelRequested', { PICKING: 'cancelRequested' }],
  ] as const)('maps %s to a state value and back', (status, value) => {
    expect(toStateValue(status)).toEqual(value);
    expect(statusOf(outboundOrderMachine, value)).toBe(status);
  });

  it("leaves out a sub-state that is its parent's initial one", () => {
    expect(statusOf(outboundOrderMachine, { PACKED: 'active' })).toBe('PACKED');
  });

  it('groups a sub-state under its status', () => {
    expect(baseStatus('PACKED.cancelRequested')).toBe('PACKED');
    expect(baseStatus('SHIPPED')).toBe('SHIPPED');
  });
});

describe('snapshotAt', () => {
  it('rests in the given status with the given context', () => {
    const snapshot = snapshotAt(skuReviewMachine, 'APPROVED', { ...sku, hasStock: true });
    expect(snapshot.value).toBe('APPROVED');
    expect(snapshot.context.hasStock).toBe(true);
    expect(snapshot.can({ type: 'freeze', by: 'operator' })).toBe(true);
  });

  it('rests in a sub-state, and in the initial sub-state for a bare status', () => {
    expect(snapshotAt(outboundOrderMachine, 'PICKING.cancelRequested', noReason).value).toEqual({
      PICKING: 'cancelRequested',
    });
    expect(snapshotAt(outboundOrderMachine, 'PICKING', noReason).value).toEqual({ PICKING: 'active' });
  });

  it('throws on a status the chart does not have', () => {
    expect(() => snapshotAt(skuReviewMachine, 'ARCHIVED', sku)).toThrow(/ARCHIVED/);
    expect(() => decide(skuReviewMachine, 'ARCHIVED', sku, { type: 'submit', by: 'customer' })).toThrow();
  });
});

describe('decide', () => {
  it('answers the next status and context', () => {
    expect(decide(skuReviewMachine, 'DRAFT', sku, { type: 'submit', by: 'customer' })).toEqual({
      ok: true,
      status: 'PENDING_REVIEW',
      context: sku,
    });
  });

  it('checks the state before the role, and the role before the payload', () => {
    const reject = { type: 'reject', by: 'customer', reason: '' } as const;
    expect(decide(skuReviewMachine, 'DRAFT', sku, reject)).toMatchObject({ reason: 'state' });
    expect(decide(skuReviewMachine, 'PENDING_REVIEW', sku, reject)).toEqual({
      ok: false,
      reason: 'role',
      message: 'the customer may not reject in status PENDING_REVIEW',
    });
    expect(decide(skuReviewMachine, 'PENDING_REVIEW', sku, { ...reject, by: 'operator' })).toMatchObject({
      reason: 'invalid',
      guards: ['hasReason'],
    });
  });

  it('refuses everything in a final status as a matter of state', () => {
    expect(decide(skuReviewMachine, 'DISCARDED', sku, { type: 'submit', by: 'customer' })).toEqual({
      ok: false,
      reason: 'state',
      message: 'submit is not allowed in status DISCARDED',
    });
  });

  it('gives the same answer every time and leaves its arguments alone', () => {
    const context = { ...sku, cargoAttribute: 'WITH_BATTERY' as const, validCertificates: ['MSDS'] };
    const event = { type: 'approve', by: 'operator' } as const;
    const first = decide(skuReviewMachine, 'PENDING_REVIEW', context, event);
    const second = decide(skuReviewMachine, 'PENDING_REVIEW', context, event);
    expect(second).toEqual(first);
    expect(first).toMatchObject({ guards: ['hasRequiredCertificates'] });
    expect(context).toEqual({ ...sku, cargoAttribute: 'WITH_BATTERY', validCertificates: ['MSDS'] });
  });
});

const everyChart: [string, LifecycleCases<AnyStateMachine>][] = [
  ['sku', skuCases],
  ['warehouse', warehouseCases],
  ['inbound', inboundCases],
  ['exception', exceptionCases],
  ['outbound', outboundCases],
  ['outbound batch', batchCases],
  ['rma', rmaCases],
  ['recharge', rechargeCases],
  ['settlement', settlementCases],
  ['certificate', certificateCases],
  ['declaration', declarationCases],
];

describe('availableActions', () => {
  it('lists the actions of a status for each role, in the order they first appear in the chart', () => {
    expect(availableActions(skuReviewMachine, 'APPROVED', sku, 'customer')).toEqual(['edit', 'discard']);
    expect(availableActions(skuReviewMachine, 'APPROVED', sku, 'operator')).toEqual(['freeze']);
    expect(availableActions(outboundOrderMachine, 'AWAITING_PICK', noReason, 'customer')).toEqual([
      'cancel',
      'hold',
    ]);
  });

  it('offers an action whose context guard fails: decide explains the refusal', () => {
    expect(availableActions(skuReviewMachine, 'APPROVED', { ...sku, hasStock: true }, 'customer')).toContain(
      'discard',
    );
  });

  it.each(everyChart)(
    '%s: lists exactly the events decide refuses neither by state nor by role',
    (_, cases) => {
      const sampleOf = (type: string, by: Role) =>
        ({
          ...cases.allowed.find(([, event]) => event.type === type)?.[1],
          by,
        }) as EventFromLogic<AnyStateMachine>;
      for (const state of cases.states) {
        for (const by of ROLES) {
          const offered = availableActions(cases.machine, state, cases.context, by);
          const accepted = cases.eventTypes.filter((type) => {
            const decision = decide(cases.machine, state, cases.context, sampleOf(type, by));
            return decision.ok || decision.reason === 'invalid';
          });
          expect(offered.sort()).toEqual([...accepted].sort());
        }
      }
    },
  );
});
