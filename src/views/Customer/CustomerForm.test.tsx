import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { liveDb } from '../../../server/api/db-instance';
import { countOf, find } from '../../../server/store/store';
import { setupMockServer } from '@mocks/testing';
import { choose, enter, expectFieldMessage, openAs, textbox, textOf } from '@/test/business-ui';

setupMockServer();
beforeAll(() => liveDb().then(() => undefined), 120000);
afterEach(() => {
  cleanup();
  notifications.clean();
});

describe('taking a customer on (issue #41 §3)', () => {
  it('stops a bad customer at its fields, makes a good one with its purse, and invites its first user', async () => {
    const t = textOf('zh-CN');
    await openAs('#/warehouse/customers', 'admin');
    await screen.findByRole('table', { name: t('customer.listTitle') }, { timeout: 25000 });
    fireEvent.click(screen.getAllByRole('button', { name: t('customer.add') })[0]);
    const form = await screen.findByRole('form', { name: t('customer.form.addTitle') });

    enter(textbox(form, t('customer.field.code')), 'C O');
    enter(textbox(form, t('customer.field.name')), 'Contoso Outdoor');
    enter(textbox(form, t('customer.field.email')), 'ops@contoso');
    enter(textbox(form, t('customer.field.countryCode')), 'US');
    fireEvent.click(within(form).getByRole('button', { name: t('customer.form.submit') }));
    await expectFieldMessage(form, t('customer.field.code'), t('customer.rules.customerCodeInvalid'));
    await expectFieldMessage(form, t('customer.field.email'), t('customer.rules.customerEmailInvalid'));
    expect(await countOf(await liveDb(), 'customers', { name: 'Contoso Outdoor' })).toBe(0);

    enter(textbox(form, t('customer.field.code')), 'cto');
    enter(textbox(form, t('customer.field.email')), 'ops@contoso.example');
    enter(textbox(form, t('customer.field.creditLimit')), '300');
    await choose(form, t('customer.field.warehouseCodes'), /^USWE/);
    fireEvent.click(within(form).getByRole('button', { name: t('customer.form.submit') }));

    const db = await liveDb();
    const made = await waitFor(async () => {
      const found = await find(db, 'customers', { code: 'CTO' });
      if (!found) throw new Error('not made yet');
      return found;
    });
    expect(made).toMatchObject({ name: 'Contoso Outdoor', status: 'ACTIVE', warehouseCodes: ['USWE'] });
    expect(await find(db, 'purses', { customerId: made.id })).toMatchObject({
      currency: 'USD',
      creditLimit: 300,
    });
    expect(
      await screen.findByText(t('customer.form.created', { name: 'Contoso Outdoor', id: made.id })),
    ).toBeInTheDocument();

    // its drawer opens: no users yet; the operator invites the first, its administrator
    const drawer = await screen.findByRole(
      'dialog',
      { name: t('customer.drawerTitle', { name: 'Contoso Outdoor', id: made.id }) },
      { timeout: 10000 },
    );
    expect(await within(drawer).findByText(t('customer.users.none'))).toBeInTheDocument();
    fireEvent.click(within(drawer).getByRole('button', { name: t('customer.users.invite') }));
    const invite = await screen.findByRole('form', {
      name: t('customer.users.inviteTitle', { name: 'Contoso Outdoor' }),
    });
    expect(within(invite).getByLabelText(new RegExp(t('customer.users.role')))).toHaveValue(
      t('customer.role.admin'),
    );
    enter(textbox(invite, t('customer.users.email')), 'mia@contoso.example');
    fireEvent.click(within(invite).getByRole('button', { name: t('customer.users.send') }));
    // the demo sends no mail: its mailbox shows the link
    const link = await within(drawer).findByRole(
      'link',
      { name: t('access.mailbox.accept') },
      { timeout: 10000 },
    );
    expect(link.getAttribute('href')).toMatch(/^#\/accept-invitation\?token=/);
    const users = await within(drawer).findByRole('table', { name: t('customer.users.title') });
    expect(within(users).getByText('mia@contoso.example', { exact: false })).toBeInTheDocument();
    expect(within(users).getByText(t('customer.users.stateName.invited'))).toBeInTheDocument();

    // suspended after a confirmation, and resumed
    fireEvent.click(within(drawer).getByRole('button', { name: t('customer.suspend.action') }));
    const confirm = await screen.findByRole('dialog', {
      name: t('customer.suspend.title', { name: 'Contoso Outdoor' }),
    });
    fireEvent.click(within(confirm).getByRole('button', { name: t('customer.suspend.action') }));
    await waitFor(async () =>
      expect((await find(db, 'customers', { id: made.id }))?.status).toBe('SUSPENDED'),
    );
    fireEvent.click(
      await within(drawer).findByRole('button', { name: t('customer.resume.action') }, { timeout: 10000 }),
    );
    const resume = await screen.findByRole('dialog', {
      name: t('customer.resume.title', { name: 'Contoso Outdoor' }),
    });
    fireEvent.click(within(resume).getByRole('button', { name: t('customer.resume.action') }));
    await waitFor(async () => expect((await find(db, 'customers', { id: made.id }))?.status).toBe('ACTIVE'));
  }, 60000);
});
