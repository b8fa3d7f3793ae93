import { http } from 'msw';
import { emailRule, termsRule, usernameRule } from '@/api/rules/account';
import { apiPath, mockDelay } from '../../api/config';
import { clientAddress, httpError, ok, readJsonObject, stringField } from '../../api/http';
import { msg } from '../../api/i18n';
import { findAccountById } from './account-store';
import {
  ACTIVATION_LINK,
  activateAccount,
  findAccountByEmail,
  isUsernameTaken,
  reissueActivation,
  registerAccount,
} from './registrations';
import { countMessage } from './attempts';
import { sendLink } from './outbox';
import { evenly, fieldProblems, heldBack, readPassword, tokenRefused } from './routes-fields';
import { passwordHandlers } from './password.routes';
import { signUpOpen } from './sign-up';

const activationMessages = {
  unknown: 'activationUnknown',
  expired: 'activationExpired',
  used: 'activationUsed',
} as const;

/** Registration and activation; no token needed (the visitor is not signed in). */
const registrationHandlers = [
  http.post(apiPath('Authorization/Register'), async ({ request }) => {
    await mockDelay('default');
    // closed: whether an address or a name is taken is no stranger's to learn either
    if (!signUpOpen()) return httpError(403, msg(request, 'signUpClosed'));
    const body = await readJsonObject(request);
    const username = stringField(body, 'username') ?? '';
    const email = stringField(body, 'email') ?? '';
    const password = readPassword(stringField(body, 'password'));
    const usernameProblem = usernameRule(username);
    const emailProblem = emailRule(email);
    const refused = fieldProblems(request, {
      username: usernameProblem ?? ((await isUsernameTaken(username)) ? 'usernameTaken' : null),
      email: emailProblem ?? ((await findAccountByEmail(email)) ? 'emailTaken' : null),
      password: password.problem,
      acceptTerms: termsRule(body.acceptTerms),
    });
    if (refused) return refused;
    const held = await countMessage(email, clientAddress(request));
    if (held !== null) return heldBack(request, 'tooManyMessages', held);
    const { account, token } = await registerAccount({ username, email, password: password.plain });
    return ok(
      {
        username: account.username,
        email: account.email,
        mail: await sendLink(request, 'activation', account.email, `${ACTIVATION_LINK}${token}`),
      },
      msg(request, 'registered', { email: account.email }),
    );
  }),

  http.post(apiPath('Authorization/ActivateAccount'), async ({ request }) => {
    await mockDelay('default');
    const token = stringField(await readJsonObject(request), 'token') ?? '';
    const result = await activateAccount(token);
    const account = result.accountId ? await findAccountById(result.accountId) : undefined;
    if (result.ok) return ok({ username: account?.username ?? '' }, msg(request, 'activated'));
    // An expired link names its account's address, so the page can offer to send a new one.
    const extra: Record<string, string> =
      result.reason === 'expired' && account ? { email: account.email } : {};
    return tokenRefused(request, result.reason, activationMessages, extra);
  }),

  // The same answer, in the same time, whether or not the address waits for activation; only the
  // demo's mailbox differs.
  http.post(apiPath('Authorization/ResendActivation'), async ({ request }) => {
    await mockDelay('default');
    const email = stringField(await readJsonObject(request), 'email') ?? '';
    const refused = fieldProblems(request, { email: emailRule(email) });
    if (refused) return refused;
    const held = await countMessage(email, clientAddress(request));
    if (held !== null) return heldBack(request, 'tooManyMessages', held);
    const mail = await evenly(async () => {
      const reissued = await reissueActivation(email);
      if (!reissued) return null;
      return await sendLink(
        request,
        'activation',
        reissued.account.email,
        `${ACTIVATION_LINK}${reissued.token}`,
      );
    });
    return ok({ mail }, msg(request, 'activationResent'));
  }),
];

export const accessHandlers = [...registrationHandlers, ...passwordHandlers];
