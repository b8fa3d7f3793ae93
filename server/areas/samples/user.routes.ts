import { http } from 'msw';
import { isDemoHome, mockDelay, mockPath } from '../../api/config';
import { clientAddress, fail, ok, readJsonObject, stringField } from '../../api/http';
import { msg } from '../../api/i18n';
import { paginate } from '../../api/paging';
import { toUserInfo } from '../access/accounts';
import { checkPassword, findAccountByUsername, listAccounts } from '../access/account-store';
import { clearAttempts, countAttempt, heldUntil, minutesUntil, passwordKeys } from '../access/attempts';
import { operatorSession } from '../access/session';

/**
 * The service answers the calls that name accounts to a signed-in operator only: on the internet,
 * anyone could otherwise list every account's address and phone, or try passwords here. The embedded
 * demo answers them as the seed does.
 */
async function refusedOnService(request: Request): Promise<Response | null> {
  if (isDemoHome()) return null;
  const session = await operatorSession(request);
  return session instanceof Response ? session : null;
}

/** The seed's sample user endpoints (seed §7): plain passwords, envelope failures with code 500. */
export const mockUserHandlers = [
  http.get(mockPath('user/list'), async ({ request }) => {
    await mockDelay('slow');
    const refused = await refusedOnService(request);
    if (refused) return refused;
    const query = new URL(request.url).searchParams;
    const username = (query.get('username') ?? '').trim().toLowerCase();
    const rows = (await listAccounts())
      .filter((account) => account.username.toLowerCase().includes(username))
      .map(toUserInfo);
    return ok(paginate(rows, query));
  }),

  http.post(mockPath('user/login'), async ({ request }) => {
    await mockDelay('slow');
    const refused = await refusedOnService(request);
    if (refused) return refused;
    const body = await readJsonObject(request);
    const username = stringField(body, 'username') ?? '';
    const account = await findAccountByUsername(username);
    // another way to try a password: the sign-in's count (attempts.ts)
    const keys = passwordKeys(account, username, clientAddress(request));
    const held = await heldUntil(keys);
    const heldBack = (until: number) =>
      fail(429, msg(request, 'tooManyAttempts', { minutes: String(minutesUntil(until)) }));
    if (held !== null) return heldBack(held);
    if (!(await checkPassword(account, stringField(body, 'password') ?? '')) || !account) {
      const hold = await countAttempt(keys);
      return hold === null ? fail(500, msg(request, 'wrongCredentials')) : heldBack(hold);
    }
    await clearAttempts(keys.slice(0, 1));
    return ok(toUserInfo(account));
  }),

  http.get(mockPath('user/loginOut'), async () => {
    await mockDelay('slow');
    return ok(null);
  }),
];
