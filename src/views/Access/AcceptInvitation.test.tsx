import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import type { InvitationSent } from '@/api/business/customer';
import { setClock } from '../../../server/api/clock';
import { INVITATION_TOKEN_TTL_MS } from '../../../server/areas/access/one-time-tokens';
import {
  apiPostJson,
  encrypt,
  readJson,
  requestToken,
  setupMockServer,
  signInAs,
  zh as serverZh,
} from '@mocks/testing';
import { renderApp } from '@/test/render-app';
import { en, zh, zhPattern } from '@/test/messages';

setupMockServer();
afterEach(() => {
  cleanup();
  notifications.clean();
});

const SLOW = { timeout: 10000 };

/** An operator invites someone to Blue Harbor Goods; answers the demo's link (its mailbox). */
async function invitationLink(customerRole = 'orders'): Promise<string> {
  const body = await readJson<{ data: InvitationSent }>(
    apiPostJson(
      'Customer/Invite',
      { customerId: 'C002', email: 'noah@blueharbor.example', nickname: 'Noah', customerRole },
      (await signInAs('admin')).access_token,
    ),
  );
  if (!body.data.mail) throw new Error('the demo answers its mailbox');
  return body.data.mail.link;
}

const signInStatus = async (username: string, password: string) =>
  (await requestToken({ grant_type: 'password', username, password: encrypt(password) })).status;

describe('the invitation page', () => {
  it('says whose invitation it is, checks the fields, and the invitee then signs in as that customer', async () => {
    const user = userEvent.setup();
    renderApp(await invitationLink());
    expect(
      await screen.findByText(
        zh('access.invitation.subtitle', {
          customer: 'Blue Harbor Goods',
          role: zh('access.invitation.role.orders'),
        }),
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(screen.getByDisplayValue('noah@blueharbor.example')).toHaveAttribute('readonly');
    const username = screen.getByLabelText(zhPattern('access.fields.username', true));
    expect(username).toHaveFocus();
    await user.type(username, 'seller2');
    await user.type(screen.getByLabelText(zhPattern('access.fields.password', true)), 'Harbor2026');
    await user.type(screen.getByLabelText(zhPattern('access.fields.confirm', true)), 'Harbor2025');
    await user.keyboard('{Enter}');
    expect(await screen.findByText(zh('access.rules.confirmMismatch'))).toBeInTheDocument();
    await user.clear(screen.getByLabelText(zhPattern('access.fields.confirm', true)));
    await user.type(screen.getByLabelText(zhPattern('access.fields.confirm', true)), 'Harbor2026');
    await user.click(screen.getByRole('button', { name: zh('access.invitation.submit') }));
    // the server's word at the field: the name is someone else's
    expect(await screen.findByText(serverZh('usernameTaken'), {}, SLOW)).toBeInTheDocument();
    await user.clear(username);
    await user.type(username, 'noah_bh');
    await user.click(screen.getByRole('button', { name: zh('access.invitation.submit') }));
    await waitFor(() => expect(window.location.hash).toBe('#/login'), SLOW);
    expect(
      await screen.findByText(zh('access.invitation.done', { username: 'noah_bh' })),
    ).toBeInTheDocument();
    expect(await signInStatus('noah_bh', 'Harbor2026')).toBe(200);
  });

  it('says an expired invitation has expired (English)', async () => {
    let time = Date.now();
    setClock(() => time);
    const link = await invitationLink();
    time += INVITATION_TOKEN_TTL_MS;
    renderApp(link, { lang: 'en' });
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('This invitation has expired');
    expect(screen.queryByRole('button', { name: 'Accept and create my sign-in' })).toBeNull();
  });

  it('says an invitation to the warehouse’s staff is the warehouse’s, with the role (English)', async () => {
    const body = await readJson<{ data: { mail: { link: string } | null } }>(
      apiPostJson(
        'Account/InviteOperator',
        { email: 'kai@outpost.example', operatorRole: 'finance' },
        (await signInAs('admin')).access_token,
      ),
    );
    if (!body.data.mail) throw new Error('the demo answers its mailbox');
    renderApp(body.data.mail.link, { lang: 'en' });
    expect(
      await screen.findByText(
        en('access.invitation.operatorSubtitle', { role: en('access.invitation.operatorRole.finance') }),
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
  });
});
