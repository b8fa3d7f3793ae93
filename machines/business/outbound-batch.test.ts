import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { describeLifecycle } from './lifecycle.suite';
import { batchCases } from './outbound-batch.cases';
import { outboundBatchMachine } from './outbound-batch.machine';

describeLifecycle('outbound batch', batchCases);

describe('outbound batch: as an actor', () => {
  it('is printed by the customer and handed over by the warehouse only', () => {
    const actor = createActor(outboundBatchMachine, { input: { kind: 'HANDOVER', orderCount: 3 } }).start();
    actor.send({ type: 'handOver', by: 'operator' });
    expect(actor.getSnapshot().value).toBe('OPEN');
    actor.send({ type: 'print', by: 'customer' });
    actor.send({ type: 'handOver', by: 'customer' });
    expect(actor.getSnapshot().value).toBe('PRINTED');
    actor.send({ type: 'handOver', by: 'operator' });
    expect(actor.getSnapshot().value).toBe('HANDED_OVER');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('does not print an empty batch, and a label batch is never handed over', () => {
    const empty = createActor(outboundBatchMachine, { input: {} }).start();
    empty.send({ type: 'print', by: 'operator' });
    expect(empty.getSnapshot().value).toBe('OPEN');
    const labels = createActor(outboundBatchMachine, {
      input: { kind: 'LABEL_PRINT', orderCount: 1 },
    }).start();
    labels.send({ type: 'print', by: 'operator' });
    labels.send({ type: 'handOver', by: 'operator' });
    expect(labels.getSnapshot().value).toBe('PRINTED');
  });
});
