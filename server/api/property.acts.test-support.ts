import { availableActions, type Role } from '@machines/business/lifecycle';
import { CHARTS } from '../services/charts';
import type { Random } from '../seed/prng';
import type { Callers, Row } from './cross-customer.test-support';
import type { Call, Step } from './property.steps.test-support';
import {
  ACTIONS,
  actionPath,
  KINDS,
  OWNER,
  WHO,
  type Doc,
  type Kind,
  type Who,
  type World,
} from './property.test-support';

// The property test's actions on the documents it made (property.test.ts): the chart's events, most
// of them ones the chart allows the caller, with payloads as the in-process test makes them
// (server/services/property.test.ts).

const FINAL = new Set([
  'RESOLVED',
  'COMPLETED',
  'CANCELLED',
  'DELIVERED',
  'CREDITED',
  'REJECTED',
  'WITHDRAWN',
  'CONFIRMED',
  'DISCARDED',
]);

/** Mostly documents still in progress: a finished one refuses nearly everything. */
function candidates(world: World, kind: Kind, random: Random): Doc[] {
  const list = world.of(kind);
  const live = list.filter((doc) => !FINAL.has(doc.status.split('.')[0]));
  return live.length > 0 && random.next() < 0.95 ? live : list;
}

/** Actions that end a document early (or ask to). */
const ENDINGS = new Set(['cancel', 'requestCancel', 'reject', 'withdraw', 'discard']);

const ROLE_OF: Record<Who, Role> = { seller: 'customer', seller2: 'customer', admin: 'operator' };

/** An action the chart allows on `doc` by its owner or the operator, whichever may take one. */
function aimed(doc: Doc, random: Random): { who: Who; action: string } | null {
  const options = ([OWNER[doc.customerId], 'admin'] as const).flatMap((who) =>
    availableActions(CHARTS[doc.kind], doc.status, {} as never, ROLE_OF[who])
      .filter((type) => (ACTIONS[doc.kind] as readonly string[]).includes(type))
      .map((action) => ({ who, action })),
  );
  // ending a document early is picked less often, so that more of them travel their whole lifecycle
  const onwards = options.filter((option) => !ENDINGS.has(option.action));
  if (onwards.length > 0 && random.next() < 0.8) return random.pick(onwards);
  return options.length > 0 ? random.pick(options) : null;
}

/** A payload that is sometimes right, sometimes wrong, sometimes nonsense (`wrong`). */
function payloadFor(doc: Row | undefined, random: Random, wrong: boolean): Record<string, unknown> {
  const text = wrong ? random.pick(['', '  ', 42]) : 'because';
  const amount = wrong ? random.pick([-5, 0, 'x', 1e12]) : random.int(1, 5000) / 100;
  const payload: Record<string, unknown> = {
    reason: text,
    note: text,
    trackingNo: wrong ? '' : `1Z${random.int(1000, 9999)}`,
    trackingNos: wrong ? [] : [`1Z${random.int(100000, 999999)}`],
    actualWeightKg: wrong ? random.pick([0, -1, 'heavy']) : random.int(1, 3000) / 1000,
    arrivedAmount: amount,
    serviceCharge: wrong ? -1 : random.pick([0, 1.5]),
    amount: random.next() < 0.5 ? -amount : amount,
    resolution: random.pick([
      'ACCEPT_AS_GOOD',
      'ACCEPT_AS_DAMAGED',
      'ADJUST_FORECAST',
      'RETURN_TO_SENDER',
      'DESTROY',
      'NOPE',
    ]),
    photos: random.next() < 0.7 ? ['/p.jpg'] : [],
    ...(wrong && random.next() < 0.3 ? { feeNos: ['PROP-NO-FEE'] } : {}),
  };
  const boxes = doc?.boxes as { boxNo: number; lines: { sku: string; expectedQty: number }[] }[] | undefined;
  if (boxes) {
    payload.lines = boxes.flatMap((box) =>
      box.lines.map((line) => {
        const receivedQty = Math.max(0, line.expectedQty + random.int(-2, 1));
        const damagedQty = wrong ? receivedQty + 1 : random.int(0, Math.min(2, receivedQty));
        return {
          boxNo: box.boxNo,
          sku: line.sku,
          receivedQty,
          goodQty: receivedQty - damagedQty,
          damagedQty,
        };
      }),
    );
  } else if (Array.isArray(doc?.lines) && 'expectedQty' in ((doc.lines as Row[])[0] ?? {})) {
    payload.lines = (doc.lines as { sku: string; expectedQty: number }[]).map((line) => ({
      sku: line.sku,
      goodQty: random.int(0, line.expectedQty),
      defectiveQty: random.int(0, 1),
      unidentifiedQty: wrong ? -1 : 0,
    }));
  }
  return payload;
}

/**
 * An action on one of the documents made: most steps look at a few for one the chart lets its owner
 * or the operator act on (in another kind when this one has none), the rest are taken by a random
 * caller with a random action of the chart; the document is read first, for its status and lines.
 */
export async function actCall(world: World, as: Callers, s: Step, random: Random): Promise<Call> {
  let kind = KINDS[s.kind];
  let pool = candidates(world, kind, random);
  // a kind with none made yet lends its step to one with some, but now and then to no document at all
  const someKind = () => {
    const made = KINDS.filter((k) => world.of(k).length > 0);
    return made.length > 0 ? random.pick(made) : kind;
  };
  if (pool.length === 0 && random.next() < 0.95) {
    kind = someKind();
    pool = candidates(world, kind, random);
  }
  let doc: Doc | undefined = pool[s.pick % Math.max(pool.length, 1)];
  let aim: { who: Who; action: string } | null = null;
  if (s.aim < 90) {
    for (let tries = 0; tries < 12 && !(doc && (aim = aimed(doc, random))); tries += 1) {
      if (tries % 3 === 2) {
        kind = someKind();
        pool = candidates(world, kind, random);
      }
      doc = pool.length > 0 ? random.pick(pool) : undefined;
    }
  }
  const status = doc?.status;
  const data = doc ? await world.read(as.admin, doc) : undefined;
  // another document's step may have moved this one (a hold lifted re-checks the held orders)
  if (doc && aim && doc.status !== status) aim = aimed(doc, random) ?? aim;
  const wrong = random.next() < (aim ? 0.03 : 0.2);
  const actions = ACTIONS[kind];
  const action = aim?.action ?? actions[s.action % actions.length];
  return {
    who: aim?.who ?? WHO[s.actor],
    path: actionPath(doc?.kind ?? kind, action),
    body: { ...payloadFor(data, random, wrong), id: doc?.id ?? 'PROP-NONE' },
    kind: doc?.kind ?? kind,
    likelyRefused: !aim || wrong,
  };
}
