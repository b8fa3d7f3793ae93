import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiGet, encrypt, requestToken, setupMockServer, signInAs } from '@mocks/testing';
import { choose, enter, openAs, textbox } from '@/test/business-ui';
import { readAuthState } from '../../../server/areas/access/state';
import { en, zh } from '@/test/messages';

setupMockServer();
afterEach(cleanup);

/** The row of an account by its username. */
const rowOf = (table: HTMLElement, username: string) => {
  const row = within(table).getByText(username, { exact: true }).closest('tr');
  if (!row) throw new Error(`no row for ${username}`);
  return row as HTMLElement;
};

const cell = (row: HTMLElement, index: number) => within(row).getAllByRole('cell')[index];

describe('the operator’s accounts page (issue #41)', () => {
  it('ends a seller’s sessions, then disables and enables the seller, each after a confirmation', async () => {
    const seller = await signInAs('seller');
    await openAs('#/system/accounts', 'admin');
    const table = await screen.findByRole('table', { name: zh('accounts.listTitle') }, { timeout: 25_000 });
    const row = await waitFor(() => rowOf(table, 'seller'));
    expect(within(row).getByText(zh('accounts.state.active'))).toBeVisible();
    expect(within(row).getByText(zh('accounts.role.customer'))).toBeVisible();
    expect(cell(row, 4)).toHaveTextContent('1');
    // the operator's own account offers nothing to do to it
    expect(within(rowOf(table, 'admin')).queryAllByRole('button')).toEqual([]);

    fireEvent.click(
      within(row).getByRole('button', { name: zh('accounts.actionFor.endSessions', { name: 'seller' }) }),
    );
    const ending = await screen.findByRole('dialog', {
      name: zh('accounts.confirm.endSessions.title', { name: 'seller' }),
    });
    fireEvent.click(within(ending).getByRole('button', { name: zh('accounts.action.endSessions') }));
    expect(
      await screen.findByText(zh('accounts.done.endSessions', { name: 'seller', count: 1 })),
    ).toBeVisible();
    await waitFor(() => expect(cell(rowOf(table, 'seller'), 4)).toHaveTextContent('0'));
    expect((await apiGet('Customer/GetCurrent', seller.access_token)).status).toBe(401);

    fireEvent.click(
      within(rowOf(table, 'seller')).getByRole('button', {
        name: zh('accounts.actionFor.disable', { name: 'seller' }),
      }),
    );
    const disabling = await screen.findByRole('dialog', {
      name: zh('accounts.confirm.disable.title', { name: 'seller' }),
    });
    fireEvent.click(within(disabling).getByRole('button', { name: zh('accounts.action.disable') }));
    await waitFor(() =>
      expect(within(rowOf(table, 'seller')).getByText(zh('accounts.state.disabled'))).toBeVisible(),
    );
    const refused = await requestToken({
      grant_type: 'password',
      username: 'seller',
      password: encrypt('seller'),
    });
    expect(refused.status).toBe(400);

    fireEvent.click(
      within(rowOf(table, 'seller')).getByRole('button', {
        name: zh('accounts.actionFor.enable', { name: 'seller' }),
      }),
    );
    const enabling = await screen.findByRole('dialog', {
      name: zh('accounts.confirm.enable.title', { name: 'seller' }),
    });
    fireEvent.click(within(enabling).getByRole('button', { name: zh('accounts.action.enable') }));
    await waitFor(() =>
      expect(within(rowOf(table, 'seller')).getByText(zh('accounts.state.active'))).toBeVisible(),
    );
    expect(
      (await requestToken({ grant_type: 'password', username: 'seller', password: encrypt('seller') }))
        .status,
    ).toBe(200);
  }, 60_000);

  it('finds accounts by part of an address, in English', async () => {
    await openAs('#/system/accounts?keyword=blueharbor', 'admin', 'en');
    const table = await screen.findByRole('table', { name: en('accounts.listTitle') }, { timeout: 25_000 });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(rowOf(table, 'seller2')).toHaveTextContent(en('accounts.state.active'));
  }, 60_000);

  it('is not a customer’s page: the seller gets the 404 page', async () => {
    await openAs('#/system/accounts', 'seller');
    expect(await screen.findByText(zh('error.page.404.title'), undefined, { timeout: 25_000 })).toBeVisible();
  }, 60_000);

  it('invites an operator with a role and changes the role after a confirmation', async () => {
    await openAs('#/system/accounts', 'admin', 'en');
    const table = await screen.findByRole('table', { name: en('accounts.listTitle') }, { timeout: 25_000 });
    fireEvent.click(screen.getAllByRole('button', { name: en('accounts.inviteOperator') })[0]);
    const form = await screen.findByRole('form', { name: en('accounts.inviteOperator') });
    enter(textbox(form, en('customer.users.email')), 'kai@outpost.example');
    enter(textbox(form, en('customer.users.nickname')), 'Kai');
    fireEvent.click(within(form).getByRole('button', { name: en('customer.users.send') }));
    // the demo sends no mail: its mailbox shows the link
    expect(
      await screen.findByRole('link', { name: en('access.mailbox.accept') }, { timeout: 10_000 }),
    ).toBeVisible();
    // an invited account has no username yet: its address names it
    const row = await waitFor(
      () => within(table).getAllByText('kai@outpost.example')[0].closest('tr') as HTMLElement,
    );
    expect(within(row).getByText(en('accounts.state.invited'))).toBeVisible();
    await choose(
      row,
      en('accounts.roleOf', { name: 'kai@outpost.example' }),
      en('accounts.operatorRole.finance'),
    );
    const dialog = await screen.findByRole('dialog', {
      name: en('accounts.confirm.role.title', {
        name: 'kai@outpost.example',
        role: en('accounts.operatorRole.finance'),
      }),
    });
    fireEvent.click(within(dialog).getByRole('button', { name: en('accounts.confirm.role.action') }));
    await waitFor(async () =>
      expect(
        (await readAuthState()).accounts.find((a) => a.email === 'kai@outpost.example')?.operatorRole,
      ).toBe('finance'),
    );
  }, 60_000);
});
