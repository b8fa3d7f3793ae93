import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { liveDb } from '../../../server/api/db-instance';
import { countOf, everyRecord } from '../../../server/store/store';
import { setupMockServer } from '@mocks/testing';
import {
  choose,
  enter,
  expectFieldMessage,
  labelled,
  openAs,
  textbox,
  textOf,
  type Lang,
} from '@/test/business-ui';

setupMockServer();
beforeAll(() => liveDb().then(() => undefined), 120000);
afterEach(cleanup);

const LIST = '#/warehouse/carriers';

async function listOf(lang: Lang) {
  const t = textOf(lang);
  return screen.findByRole('table', { name: t('warehouse.carrier.title') }, { timeout: 25000 });
}

const rowOf = async (table: HTMLElement, code: string) =>
  (await within(table).findByRole('button', { name: code })).closest('tr') as HTMLElement;

describe('carriers (business.md §3)', () => {
  it('shows a carrier in a drawer with its tracking link filled in', async () => {
    const t = textOf('en');
    await openAs(LIST, 'admin', 'en');
    const table = await listOf('en');
    fireEvent.click(await within(table).findByRole('button', { name: 'UPS-GROUND' }));
    // the title names the carrier, then its status
    const drawer = await screen.findByRole('dialog', {
      name: new RegExp(`^${t('warehouse.carrier.detail.title', { code: 'UPS-GROUND' })}`),
    });
    expect(within(drawer).getByText('UPS Ground')).toBeInTheDocument();
    const link = within(drawer).getByRole('link', { name: /1Z999AA10123456784/ });
    expect(link.getAttribute('href')).toContain('1Z999AA10123456784');
    expect(link.getAttribute('href')).not.toContain('{trackingNo}');
  });

  it('lets an operator add a carrier, stops a bad one at its fields, edits and deletes it', async () => {
    const t = textOf('zh-CN');
    await openAs(LIST, 'admin');
    const table = await listOf('zh-CN');
    fireEvent.click(screen.getAllByRole('button', { name: t('warehouse.carrier.add') })[0]);
    const form = await screen.findByRole('form', { name: t('warehouse.carrier.form.addTitle') });

    // the client's rules: a code with a space, a tracking link without its token
    enter(textbox(form, t('warehouse.carrier.field.code')), 'NW EXPRESS');
    enter(textbox(form, t('warehouse.carrier.field.name')), 'Northwind Express');
    // a new carrier starts as last mile; this one handles returns
    await choose(form, t('warehouse.carrier.field.type'), t('warehouse.carrier.type.RETURN'));
    enter(
      within(form).getByRole('combobox', { name: labelled(t('warehouse.carrier.field.carrierName')) }),
      'UPS',
    );
    await choose(form, t('warehouse.carrier.field.warehouseCodes'), /^USEA/);
    enter(textbox(form, t('warehouse.carrier.field.trackingUrlTemplate')), 'https://track.example/');
    enter(textbox(form, t('warehouse.carrier.field.maxWeightKg')), '30');
    fireEvent.click(within(form).getByRole('button', { name: t('warehouse.form.submit') }));
    await expectFieldMessage(form, t('warehouse.carrier.field.code'), t('warehouse.carrier.form.codeHint'));
    await expectFieldMessage(
      form,
      t('warehouse.carrier.field.trackingUrlTemplate'),
      t('warehouse.carrier.form.templateInvalid', { token: '{trackingNo}' }),
    );
    expect(await countOf(await liveDb(), 'carriers', { name: 'Northwind Express' })).toBe(0);

    enter(textbox(form, t('warehouse.carrier.field.code')), 'nw-express');
    enter(
      textbox(form, t('warehouse.carrier.field.trackingUrlTemplate')),
      'https://track.example/{trackingNo}',
    );
    fireEvent.click(within(form).getByRole('button', { name: t('warehouse.form.submit') }));
    expect(
      await screen.findByText(t('warehouse.carrier.form.saved', { code: 'NW-EXPRESS' })),
    ).toBeInTheDocument();
    const added = await rowOf(table, 'NW-EXPRESS');
    expect(within(added).getByText('Northwind Express')).toBeInTheDocument();

    // edit: the code stays, the name changes
    fireEvent.click(within(added).getByRole('button', { name: t('business.action.edit') }));
    const edit = await screen.findByRole('form', {
      name: t('warehouse.carrier.form.editTitle', { code: 'NW-EXPRESS' }),
    });
    expect(textbox(edit, t('warehouse.carrier.field.code'))).toBeDisabled();
    enter(textbox(edit, t('warehouse.carrier.field.name')), 'Northwind Express Plus');
    fireEvent.click(within(edit).getByRole('button', { name: t('warehouse.form.submit') }));
    await waitFor(async () =>
      expect(
        within(await rowOf(table, 'NW-EXPRESS')).getByText('Northwind Express Plus'),
      ).toBeInTheDocument(),
    );

    // delete, after a confirmation
    fireEvent.click(
      within(await rowOf(table, 'NW-EXPRESS')).getByRole('button', { name: t('business.action.delete') }),
    );
    const confirm = await screen.findByRole('dialog', { name: t('warehouse.carrier.deleteTitle') });
    fireEvent.click(within(confirm).getByRole('button', { name: t('business.action.delete') }));
    expect(
      await screen.findByText(t('warehouse.carrier.deleted', { code: 'NW-EXPRESS' })),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByRole('button', { name: 'NW-EXPRESS' })).toBeNull());
    expect(await countOf(await liveDb(), 'carriers', { code: 'NW-EXPRESS' })).toBe(0);
  }, 90000);

  it('refuses to delete a carrier that open orders ship with, and keeps it', async () => {
    const t = textOf('en');
    const db = await liveDb();
    const inUse = new Set(
      (await everyRecord(db, 'outbounds'))
        .filter((o) => !/^(SHIPPED|CANCELLED|DELIVERED)/.test(o.status))
        .map((o) => o.carrierCode),
    );
    const used = (await everyRecord(db, 'carriers')).find((c) => inUse.has(c.id));
    if (!used) throw new Error('the seed has no carrier in use by an open order');
    await openAs(LIST, 'admin', 'en');
    const table = await listOf('en');
    fireEvent.click(
      within(await rowOf(table, used.code)).getByRole('button', { name: t('business.action.delete') }),
    );
    const confirm = await screen.findByRole('dialog', { name: t('warehouse.carrier.deleteTitle') });
    fireEvent.click(within(confirm).getByRole('button', { name: t('business.action.delete') }));
    expect(await screen.findByText(new RegExp(`${used.code} is used by`))).toBeInTheDocument();
    expect(await countOf(await liveDb(), 'carriers', { code: used.code })).toBeGreaterThan(0);
    expect(within(table).getByRole('button', { name: used.code })).toBeInTheDocument();
  }, 60000);

  it('shows a customer the carriers without add, edit or delete', async () => {
    const t = textOf('zh-CN');
    await openAs(LIST, 'seller');
    const table = await listOf('zh-CN');
    await within(table).findByRole('button', { name: 'UPS-GROUND' });
    expect(screen.queryByRole('button', { name: t('warehouse.carrier.add') })).toBeNull();
    expect(within(table).queryByRole('button', { name: t('business.action.edit') })).toBeNull();
    expect(within(table).queryByRole('button', { name: t('business.action.delete') })).toBeNull();
  });
});
