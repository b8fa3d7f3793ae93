import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { apiPath } from '../../../server/api/config';
import { server } from '@mocks/node';
import { setupMockServer } from '@mocks/testing';
import { headerAccount, openPersonalCenter, serverUserInfo } from './personal.test-support';
import { zh, zhPattern } from '@/test/messages';

setupMockServer();
afterEach(() => {
  cleanup();
  server.events.removeAllListeners();
});

const form = (name: string) => screen.getByRole('form', { name });

describe('the basic-info form', () => {
  it('shows the server rules at the fields in Chinese, without asking the server', async () => {
    const user = userEvent.setup();
    const app = await openPersonalCenter();
    const saves: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('SaveUserInfo')) saves.push(request.url);
    });
    const info = form(zh('personal.tabs.info'));
    await user.clear(within(info).getByRole('textbox', { name: zhPattern('personal.nickname') }));
    await user.clear(within(info).getByRole('textbox', { name: zhPattern('access.fields.email') }));
    await user.type(
      within(info).getByRole('textbox', { name: zhPattern('access.fields.email') }),
      'not-an-email',
    );
    await user.clear(within(info).getByRole('textbox', { name: zhPattern('personal.phone') }));
    await user.type(within(info).getByRole('textbox', { name: zhPattern('personal.phone') }), '12-ab');
    await user.keyboard('{Enter}');
    expect(await within(info).findByText(zh('personal.rules.nicknameLength'))).toBeInTheDocument();
    expect(within(info).getByText(zh('access.rules.emailInvalid'))).toBeInTheDocument();
    expect(within(info).getByText(zh('personal.rules.phoneInvalid'))).toBeInTheDocument();
    expect(saves).toEqual([]);
    expect(await serverUserInfo(app)).toMatchObject({ nickname: 'Administrator' });
  });

  it('checks in English when English is chosen, on leaving a field', async () => {
    const user = userEvent.setup();
    await openPersonalCenter({ lang: 'en' });
    const info = form('Basic info');
    const nickname = within(info).getByRole('textbox', { name: /Display name/ });
    await user.clear(nickname);
    await user.type(nickname, 'x'.repeat(33));
    await user.tab();
    expect(await within(info).findByText('The display name must be 1–32 characters')).toBeInTheDocument();
    await user.clear(within(info).getByRole('textbox', { name: /Email/ }));
    await user.tab();
    expect(await within(info).findByText('Enter your email address')).toBeInTheDocument();
  });

  it('keeps Save off until something changed; Reset restores the saved values', async () => {
    const user = userEvent.setup();
    await openPersonalCenter({ lang: 'en' });
    const info = form('Basic info');
    const save = within(info).getByRole('button', { name: 'Save changes' });
    const reset = within(info).getByRole('button', { name: 'Reset' });
    expect(save).toBeDisabled();
    expect(reset).toBeDisabled();
    const nickname = within(info).getByRole('textbox', { name: /Display name/ });
    await user.type(nickname, ' Jr');
    expect(save).toBeEnabled();
    await user.click(reset);
    expect(nickname).toHaveValue('Administrator');
    expect(save).toBeDisabled();
  });

  it('saves: a notice, GetUserInfo answers the new values and the header shows the new name', async () => {
    const user = userEvent.setup();
    const app = await openPersonalCenter();
    const info = form(zh('personal.tabs.info'));
    const nickname = within(info).getByRole('textbox', { name: zhPattern('personal.nickname') });
    await user.clear(nickname);
    await user.type(nickname, 'Night Shift');
    const email = within(info).getByRole('textbox', { name: zhPattern('access.fields.email') });
    await user.clear(email);
    await user.type(email, 'night@outpost.example');
    await user.clear(within(info).getByRole('textbox', { name: zhPattern('personal.phone') }));
    await user.keyboard('{Enter}');
    expect(await screen.findByText(zh('personal.profile.saved'))).toBeInTheDocument();
    expect(await serverUserInfo(app)).toMatchObject({
      nickname: 'Night Shift',
      email: 'night@outpost.example',
      phone: '',
    });
    await waitFor(() => expect(headerAccount()).toHaveTextContent('Night Shift'));
    expect(screen.getByRole('cell', { name: 'night@outpost.example' })).toBeInTheDocument();
    expect(within(info).getByRole('button', { name: zh('personal.profile.save') })).toBeDisabled();
  });

  it("shows the server's 422 message at its field", async () => {
    const user = userEvent.setup();
    await openPersonalCenter({ lang: 'en' });
    server.use(
      http.post(apiPath('Authorization/SaveUserInfo'), () =>
        HttpResponse.json(
          {
            code: 422,
            message: 'please check the highlighted fields',
            data: { email: 'this address is taken' },
          },
          { status: 422 },
        ),
      ),
    );
    const info = form('Basic info');
    const email = within(info).getByRole('textbox', { name: /Email/ });
    await user.clear(email);
    await user.type(email, 'taken@outpost.example');
    await user.click(within(info).getByRole('button', { name: 'Save changes' }));
    expect(await within(info).findByText('this address is taken')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(headerAccount('en')).toHaveTextContent('Administrator');
  });
});
