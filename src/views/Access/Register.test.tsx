import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { setupMockServer } from '@mocks/testing';
import { renderApp } from '@/test/render-app';
import { en, zh, zhPattern } from '@/test/messages';
import { translate } from '../../../server/api/i18n';

setupMockServer();
afterEach(() => {
  cleanup();
  // the notifications store outlives the rendered console
  notifications.clean();
});

async function fillRegistration(
  user: ReturnType<typeof userEvent.setup>,
  fields: { username: string; email: string; password: string; confirm?: string },
  labels = {
    username: zhPattern('access.fields.username', true),
    email: zhPattern('access.fields.email', true),
    password: zhPattern('access.fields.password', true),
    confirm: zhPattern('access.fields.confirm', true),
  },
) {
  await user.type(await screen.findByRole('textbox', { name: labels.username }), fields.username);
  await user.type(screen.getByRole('textbox', { name: labels.email }), fields.email);
  await user.type(screen.getByLabelText(labels.password), fields.password);
  await user.type(screen.getByLabelText(labels.confirm), fields.confirm ?? fields.password);
}

describe('the registration page', () => {
  it('is reached from the sign-in page without signing in, with focus on the username', async () => {
    const user = userEvent.setup();
    renderApp('#/login');
    await user.click(await screen.findByRole('link', { name: zh('access.login.createAccount') }));
    await waitFor(() => expect(window.location.hash).toBe('#/register'));
    const username = await screen.findByRole('textbox', { name: zhPattern('access.fields.username', true) });
    expect(username).toHaveFocus();
    expect(document.title).toBe(`${zh('access.title.register')} - ${zh('app.name')}`);
  });

  it('shows the shared rules at the fields, in Chinese by default', async () => {
    const user = userEvent.setup();
    renderApp('#/register');
    await fillRegistration(user, { username: '1ab', email: 'nope', password: 'abcdefgh', confirm: 'x' });
    await user.keyboard('{Enter}');
    expect(await screen.findByText(zh('access.rules.usernameLength'))).toBeInTheDocument();
    expect(screen.getByText(zh('access.rules.emailInvalid'))).toBeInTheDocument();
    expect(screen.getByText(zh('access.rules.passwordLettersDigits'))).toBeInTheDocument();
    expect(screen.getByText(zh('access.rules.confirmMismatch'))).toBeInTheDocument();
    expect(screen.getByText(zh('access.rules.termsRequired'))).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: zhPattern('access.fields.username', true) })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('shows the rules in English when chosen, and rates the password as it is typed', async () => {
    const user = userEvent.setup();
    renderApp('#/register', { lang: 'en' });
    const password = await screen.findByLabelText(/^Password/, {});
    await user.type(password, 'abcdefg1');
    expect(screen.getByText('Password strength: weak')).toBeInTheDocument();
    await user.type(password, 'X!');
    expect(screen.getByText('Password strength: strong')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: /^Username/ }));
    await user.type(screen.getByRole('textbox', { name: /^Username/ }), '_bad');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText('Start with a letter; use only letters, digits and underscores'),
    ).toBeInTheDocument();
    expect(screen.getByText('Enter your email address')).toBeInTheDocument();
  });

  it("shows the server's refusal of a taken username at the field", async () => {
    const user = userEvent.setup();
    renderApp('#/register');
    await fillRegistration(user, { username: 'seller', email: 'fresh@shop.example', password: 'Parcel2026' });
    await user.click(screen.getByRole('checkbox', { name: zhPattern('access.terms.accept') }));
    await user.keyboard('{Enter}');
    const username = screen.getByRole('textbox', { name: zhPattern('access.fields.username', true) });
    await waitFor(() =>
      expect(username).toHaveAccessibleDescription(new RegExp(translate('zh-CN', 'usernameTaken'))),
    );
    expect(username).toHaveAttribute('aria-invalid', 'true');
  });

  it('accepts the terms from their dialog, then shows the activation link the demo "sent"', async () => {
    const user = userEvent.setup();
    renderApp('#/register', { lang: 'en' });
    await fillRegistration(
      user,
      { username: 'harbor_ops', email: 'ops@harbor.example', password: 'Parcel2026' },
      { username: /^Username/, email: /^Email/, password: /^Password/, confirm: /^Confirm password/ },
    );
    await user.click(screen.getByRole('button', { name: 'Read the terms of service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terms of service' });
    await user.click(within(dialog).getByRole('button', { name: 'I accept' }));
    expect(
      screen.getByRole('checkbox', { name: 'I have read and accept the terms of service' }),
    ).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Check your inbox')).toBeInTheDocument();
    expect(screen.getByText(/We sent an activation email to ops@harbor.example/)).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Activate my account' });
    expect(link.getAttribute('href')).toMatch(/^#\/active-account\?token=[\w-]+$/);
  });

  it('where the deployment closed sign-up, offers none: no link from sign-in, and says where accounts come from', async () => {
    // what the service puts in the page it serves with SIGN_UP closed (server/http/console.ts)
    const meta = Object.assign(document.createElement('meta'), {
      name: 'outpost-sign-up',
      content: 'closed',
    });
    document.head.append(meta);
    try {
      renderApp('#/login');
      await screen.findByRole('heading', { name: zh('login.title') });
      expect(screen.queryByRole('link', { name: zh('access.login.createAccount') })).toBeNull();
      cleanup();
      renderApp('#/register', { lang: 'en' });
      expect(await screen.findByText(en('access.register.closedTitle'))).toBeInTheDocument();
      expect(screen.getByText(en('access.register.closedText'))).toBeInTheDocument();
      expect(screen.queryByRole('textbox')).toBeNull();
      expect(screen.getByRole('link', { name: en('access.common.backToLogin') })).toHaveAttribute(
        'href',
        '#/login',
      );
    } finally {
      meta.remove();
    }
  });
});
