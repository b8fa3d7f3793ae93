import { http } from 'msw';
import { usernameRule } from '@/api/rules/account';
import { apiPath, mockDelay } from '../../api/config';
import { ok, readJsonObject, stringField } from '../../api/http';
import { msg } from '../../api/i18n';
import { acceptInvitation, openInvitation } from './invitations';
import { fieldProblems, readPassword, tokenRefused } from './routes-fields';

const invitationMessages = {
  unknown: 'invitationUnknown',
  expired: 'invitationExpired',
  used: 'invitationUsed',
} as const;

/**
 * The invitation link's page (issue #41 §3), before any sign-in: whom the invitation is for, then the
 * invitee's username and password. The token is the link's 32 random bytes: it is its own proof.
 */
export const invitationHandlers = [
  http.get(apiPath('Authorization/GetInvitation'), async ({ request }) => {
    await mockDelay('default');
    const token = new URL(request.url).searchParams.get('token') ?? '';
    const opened = await openInvitation(token);
    return opened.ok ? ok(opened.view) : tokenRefused(request, opened.reason, invitationMessages);
  }),

  http.post(apiPath('Authorization/AcceptInvitation'), async ({ request }) => {
    await mockDelay('default');
    const body = await readJsonObject(request);
    const token = stringField(body, 'token') ?? '';
    const opened = await openInvitation(token);
    if (!opened.ok) return tokenRefused(request, opened.reason, invitationMessages);
    const username = (stringField(body, 'username') ?? '').trim();
    const password = readPassword(stringField(body, 'password'));
    const refused = fieldProblems(request, { username: usernameRule(username), password: password.problem });
    if (refused) return refused;
    const accepted = await acceptInvitation(token, username, password.plain);
    if (accepted.ok) return ok({ username: accepted.account.username }, msg(request, 'invitationAccepted'));
    if ('reason' in accepted) return tokenRefused(request, accepted.reason, invitationMessages);
    return fieldProblems(request, {
      username: accepted.username === 'taken' ? 'usernameTaken' : accepted.username,
    }) as Response;
  }),
];
