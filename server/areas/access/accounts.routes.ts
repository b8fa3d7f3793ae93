import { http } from 'msw';
import { isOperatorRole, type OperatorRole } from '@/api/roles';
import { ACCOUNT_STATES, type AccountOverview, type AccountState } from '@/api/accounts-types';
import { now } from '../../api/clock';
import { apiPath, mockDelay } from '../../api/config';
import { httpError, invalid, ok, readJsonObject, stringField } from '../../api/http';
import { langOf, msg, translate } from '../../api/i18n';
import { paginate } from '../../api/paging';
import { accountStateOf, customerRoleOf, operatorRoleOf, type Account } from './accounts';
import { fieldProblems } from './field-problems';
import { invitationProblems, invite, INVITATION_LINK } from './invitations';
import { sendLink } from './outbox';
import { adminSession } from './session';
import { readAuthState, updateAuthState, type AuthState } from './state';
import { endSessionsIn, liveSessionsOf } from './store';

const PAGE_SIZE_LIMIT = 100;

function overviewOf(state: AuthState, account: Account, at: number): AccountOverview {
  return {
    id: account.id,
    username: account.username,
    nickname: account.nickname,
    email: account.email,
    phone: account.phone ?? '',
    role: account.role,
    customerName: account.customerName ?? null,
    subRole:
      account.role === 'operator'
        ? operatorRoleOf(account)
        : account.role === 'customer'
          ? customerRoleOf(account)
          : null,
    state: accountStateOf(account),
    sessions: liveSessionsOf(state, account.id, at).size,
  };
}

const isState = (value: string): value is AccountState =>
  (ACCOUNT_STATES as readonly string[]).includes(value);

const matches = (account: Account, keyword: string) =>
  [account.username, account.nickname, account.email, account.customerName ?? ''].some((text) =>
    text.toLowerCase().includes(keyword),
  );

/** The body's `id`, or the 422 to answer. */
async function idOf(request: Request): Promise<string | Response> {
  const id = (stringField(await readJsonObject(request), 'id') ?? '').trim();
  return id === '' ? invalid(request, { id: msg(request, 'idRequired') }) : id;
}

/**
 * System › Accounts (issue #41 §1 and §3): every account that can sign in, for an operator to end
 * its sessions or disable it. A disabled account's sessions end in the same change, so a person
 * turned away is signed out at their next call, on every process.
 */
export const accountHandlers = [
  http.get(apiPath('Account/GetList'), async ({ request }) => {
    await mockDelay('default');
    const session = await adminSession(request);
    if (session instanceof Response) return session;
    const params = new URL(request.url).searchParams;
    const wanted = params.get('state') ?? '';
    if (wanted !== '' && !isState(wanted))
      return invalid(request, { state: msg(request, 'accountStateUnknown') });
    const keyword = (params.get('keyword') ?? '').trim().toLowerCase().slice(0, 200);
    const state = await readAuthState();
    const at = now();
    const found = state.accounts.filter((account) => keyword === '' || matches(account, keyword));
    const counts = Object.fromEntries(ACCOUNT_STATES.map((each) => [each, 0])) as Record<
      AccountState,
      number
    >;
    for (const account of found) counts[accountStateOf(account)] += 1;
    const shown = found.filter((account) => wanted === '' || accountStateOf(account) === wanted);
    const query = new URLSearchParams(params);
    query.set('pageSize', String(Math.min(Number(params.get('pageSize')) || 10, PAGE_SIZE_LIMIT)));
    const page = paginate(shown, query);
    return ok({ ...page, list: page.list.map((account) => overviewOf(state, account, at)), counts });
  }),

  http.post(apiPath('Account/EndSessions'), async ({ request }) => {
    await mockDelay('default');
    const session = await adminSession(request);
    if (session instanceof Response) return session;
    const id = await idOf(request);
    if (id instanceof Response) return id;
    const ended = await updateAuthState((state) =>
      state.accounts.some((account) => account.id === id) ? endSessionsIn(state, id) : null,
    );
    return ended === null ? httpError(404, msg(request, 'notFound')) : ok({ ended });
  }),

  ...(['Disable', 'Enable'] as const).map((action) =>
    http.post(apiPath(`Account/${action}`), async ({ request }) => {
      await mockDelay('default');
      const session = await adminSession(request);
      if (session instanceof Response) return session;
      const id = await idOf(request);
      if (id instanceof Response) return id;
      const disabled = action === 'Disable';
      if (disabled && id === session.account.id)
        return invalid(request, { id: msg(request, 'accountOwnDisable') });
      const changed = await updateAuthState((state) => {
        const account = state.accounts.find((candidate) => candidate.id === id);
        if (!account) return null;
        if (disabled) {
          account.disabled = true;
          endSessionsIn(state, id);
        } else delete account.disabled;
        return overviewOf(state, account, now());
      });
      return changed === null ? httpError(404, msg(request, 'notFound')) : ok(changed);
    }),
  ),

  /**
   * `POST Account/InviteOperator { email, nickname, operatorRole }`: a colleague of the warehouse,
   * invited as the customers' users are (an account waiting, a link in the outbox).
   */
  http.post(apiPath('Account/InviteOperator'), async ({ request }) => {
    await mockDelay('default');
    const session = await adminSession(request);
    if (session instanceof Response) return session;
    const body = await readJsonObject(request);
    const email = (stringField(body, 'email') ?? '').trim();
    const nickname = (stringField(body, 'nickname') ?? '').trim().slice(0, 50);
    const role = stringField(body, 'operatorRole');
    const problems = await invitationProblems(email, role, isOperatorRole, 'operators');
    const refused = fieldProblems(request, {
      email: problems.email === 'taken' ? 'emailTaken' : (problems.email ?? null),
      operatorRole: problems.role ? 'operatorRoleUnknown' : null,
    });
    if (refused) return refused;
    const invited = await invite({ email, nickname, operatorRole: role as OperatorRole });
    // the address became someone else's meanwhile
    if (!invited)
      return fieldProblems(request, { email: 'emailTaken' }) ?? httpError(409, msg(request, 'emailTaken'));
    const { account, token } = invited;
    const mail = await sendLink(request, 'invitation', account.email, `${INVITATION_LINK}${token}`, {
      customer: translate(langOf(request), 'warehouseTeam'),
      inviter: session.account.username,
    });
    const state = await readAuthState();
    return ok(
      { account: overviewOf(state, account, now()), mail },
      msg(request, 'invitationSent', { email: account.email }),
    );
  }),

  /**
   * `POST Account/SetOperatorRole { id, operatorRole }`: another operator's role; their sessions end,
   * so that they sign in again to the menu of the new role.
   */
  http.post(apiPath('Account/SetOperatorRole'), async ({ request }) => {
    await mockDelay('default');
    const session = await adminSession(request);
    if (session instanceof Response) return session;
    const body = await readJsonObject(request);
    const id = (stringField(body, 'id') ?? '').trim();
    const role = body.operatorRole;
    if (!isOperatorRole(role)) return invalid(request, { operatorRole: msg(request, 'operatorRoleUnknown') });
    if (id === session.account.id) return invalid(request, { id: msg(request, 'ownAccountLocked') });
    const changed = await updateAuthState((state) => {
      const account = state.accounts.find(
        (candidate) => candidate.id === id && candidate.role === 'operator',
      );
      if (!account) return null;
      if (operatorRoleOf(account) !== role) {
        account.operatorRole = role;
        endSessionsIn(state, account.id);
      }
      return overviewOf(state, account, now());
    });
    return changed === null
      ? httpError(404, msg(request, 'notFound'))
      : ok(changed, msg(request, 'userUpdated'));
  }),
];
