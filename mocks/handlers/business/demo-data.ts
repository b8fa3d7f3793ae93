import { http } from 'msw';
import { apiPath, mockDelay } from '../../config';
import { ok } from '../../http';
import { msg } from '../../i18n';
import { authenticate } from '../../auth/session';
import { resetDemoData } from './db-instance';

/**
 * `POST Mock/ResetDemoData`: the business data back to the seed (the settings drawer's "reset demo
 * data"). A mock-only call, outside business.md's modules: a real back-end has no such thing. Any
 * signed-in account may call it, since every demo user shares the one browser database.
 */
export const demoDataHandlers = [
  http.post(apiPath('Mock/ResetDemoData'), async ({ request }) => {
    await mockDelay('default');
    const session = authenticate(request);
    if (session instanceof Response) return session;
    await resetDemoData();
    return ok(true, msg(request, 'demoDataReset'));
  }),
];
