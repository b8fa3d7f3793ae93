import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setupMockServer } from '@mocks/testing';
import { renderApp } from '@/test/render-app';
import { zh, zhPattern } from '@/test/messages';
import { translate } from '../../../server/api/i18n';
import { ATTEMPTS_ALLOWED } from '../../../server/areas/access/attempts';

setupMockServer();
afterEach(cleanup);

describe('the sign-in page', () => {
  it('shows what is missing at the fields, in Chinese by default', async () => {
    const user = userEvent.setup();
    renderApp('#/login');
    await user.click(await screen.findByRole('button', { name: zh('login.submit') }));
    expect(await screen.findByText(zh('access.rules.usernameRequired'))).toBeInTheDocument();
    expect(screen.getByText(zh('access.rules.passwordRequired'))).toBeInTheDocument();

    // a field's message goes as that field is typed in; the other's stays until it is
    await user.type(screen.getByRole('textbox', { name: zhPattern('access.fields.username') }), 'a');
    await waitFor(() =>
      expect(screen.queryByText(zh('access.rules.usernameRequired'))).not.toBeInTheDocument(),
    );
    expect(screen.getByText(zh('access.rules.passwordRequired'))).toBeInTheDocument();
  });

  it('checks the address when signing in by email, in English when chosen', async () => {
    const user = userEvent.setup();
    renderApp('#/login', { lang: 'en' });
    await user.click(await screen.findByRole('radio', { name: 'Email' }));
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'not-an-address');
    await user.type(screen.getByLabelText(/^Password/), 'secret');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('This is not a valid email address')).toBeInTheDocument();
  });

  it("shows the server's message for a wrong password and keeps the typed username", async () => {
    const user = userEvent.setup();
    renderApp('#/login');
    await user.type(
      await screen.findByRole('textbox', { name: zhPattern('access.fields.username') }),
      'admin',
    );
    await user.type(screen.getByLabelText(zhPattern('access.fields.password', true)), 'wrong');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(translate('zh-CN', 'wrongCredentials'));
    expect(screen.getByRole('textbox', { name: zhPattern('access.fields.username') })).toHaveValue('admin');
  });

  it('says when to try again once the account is held back for failing too often', async () => {
    const user = userEvent.setup();
    renderApp('#/login');
    await user.type(
      await screen.findByRole('textbox', { name: zhPattern('access.fields.username') }),
      'seller',
    );
    const password = screen.getByLabelText(zhPattern('access.fields.password', true));
    for (let i = 1; i < ATTEMPTS_ALLOWED; i += 1) {
      await user.clear(password);
      await user.type(password, `wrong${i}`);
      await user.keyboard('{Enter}');
      await waitFor(() =>
        expect(screen.getByRole('alert')).toHaveTextContent(translate('zh-CN', 'wrongCredentials')),
      );
      await waitFor(() => expect(screen.getByRole('button', { name: zh('login.submit') })).toBeEnabled());
    }
    await user.clear(password);
    await user.type(password, `wrong${ATTEMPTS_ALLOWED}`);
    await user.keyboard('{Enter}');
    expect(
      await screen.findByText(translate('zh-CN', 'tooManyAttempts', { minutes: '15' })),
    ).toBeInTheDocument();
  });

  it('signs in by email and opens the page asked for', async () => {
    const user = userEvent.setup();
    const { actor } = renderApp('#/login?redirect=%2Flevel%2Fmenu2');
    await user.click(await screen.findByRole('radio', { name: zh('login.byEmail') }));
    await user.type(
      screen.getByRole('textbox', { name: zhPattern('access.fields.email') }),
      'admin@outpost.example',
    );
    await user.type(screen.getByLabelText(zhPattern('access.fields.password', true)), 'admin');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(window.location.hash).toBe('#/level/menu2'));
    expect(await screen.findByRole('heading', { name: zh('router.menu2') })).toBeInTheDocument();
    const { userInfo, loginInfo } = actor.getSnapshot().context.session.getSnapshot().context;
    expect(userInfo?.username).toBe('admin');
    // remember-me keeps the password sealed by the browser only (RememberMe.test.tsx)
    expect(loginInfo?.username).toBe('admin@outpost.example');
    expect(loginInfo?.sealedPassword).toMatch(/^v1\./);
    actor.stop();
  });

  it('sends a customer asking for a page outside its menu to the 404 page', async () => {
    const user = userEvent.setup();
    const { actor } = renderApp('#/login?redirect=%2Flevel%2Fmenu2');
    await user.type(
      await screen.findByRole('textbox', { name: zhPattern('access.fields.username') }),
      'seller',
    );
    await user.type(screen.getByLabelText(zhPattern('access.fields.password', true)), 'seller');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(window.location.hash).toBe('#/404'));
    expect(actor.getSnapshot().context.session.getSnapshot().context.userInfo?.customerId).toBe('C001');
    actor.stop();
  });
});
