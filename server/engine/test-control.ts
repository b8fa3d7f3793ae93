import { Hono } from 'hono';
import { resetAttempts } from '../areas/access/attempts';
import { resetOutbox } from '../areas/access/outbox';
import { resetAuthState } from '../areas/access/state';
import { setClock } from '../api/clock';
import { businessFingerprint } from '../store/fingerprint';
import { checkInvariants } from '../store/invariants';
import { liveDb } from '../api/db-instance';
import { resetSampleData } from '../areas/samples/data/store';

/** Where the test-mode control surface answers (only when OUTPOST_TEST_CONTROL is on). */
export const TEST_CONTROL_PREFIX = '/__test';

/**
 * What the contract tests need of a served back-end beyond its API, as the in-process one gives them
 * through its modules: sign-ins and the sample data back to their start, the clock set, the stock and
 * money invariants checked, the business data's fingerprint (a test's "nothing changed"). Mounted
 * only in test mode: a deployment never has it.
 */
export function testControlRoutes(): Hono {
  const app = new Hono();
  app.post(`${TEST_CONTROL_PREFIX}/reset`, async (c) => {
    await resetAuthState();
    await resetAttempts();
    await resetOutbox();
    resetSampleData();
    setClock();
    return c.json({ ok: true });
  });
  app.post(`${TEST_CONTROL_PREFIX}/clock`, async (c) => {
    const { at } = await c.req.json<{ at?: number }>();
    if (typeof at === 'number') setClock(() => at);
    else setClock();
    return c.json({ ok: true });
  });
  app.get(`${TEST_CONTROL_PREFIX}/invariants`, async (c) => c.json(await checkInvariants(await liveDb())));
  app.get(`${TEST_CONTROL_PREFIX}/fingerprint`, async (c) =>
    c.json({ fingerprint: await businessFingerprint(await liveDb()) }),
  );
  return app;
}
