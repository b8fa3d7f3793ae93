import { http } from 'msw';
import { OUTBOX_STATES, type OutboxState } from '@/api/outbox-types';
import { apiPath, mockDelay } from '../../api/config';
import { httpError, invalid, ok, readJsonObject, stringField } from '../../api/http';
import { msg } from '../../api/i18n';
import { outboxPage, passOn } from './outbox';
import { adminSession } from './session';

const PAGE_SIZE_LIMIT = 100;

/** A 1-based page number or size as `paginate` reads it (seed §9): anything else is the default. */
function whole(value: string | null, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed >= 1 ? parsed : fallback;
}

const isState = (value: string): value is OutboxState => (OUTBOX_STATES as readonly string[]).includes(value);

/** The outbox page's calls (server/areas/access/outbox.ts): an operator's alone, in every home. */
export const outboxHandlers = [
  http.get(apiPath('Outbox/GetList'), async ({ request }) => {
    await mockDelay('default');
    const session = await adminSession(request);
    if (session instanceof Response) return session;
    const params = new URL(request.url).searchParams;
    const pageIndex = whole(params.get('pageIndex'), 1);
    const pageSize = Math.min(whole(params.get('pageSize'), 10), PAGE_SIZE_LIMIT);
    const state = params.get('state') ?? '';
    if (state !== '' && !isState(state))
      return invalid(request, { state: msg(request, 'outboxStateUnknown') });
    const keyword = (params.get('keyword') ?? '').slice(0, 200);
    return ok(await outboxPage({ pageIndex, pageSize, state: isState(state) ? state : null, keyword }));
  }),

  http.post(apiPath('Outbox/PassOn'), async ({ request }) => {
    await mockDelay('default');
    const session = await adminSession(request);
    if (session instanceof Response) return session;
    const id = stringField(await readJsonObject(request), 'id') ?? '';
    if (id.trim() === '') return invalid(request, { id: msg(request, 'idRequired') });
    const settled = await passOn(id.trim());
    if (settled.ok) return ok(settled.record);
    return settled.reason === 'unknown'
      ? httpError(404, msg(request, 'notFound'))
      : httpError(409, msg(request, 'outboxNotPassable'));
  }),
];
