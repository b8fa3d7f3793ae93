import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRandom } from '../seed/prng';
import { dataFingerprint, dataInvariants } from '../../mocks/testing';
import { signInAll, type Callers } from './cross-customer.test-support';
import { callFor, stepArbitrary, type Call } from './property.steps.test-support';
import { World } from './property.test-support';
import { signedIn, type Answer } from './testing';

/**
 * The property test of server/services/property.test.ts over HTTP, in every home of the back-end:
 * random calls by both customers' users and the operator, through the API only. Documents of every
 * kind made, then moved along their charts — most steps by the caller and with an action the chart
 * allows it, the rest by a random caller, with a random action and now and then a wrong payload — and
 * the operator's money and stock calls. After every call the stock and money invariants hold; a
 * refused call (4xx) changes nothing; no call answers 5xx.
 *
 * The in-process test is the deep one (ten thousand actions a run, from the seed again each
 * sequence); this one proves the same over the API against the service as well. Its data is not
 * rolled back: each call takes the data where the last one left it, so a run is one sequence, never
 * shrunk (a shorter one would meet other data). The seed is random per run and printed;
 * `PROPERTY_SEED=<n>` replays a run — exactly when the file runs alone, as the service's data is its
 * worker's and the files before it change it — and `PROPERTY_TRAIL=1` prints every call it made.
 *
 * It runs in this process on SQLite (property.test.ts) and against two service processes on one
 * PostgreSQL database behind a load balancer (server/two-processes.test.ts), `where` naming the home
 * in its title and summary. What it makes is its own (property.test-support.ts says how it stays out
 * of the other files' way).
 */
export function randomUseOverHttp(where: string): void {
  const SEED = process.env.PROPERTY_SEED
    ? Number(process.env.PROPERTY_SEED)
    : Math.floor(Math.random() * 2 ** 31);
  const STEPS = 250;
  /**
   * How many refusals are checked against the data's fingerprint. A fingerprint takes 0.1 s on the
   * seeded data (more on a busy machine), one before the call and one after, so not every
   * refusal is checked: the data is fingerprinted before a step meant to be refused (a random action,
   * a wrong payload or caller) while fewer refusals than this many, paced over the run, have been
   * checked; the print after a refusal serves the next step too. Every call is checked against the
   * invariants.
   */
  const FINGERPRINTED_REFUSALS = 20;

  /** The calls made, for a failure's message (the last few) and `PROPERTY_TRAIL=1` (all of them). */
  const trail: string[] = [];
  const recent = () =>
    `seed ${SEED} (replay: PROPERTY_SEED=${SEED}), the last calls:\n${trail.slice(-12).join('\n')}`;

  /** A call and its answer on one line: a 422's field messages too. */
  function described(n: number, call: Call, answer: Answer<unknown>): string {
    const fields = answer.status === 422 ? ` ${JSON.stringify(answer.data)}` : '';
    const body = JSON.stringify(call.body).slice(0, 300);
    return `${n}: ${call.who} POST ${call.path} ${body} → ${answer.status} ${answer.message}${fields}`;
  }

  describe(`the API under random use, by both customers and the operator (${where})`, () => {
    let as: Callers;
    let world: World;

    beforeAll(async () => {
      as = await signInAll();
      world = await World.laid(as);
    }, 120_000);

    // the credit limits and frozen money of the purses as they were: the service's next files use them
    afterAll(async () => {
      if (world === undefined) return;
      const notes = await world.restore(await signedIn('admin'));
      if (notes.length > 0) console.info(`property over HTTP: not put back: ${notes.join('; ')}`);
    }, 60_000);

    it('keeps the books balanced after every call, and a refused call changes nothing', async () => {
      console.info(`property over HTTP: seed ${SEED} (replay: PROPERTY_SEED=${SEED})`);
      expect(await dataInvariants()).toEqual([]);
      const started = performance.now();
      const counts = { actions: 0, accepted: 0, refused: 0, fingerprinted: 0, prints: 0, printMs: 0 };
      const statuses = new Map<number, number>();
      const print = async () => {
        const printing = performance.now();
        const fingerprint = await dataFingerprint();
        counts.prints += 1;
        counts.printMs += performance.now() - printing;
        return fingerprint;
      };

      await fc.assert(
        fc.asyncProperty(fc.array(stepArbitrary, { minLength: STEPS, maxLength: STEPS }), async (steps) => {
          /** The data's fingerprint as it is now, when known. */
          let before: string | undefined;
          for (const [index, step] of steps.entries()) {
            const random = createRandom(step.seed);
            const call = await callFor(world, as, step, random);
            // the checks spread over the run (its refusals late in a lifecycle too), all due by 90 % of it
            const due = Math.ceil((FINGERPRINTED_REFUSALS * (index + 1)) / (STEPS * 0.9));
            if (before === undefined && call.likelyRefused && counts.fingerprinted < due)
              before = await print();
            const answer = await as[call.who].post(call.path, call.body);
            trail.push(described(counts.actions, call, answer));
            counts.actions += 1;
            statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
            expect(answer.status, `a call answered ${answer.status}; ${recent()}`).toBeLessThan(500);
            if (answer.status === 200) {
              counts.accepted += 1;
              world.record(call.kind, answer.data);
              before = undefined;
            } else {
              expect(answer.status, recent()).toBeGreaterThanOrEqual(400);
              counts.refused += 1;
              if (before !== undefined) {
                const after = await print();
                expect(after, `a refused call changed the data; ${recent()}`).toBe(before);
                counts.fingerprinted += 1;
                before = after;
              }
            }
            expect(await dataInvariants(), `the invariants after a call; ${recent()}`).toEqual([]);
          }
        }),
        {
          seed: SEED,
          numRuns: 1,
          endOnFailure: true,
          // the call that failed and the ones before it say more than the abstract steps would
          reporter: (run) => {
            if (!run.failed) return;
            throw run.errorInstance instanceof Error
              ? run.errorInstance
              : new Error(String(run.errorInstance));
          },
        },
      );

      const made = new Map<string, Map<string, number>>();
      for (const { kind, status } of world.docs) {
        const statusesOf = made.get(kind) ?? new Map<string, number>();
        made.set(kind, statusesOf.set(status, (statusesOf.get(status) ?? 0) + 1));
      }
      const byKind = [...made]
        .map(([kind, at]) => `${kind} ${[...at].map(([status, n]) => `${status} ${n}`).join(' ')}`)
        .join('; ');
      const codes = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}: ${n}`);
      console.info(
        `property over HTTP (seed ${SEED}, ${where}): ` +
          `${counts.actions} actions, ${counts.accepted} accepted, ${counts.refused} refused (${codes.join(', ')}); ` +
          `${counts.fingerprinted} refusals fingerprinted, ${counts.prints} prints in ${Math.round(counts.printMs)} ms; ` +
          `the documents made, where they rest: ${byKind}; ${Math.round(performance.now() - started)} ms`,
      );
      if (process.env.PROPERTY_TRAIL) console.info(trail.join('\n'));
      // a run that refused everything, or accepted everything, would prove little
      expect(counts.accepted).toBeGreaterThan(STEPS * 0.3);
      expect(counts.refused).toBeGreaterThan(STEPS * 0.15);
      expect(counts.fingerprinted).toBeGreaterThanOrEqual(FINGERPRINTED_REFUSALS / 2);
    }, 240_000);
  });
}
