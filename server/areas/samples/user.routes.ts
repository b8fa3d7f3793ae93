import { http } from 'msw';
import { mockDelay, mockPath } from '../../api/config';
import { fail, ok, readJsonObject, stringField } from '../../api/http';
import { msg } from '../../api/i18n';
import { paginate } from '../../api/paging';
import { toUserInfo } from '../access/accounts';
import { checkPassword, findAccountByUsername, listAccounts } from '../access/account-store';

/** The seed's sample user endpoints (seed §7): plain passwords, envelope failures with code 500. */
export const mockUserHandlers = [
  http.get(mockPath('user/list'), async ({ request }) => {
    await mockDelay('slow');
    const query = new URL(request.url).searchParams;
    const username = (query.get('username') ?? '').trim().toLowerCase();
    const rows = (await listAccounts())
      .filter((account) => account.username.toLowerCase().includes(username))
      .map(toUserInfo);
    return ok(paginate(rows, query));
  }),

  http.post(mockPath('user/login'), async ({ request }) => {
    await mockDelay('slow');
    const body = await readJsonObject(request);
    const account = await findAccountByUsername(stringField(body, 'username') ?? '');
    if (!(await checkPassword(account, stringField(body, 'password') ?? '')) || !account) {
      return fail(500, msg(request, 'wrongCredentials'));
    }
    return ok(toUserInfo(account));
  }),

  http.get(mockPath('user/loginOut'), async () => {
    await mockDelay('slow');
    return ok(null);
  }),
];
