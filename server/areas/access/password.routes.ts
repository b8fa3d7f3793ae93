import { http } from 'msw';
import { codeRule, emailRule, phoneRule } from '@/api/rules/account';
import { apiPath, mockDelay } from '../../api/config';
import { clientAddress, invalid, ok, readJsonObject, stringField } from '../../api/http';
import { msg, type MessageKey } from '../../api/i18n';
import { issueOneTimeToken, peekOneTimeToken, redeemOneTimeToken } from './one-time-tokens';
import { findAccountByEmail, findAccountByPhone, replacePassword, RESET_LINK } from './registrations';
import { consumeVerificationCode, type CodeCheck } from './verification';
import { countMessage } from './attempts';
import { sendLink } from './outbox';
import { evenly, fieldProblems, heldBack, readPassword, tokenRefused } from './routes-fields';

const codeMessages: Record<Exclude<CodeCheck, 'ok'>, MessageKey> = {
  wrong: 'codeWrong',
  expired: 'codeExpired',
  burned: 'codeBurned',
};

const resetMessages = {
  unknown: 'resetLinkUnknown',
  expired: 'resetLinkExpired',
  used: 'resetLinkUsed',
} as const;

/** A new password by a code sent to the address, or by an emailed link. No token needed. */
export const passwordHandlers = [
  http.post(apiPath('Authorization/ForgetPassword'), async ({ request }) => {
    await mockDelay('default');
    const body = await readJsonObject(request);
    const phone = stringField(body, 'phone');
    const byPhone = phone !== undefined && body.email === undefined;
    const field = byPhone ? 'phone' : 'email';
    const address = (byPhone ? phone : stringField(body, 'email')) ?? '';
    const code = (stringField(body, 'code') ?? '').trim();
    const newPassword = readPassword(stringField(body, 'newPassword'));
    const refused = fieldProblems(request, {
      [field]: byPhone ? phoneRule(address) : emailRule(address),
      code: codeRule(code),
      newPassword: newPassword.problem,
    });
    if (refused) return refused;
    // The code first: only someone who holds the address learns whether an account uses it.
    const check = await consumeVerificationCode(address, code);
    if (check !== 'ok') return invalid(request, { code: msg(request, codeMessages[check]) });
    const account = byPhone ? await findAccountByPhone(address) : await findAccountByEmail(address);
    if (!account) return invalid(request, { [field]: msg(request, 'accountNotFound') });
    await replacePassword(account.id, newPassword.plain);
    return ok(true, msg(request, 'passwordReset'));
  }),

  // The same answer for unknown addresses, in the same time; only the demo's mailbox tells them apart.
  http.post(apiPath('Authorization/SendResetLink'), async ({ request }) => {
    await mockDelay('default');
    const email = stringField(await readJsonObject(request), 'email') ?? '';
    const refused = fieldProblems(request, { email: emailRule(email) });
    if (refused) return refused;
    const held = await countMessage(email, clientAddress(request));
    if (held !== null) return heldBack(request, 'tooManyMessages', held);
    const mail = await evenly(async () => {
      const account = await findAccountByEmail(email);
      if (!account) return null;
      const token = await issueOneTimeToken('resets', account.id);
      return await sendLink(request, 'reset', account.email, `${RESET_LINK}${token}`);
    });
    return ok({ mail }, msg(request, 'resetLinkSent'));
  }),

  http.get(apiPath('Authorization/CheckResetToken'), async ({ request }) => {
    await mockDelay('default');
    const token = new URL(request.url).searchParams.get('token') ?? '';
    const result = await peekOneTimeToken('resets', token);
    return result.ok ? ok(true) : tokenRefused(request, result.reason, resetMessages);
  }),

  http.post(apiPath('Authorization/ResetPassword'), async ({ request }) => {
    await mockDelay('default');
    const body = await readJsonObject(request);
    const token = stringField(body, 'token') ?? '';
    const peeked = await peekOneTimeToken('resets', token);
    if (!peeked.ok) return tokenRefused(request, peeked.reason, resetMessages);
    const newPassword = readPassword(stringField(body, 'newPassword'));
    const refused = fieldProblems(request, { newPassword: newPassword.problem });
    if (refused) return refused;
    const redeemed = await redeemOneTimeToken('resets', token);
    if (!redeemed.ok) return tokenRefused(request, redeemed.reason, resetMessages);
    await replacePassword(redeemed.accountId, newPassword.plain);
    return ok(true, msg(request, 'passwordReset'));
  }),
];
