import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { setClock } from '../../../server/api/clock';
import { ACTIVATION_TOKEN_TTL_MS } from '../../../server/areas/access/one-time-tokens';
import { apiPostJson, encrypt, readJson, setupMockServer } from '@mocks/testing';
import { renderApp } from '@/test/render-app';
import { zh, zhPattern } from '@/test/messages';

setupMockServer();
afterEach(() => {
  cleanup();
  // the notifications store outlives the rendered console
  notifications.clean();
});

const SLOW = { timeout: 10000 };

/** Registers through the mock API; answers the activation link's hash. */
async function registered(username = 'harbor_ops', email = 'ops@harbor.example'): Promise<string> {
  const body = await readJson<{ data: { mail: { link: string } } }>(
    apiPostJson('Authorization/Register', {
      username,
      email,
      password: encrypt('Parcel2026'),
      acceptTerms: true,
    }),
  );
  return body.data.mail.link;
}

describe('the activation page', () => {
  it('activates the account and offers to sign in, which then works', async () => {
    const user = userEvent.setup();
    const { actor } = renderApp(await registered());
    expect(
      await screen.findByText(zh('access.active.done', { username: 'harbor_ops' }), {}, SLOW),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: zh('access.common.signIn') }));
    await waitFor(() => expect(window.location.hash).toBe('#/login'));
    await user.type(
      await screen.findByRole('textbox', { name: zhPattern('access.fields.username') }, SLOW),
      'harbor_ops',
    );
    await user.type(screen.getByLabelText(zhPattern('access.fields.password', true)), 'Parcel2026');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(window.location.hash).toBe('#/dashboard/workplace'), SLOW);
    expect(actor.getSnapshot().context.session.getSnapshot().context.userInfo?.role).toBe('visitor');
    actor.stop();
  });

  it('answers an already used link with "already active" and a way to sign in (English)', async () => {
    const link = await registered();
    const token = new URLSearchParams(link.split('?')[1]).get('token');
    await apiPostJson('Authorization/ActivateAccount', { token });
    renderApp(link, { lang: 'en' });
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('Already active');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '#/login');
    expect(screen.queryByRole('button', { name: 'Send link' })).not.toBeInTheDocument();
  });

  it('answers an expired link and sends a new one to the account, which activates it', async () => {
    const user = userEvent.setup();
    let time = Date.now();
    setClock(() => time);
    const link = await registered();
    time += ACTIVATION_TOKEN_TTL_MS;
    renderApp(link);
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(zh('access.active.expiredTitle'));
    // the expired link names its account, so the address is filled in
    expect(screen.getByRole('textbox', { name: zhPattern('access.fields.email', true) })).toHaveValue(
      'ops@harbor.example',
    );
    await user.click(screen.getByRole('button', { name: zh('access.active.resendSubmit') }));
    expect(await screen.findByText(zh('access.active.resendDone'))).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: zh('access.mailbox.activate') }));
    expect(
      await screen.findByText(zh('access.active.done', { username: 'harbor_ops' }), {}, SLOW),
    ).toBeInTheDocument();
  });

  it('answers an unknown or missing token, and asks for the address to send a new link to', async () => {
    const user = userEvent.setup();
    renderApp('#/active-account?token=no-such-token', { lang: 'en' });
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('This link is not valid');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('Enter your email address')).toBeInTheDocument();
    cleanup();
    renderApp('#/active-account');
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(zh('access.active.unknownTitle'));
  });
});
