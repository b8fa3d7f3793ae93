import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { liveDb } from '../../../server/api/db-instance';
import { find } from '../../../server/store/store';
import { setupMockServer } from '@mocks/testing';
import { enter, expectFieldMessage, openAs, textbox, textOf } from '@/test/business-ui';

setupMockServer();
beforeAll(() => liveDb().then(() => undefined), 120000);
afterEach(cleanup);

const LIST = '#/warehouse/official';

async function table(title: string) {
  return screen.findByRole('table', { name: title }, { timeout: 25000 });
}
const rowOf = async (list: HTMLElement, code: string) =>
  (await within(list).findByRole('button', { name: code })).closest('tr') as HTMLElement;

describe('official warehouses (business.md §3)', () => {
  it('lets an operator edit one: a bad country stops at its field, a good name is saved', async () => {
    const t = textOf('zh-CN');
    await openAs(LIST, 'admin');
    const list = await table(t('warehouse.official.title'));
    fireEvent.click(
      within(await rowOf(list, 'UKLO')).getByRole('button', { name: t('business.action.edit') }),
    );
    const form = await screen.findByRole('form', { name: t('warehouse.form.editTitle', { code: 'UKLO' }) });
    expect(textbox(form, t('warehouse.field.code'))).toBeDisabled();

    enter(textbox(form, t('warehouse.field.countryCode')), 'UK1');
    fireEvent.click(within(form).getByRole('button', { name: t('warehouse.form.submit') }));
    await expectFieldMessage(form, t('warehouse.field.countryCode'), t('warehouse.form.countryInvalid'));
    expect((await find(await liveDb(), 'warehouses', { code: 'UKLO' }))?.countryCode).toBe('GB');

    enter(textbox(form, t('warehouse.field.countryCode')), 'gb');
    enter(textbox(form, t('warehouse.field.nameEn')), 'London Heathrow Hub');
    fireEvent.click(within(form).getByRole('button', { name: t('warehouse.form.submit') }));
    expect(await screen.findByText(t('warehouse.form.saved', { code: 'UKLO' }))).toBeInTheDocument();
    await waitFor(async () =>
      expect(within(await rowOf(list, 'UKLO')).getByText('London Heathrow Hub')).toBeInTheDocument(),
    );
    const saved = await find(await liveDb(), 'warehouses', { code: 'UKLO' });
    expect(saved).toMatchObject({ nameEn: 'London Heathrow Hub', countryCode: 'GB' });
  }, 90000);

  it('refuses to delete a warehouse that holds stock, in English, and keeps it', async () => {
    const t = textOf('en');
    await openAs(LIST, 'admin', 'en');
    const list = await table(t('warehouse.official.title'));
    fireEvent.click(
      within(await rowOf(list, 'USEA')).getByRole('button', { name: t('business.action.delete') }),
    );
    const confirm = await screen.findByRole('dialog', { name: t('warehouse.deleteTitle') });
    expect(within(confirm).getByText(t('warehouse.deleteMessage', { code: 'USEA' }))).toBeInTheDocument();
    fireEvent.click(within(confirm).getByRole('button', { name: t('business.action.delete') }));
    expect(await screen.findByText(/USEA is used by/)).toBeInTheDocument();
    expect(await find(await liveDb(), 'warehouses', { code: 'USEA' })).toBeDefined();
  }, 60000);

  it('shows a customer the warehouses to ship to, with nothing to change', async () => {
    const t = textOf('zh-CN');
    await openAs(LIST, 'seller');
    const list = await table(t('warehouse.official.title'));
    await within(list).findByRole('button', { name: 'USEA' });
    expect(screen.queryByRole('button', { name: t('warehouse.official.add') })).toBeNull();
    expect(within(list).queryByRole('button', { name: t('business.action.edit') })).toBeNull();
    expect(within(list).queryByRole('button', { name: t('business.action.delete') })).toBeNull();
  });
});
