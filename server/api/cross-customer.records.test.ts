import { isDeepStrictEqual } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { againstService, setupMockServer } from '../../mocks/testing';
import { MATRIX, moduleOf, type OnRecord } from './cross-customer.matrix.test-support';
import {
  answerOf,
  layGroundwork,
  readBack,
  send,
  signInAll,
  type Callers,
  type Groundwork,
  type Row,
} from './cross-customer.test-support';
import { Records } from './cross-customer.records.test-support';
import { seedBeforeAll } from './testing';

// The cross-customer matrix's calls on one record (cross-customer.matrix.test-support.ts), module by
// module: C002's user is answered 404 and the record is as its owner read it just before; then the
// owner, or the operator for an operator's call, makes the very same request and is answered 200
// with that record (a delete: the record is gone). Every record is made and read through the API.

setupMockServer();
if (!againstService()) seedBeforeAll();

/** The fields whose values differ between two readings of a record. */
const changedFields = (before: Row, after: Row) =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (field) => !isDeepStrictEqual(before[field], after[field]),
  );

/** What is wrong with one call on a record: C002's answer, what it changed, the owner's answer. */
async function problemsOf(call: string, onRecord: OnRecord, as: Callers): Promise<string[]> {
  const { request, by, names, target } = onRecord;
  const before = await readBack(as.seller, target.probe);
  if (before === undefined) return [`${call}: C001's user does not find ${target.id} to begin with`];
  const wrong: string[] = [];
  const theirs = await answerOf(await send(as.seller2, request));
  if (theirs.status !== 404) wrong.push(`${call} by C002: ${theirs.status} ${theirs.text.slice(0, 200)}`);
  const after = await readBack(as.seller, target.probe);
  if (after === undefined) wrong.push(`${call} by C002: ${target.id} is gone`);
  else if (!isDeepStrictEqual(after, before)) {
    wrong.push(`${call} by C002 changed ${target.id}: ${changedFields(before, after).join(', ')}`);
  }
  const owners = await answerOf(await send(as[by], request));
  if (owners.status !== 200) {
    wrong.push(`${call} by ${by}: ${owners.status} ${owners.text.slice(0, 300)}`);
  } else if (onRecord.deletes) {
    if ((await readBack(as.seller, target.probe)) !== undefined)
      wrong.push(`${call}: ${target.id} is still there`);
  } else if (!owners.text.includes(names)) {
    wrong.push(`${call} by ${by}: does not name ${names}: ${owners.text.slice(0, 300)}`);
  }
  return wrong;
}

const onRecords = Object.entries(MATRIX).flatMap(([call, entry]) =>
  'record' in entry ? [{ call, make: entry.record }] : [],
);
const modules = [...new Set(onRecords.map(({ call }) => moduleOf(call)))];

let ground: Groundwork;

beforeAll(async () => {
  ground = await layGroundwork(await signInAll());
}, 120_000);

describe('another customer’s record', () => {
  it('is the aim of calls in every module that keeps records', () => {
    expect([...modules].sort()).toEqual([
      'Customer',
      'Finance',
      'Inbound',
      'Outbound',
      'Recharge',
      'Rma',
      'Sku',
      'Warehouse',
    ]);
  });

  it.each(modules)(
    '%s: every call on it answers C002 404 and changes nothing; its owner’s same call answers 200 naming it',
    async (module) => {
      const started = performance.now();
      const as = await signInAll();
      const records = new Records(as, ground);
      const calls = onRecords.filter(({ call }) => moduleOf(call) === module);
      expect(calls.length).toBeGreaterThan(0);
      const wrong: string[] = [];
      for (const { call, make } of calls) wrong.push(...(await problemsOf(call, await make(records), as)));
      console.info(
        `cross-customer ${module}: ${calls.length} calls on a record of C001's, ${wrong.length} problems, ` +
          `${Math.round(performance.now() - started)} ms`,
      );
      expect(wrong.join('\n')).toBe('');
    },
    120_000,
  );
});
