import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { readAuthState } from '../../../server/areas/access/state';
import { setupMockServer } from '@mocks/testing';
import { choose, enter, openAs, textbox, textOf } from '@/test/business-ui';

setupMockServer();
afterEach(() => {
  cleanup();
  notifications.clean();
});

const accountOf = async (email: string) =>
  (await readAuthState()).accounts.find((account) => account.email === email);

describe('a customer administrator’s team page (issue #41 §3)', () => {
  it('invites a colleague with a role, changes the role and disables the colleague, each after a confirmation', async () => {
    const t = textOf('en');
    await openAs('#/system/team', 'seller', 'en');
    const table = await screen.findByRole('table', { name: t('customer.users.title') }, { timeout: 25000 });
    // the administrator's own row offers nothing to change
    const own = within(table).getByText('seller').closest('tr') as HTMLElement;
    expect(within(own).queryByRole('button')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: t('customer.users.invite') }));
    const invite = await screen.findByRole('form', {
      name: t('customer.users.inviteTitle', { name: 'Northwind Trading' }),
    });
    enter(textbox(invite, t('customer.users.email')), 'ava@northwind.example');
    enter(textbox(invite, t('customer.users.nickname')), 'Ava Park');
    await choose(invite, t('customer.users.role'), t('customer.role.finance'));
    fireEvent.click(within(invite).getByRole('button', { name: t('customer.users.send') }));
    const row = await waitFor(() => {
      const found = within(table).getByText('Ava Park').closest('tr');
      if (!found) throw new Error('not listed yet');
      return found as HTMLElement;
    });
    expect(await accountOf('ava@northwind.example')).toMatchObject({
      customerRole: 'finance',
      invited: true,
    });

    await choose(row, t('customer.users.roleOf', { name: 'Ava Park' }), t('customer.role.orders'));
    const roleDialog = await screen.findByRole('dialog', {
      name: t('customer.users.confirm.role.title', { name: 'Ava Park', role: t('customer.role.orders') }),
    });
    fireEvent.click(
      within(roleDialog).getByRole('button', { name: t('customer.users.confirm.role.action') }),
    );
    await waitFor(async () =>
      expect((await accountOf('ava@northwind.example'))?.customerRole).toBe('orders'),
    );

    fireEvent.click(
      within(row).getByRole('button', { name: t('customer.users.disableNamed', { name: 'Ava Park' }) }),
    );
    const disableDialog = await screen.findByRole('dialog', {
      name: t('customer.users.confirm.disable.title', { name: 'Ava Park' }),
    });
    fireEvent.click(
      within(disableDialog).getByRole('button', { name: t('customer.users.confirm.disable.action') }),
    );
    await waitFor(() =>
      expect(
        within(table).getByRole('button', { name: t('customer.users.enableNamed', { name: 'Ava Park' }) }),
      ).toBeInTheDocument(),
    );
    expect((await accountOf('ava@northwind.example'))?.disabled).toBe(true);
  }, 60000);
});
