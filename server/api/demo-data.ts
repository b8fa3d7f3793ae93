import { http } from 'msw';
import type { KeptAsideChoice } from '@/api/business/types/demo-data';
import { apiPath, mockDelay } from './config';
import { authenticate } from '../areas/access/session';
import { forbidden, httpError, invalid, ok, readJsonObject } from './http';
import { msg } from './i18n';
import { callerOf, isOperator } from './actor';
import { dataStatus, NotSavedError, resetDemoData, settleKeptAside } from './db-instance';

const CHOICES: readonly KeptAsideChoice[] = ['keep', 'discard'];

/** The operator, or the answer to send (401 signed out, 403 anyone else). */
async function operatorOf(request: Request): Promise<Response | null> {
  const actor = await callerOf(request);
  if (actor instanceof Response) return actor;
  return isOperator(actor) ? null : forbidden(request);
}

/**
 * Mock-only calls about the data this browser keeps, outside business.md's modules (a real back-end
 * has no such thing):
 * - `POST Mock/ResetDemoData`: the business data back to the seed (the settings drawer's "reset demo
 *   data"). The operator only: it wipes what every demo account created in this browser.
 * - `GET Mock/DataStatus`: what happened to the stored data (kept aside, unreadable, a failed save),
 *   for the console's notice; any signed-in account.
 * - `POST Mock/DataKeptAside` `{ choice: 'keep' | 'discard' }`: the operator's answer to "the old
 *   data was kept aside": keep it there (the notice goes) or discard it.
 */
export const demoDataHandlers = [
  http.post(apiPath('Mock/ResetDemoData'), async ({ request }) => {
    await mockDelay('default');
    const refused = await operatorOf(request);
    if (refused) return refused;
    try {
      await resetDemoData();
    } catch (error) {
      if (error instanceof NotSavedError) return httpError(503, msg(request, 'dataNotSaved'));
      throw error;
    }
    return ok(true, msg(request, 'demoDataReset'));
  }),
  http.get(apiPath('Mock/DataStatus'), async ({ request }) => {
    await mockDelay('default');
    const session = await authenticate(request);
    if (session instanceof Response) return session;
    return ok({ ...(await dataStatus()) });
  }),
  http.post(apiPath('Mock/DataKeptAside'), async ({ request }) => {
    await mockDelay('default');
    const refused = await operatorOf(request);
    if (refused) return refused;
    const { choice } = await readJsonObject(request);
    if (!CHOICES.includes(choice as KeptAsideChoice)) {
      return invalid(request, { choice: msg(request, 'keptAsideChoiceInvalid') });
    }
    await settleKeptAside(choice as KeptAsideChoice);
    return ok(true);
  }),
];
