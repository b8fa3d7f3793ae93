import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pendingVerificationCode } from '../../../server/areas/access/verification';
import { encrypt, requestToken, setupMockServer } from '@mocks/testing';
import { renderApp } from '@/test/render-app';
import { zh, zhPattern } from '@/test/messages';
import { translate } from '../../../server/api/i18n';

setupMockServer();
afterEach(() => {
  cleanup();
  notifications.clean();
  vi.useRealTimers();
});

const SLOW = { timeout: 10000 };

const signInStatus = async (password: string) =>
  (await requestToken({ grant_type: 'password', username: 'seller', password: encrypt(password) })).status;

/** The demo's notice names the code it sent. */
async function sentCode(): Promise<string> {
  const notice = await screen.findByRole('status', {}, SLOW);
  const code = /\d{6}/.exec(notice.textContent ?? '')?.[0];
  if (!code) throw new Error(`no code in "${notice.textContent}"`);
  return code;
}

async function typeCode(
  user: ReturnType<typeof userEvent.setup>,
  code: string,
  digitLabel: string | RegExp = zh('access.fields.codeDigit', { index: 1 }),
) {
  await user.click(screen.getByRole('textbox', { name: digitLabel }));
  await user.keyboard(code);
}

describe('the forgotten-password page', () => {
  it('is reached from the sign-in page, checks the address, and resets the password by an emailed code', async () => {
    const user = userEvent.setup();
    renderApp('#/login');
    await user.click(await screen.findByRole('link', { name: zh('access.login.forgotPassword') }, SLOW));
    const email = await screen.findByRole('textbox', { name: zhPattern('access.fields.email', true) }, SLOW);
    expect(email).toHaveFocus();
    await user.type(email, 'seller@');
    await user.keyboard('{Enter}');
    expect(await screen.findByText(zh('access.rules.emailInvalid'))).toBeInTheDocument();
    await user.type(email, 'northwind.example{Enter}');

    const code = await sentCode();
    expect(
      screen.getByText(zh('access.forget.sentTo', { target: 'seller@northwind.example' })),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: new RegExp(zh('access.forget.resendIn', { seconds: '\\d+' })) }),
    ).toBeDisabled();

    const wrong = code === '000000' ? '000001' : '000000';
    await typeCode(user, wrong);
    await user.type(screen.getByLabelText(zhPattern('access.fields.newPassword', true)), 'Harbor2026');
    await user.type(screen.getByLabelText(zhPattern('access.fields.confirm', true)), 'Harbor2026{Enter}');
    expect(await screen.findByText(translate('zh-CN', 'codeWrong'))).toBeInTheDocument();

    await typeCode(user, code);
    await user.click(screen.getByRole('button', { name: zh('access.forget.submit') }));
    await waitFor(() => expect(window.location.hash).toBe('#/login'), SLOW);
    expect(await screen.findByText(zh('access.forget.done'))).toBeInTheDocument();
    expect(await signInStatus('Harbor2026')).toBe(200);
    expect(await signInStatus('seller')).toBe(400);
  });

  it('sends the code by phone, in English, and checks the code field', async () => {
    const user = userEvent.setup();
    renderApp('#/forget-password', { lang: 'en' });
    await user.click(await screen.findByRole('radio', { name: 'Phone' }, SLOW));
    const phone = screen.getByRole('textbox', { name: /^Phone number/ });
    await user.type(phone, 'call me{Enter}');
    expect(await screen.findByText('This is not a valid phone number')).toBeInTheDocument();
    await user.clear(phone);
    await user.type(phone, '+1 555 0102{Enter}');
    const code = await sentCode();
    expect(screen.getByRole('status')).toHaveTextContent(`verification code sent (demo: ${code})`);
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Enter the verification code')).toBeInTheDocument();
    expect(screen.getByText('Enter a password')).toBeInTheDocument();
    await typeCode(user, code, /digit 1 of 6/);
    await user.type(screen.getByLabelText(/^New password/), 'Harbor2026');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Harbor2026{Enter}');
    await waitFor(() => expect(window.location.hash).toBe('#/login'), SLOW);
    expect(await signInStatus('Harbor2026')).toBe(200);
  });

  it('lets a new code be asked for only after 60 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval', 'Date'] });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp('#/forget-password');
    await user.type(
      await screen.findByRole('textbox', { name: zhPattern('access.fields.email', true) }, SLOW),
      'seller@northwind.example{Enter}',
    );
    const first = await sentCode();
    expect(
      screen.getByRole('button', { name: zh('access.forget.resendIn', { seconds: 60 }) }),
    ).toBeDisabled();
    act(() => vi.advanceTimersByTime(59_000));
    expect(screen.getByRole('button', { name: zh('access.forget.resendIn', { seconds: 1 }) })).toBeDisabled();
    act(() => vi.advanceTimersByTime(1_000));
    await user.click(screen.getByRole('button', { name: zh('access.forget.resend') }));
    // the countdown starts again only once the new code is out
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: zh('access.forget.resendIn', { seconds: 60 }) }),
      ).toBeDisabled(),
    );
    const pending = await pendingVerificationCode('seller@northwind.example');
    expect(await sentCode()).toBe(pending);
    expect(first).toMatch(/^\d{6}$/);
  });

  it('emails a reset link instead, with the same answer for an unknown address', async () => {
    const user = userEvent.setup();
    renderApp('#/forget-password', { lang: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Email me a reset link instead' }, SLOW));
    const email = screen.getByRole('textbox', { name: /^Email/ });
    await user.type(email, 'nobody@shop.example{Enter}');
    expect(
      await screen.findByText('If the address is registered, a reset link has been sent to it.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Demo mailbox')).not.toBeInTheDocument();
    await user.clear(email);
    await user.type(email, 'seller@northwind.example{Enter}');
    expect(await screen.findByText('Demo mailbox')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a new password' }).getAttribute('href')).toMatch(
      /^#\/reset-password\?token=[\w-]+$/,
    );
  });
});
