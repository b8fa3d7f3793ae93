import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { setClock } from '../../../server/api/clock';
import { RESET_TOKEN_TTL_MS } from '../../../server/areas/access/one-time-tokens';
import { apiPostJson, encrypt, readJson, requestToken, setupMockServer } from '@mocks/testing';
import { renderApp } from '@/test/render-app';
import { zh, zhPattern } from '@/test/messages';

setupMockServer();
afterEach(() => {
  cleanup();
  // the notifications store outlives the rendered console
  notifications.clean();
});

const SLOW = { timeout: 10000 };

/** Asks the mock for a reset link; answers its hash. */
async function resetLink(email = 'seller@northwind.example'): Promise<string> {
  const body = await readJson<{ data: { mail: { link: string } } }>(
    apiPostJson('Authorization/SendResetLink', { email }),
  );
  return body.data.mail.link;
}

const signInStatus = async (password: string) =>
  (await requestToken({ grant_type: 'password', username: 'seller', password: encrypt(password) })).status;

describe('the reset-password page', () => {
  it('checks the fields, sets the new password and returns to sign-in with a notice', async () => {
    const user = userEvent.setup();
    renderApp(await resetLink());
    const password = await screen.findByLabelText(zhPattern('access.fields.newPassword', true), {}, SLOW);
    expect(password).toHaveFocus();
    await user.type(password, 'Harbor2026');
    await user.type(screen.getByLabelText(zhPattern('access.fields.confirm', true)), 'Harbor2025');
    await user.keyboard('{Enter}');
    expect(await screen.findByText(zh('access.rules.confirmMismatch'))).toBeInTheDocument();
    await user.clear(screen.getByLabelText(zhPattern('access.fields.confirm', true)));
    await user.type(screen.getByLabelText(zhPattern('access.fields.confirm', true)), 'Harbor2026');
    await user.click(screen.getByRole('button', { name: zh('access.reset.submit') }));
    await waitFor(() => expect(window.location.hash).toBe('#/login'), SLOW);
    expect(await screen.findByText(zh('access.forget.done'))).toBeInTheDocument();
    expect(await signInStatus('Harbor2026')).toBe(200);
    expect(await signInStatus('seller')).toBe(400);
  });

  it('says an expired link has expired and offers a new one (English)', async () => {
    let time = Date.now();
    setClock(() => time);
    const link = await resetLink();
    time += RESET_TOKEN_TTL_MS;
    renderApp(link, { lang: 'en' });
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('This link has expired');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '#/forget-password',
    );
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });

  it('says a used link has been used', async () => {
    const link = await resetLink();
    const token = new URLSearchParams(link.split('?')[1]).get('token');
    await apiPostJson('Authorization/ResetPassword', { token, newPassword: encrypt('Harbor2026') });
    renderApp(link);
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(zh('access.reset.usedTitle'));
  });

  it('switches to the refusal when the link is used up while the form is open', async () => {
    const user = userEvent.setup();
    const link = await resetLink();
    renderApp(link, { lang: 'en' });
    const password = await screen.findByLabelText(/^New password/, {}, SLOW);
    const token = new URLSearchParams(link.split('?')[1]).get('token');
    await apiPostJson('Authorization/ResetPassword', { token, newPassword: encrypt('Other2026') });
    await user.type(password, 'Harbor2026');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Harbor2026');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('This link has been used')).toBeInTheDocument();
  });
});
