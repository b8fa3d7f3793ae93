import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiPostJson, setupMockServer, signInAs } from '@mocks/testing';
import { openAs, textOf } from '@/test/business-ui';
import { skuInput } from '../../../server/api/testing';
import { en, zh } from '@/test/messages';

setupMockServer();
afterEach(cleanup);

const skuBody = (sku: string, nameEn: string) => skuInput({ sku, nameEn });

/** The seller makes a SKU and renames it: two entries of the trail. */
async function sellerRenames(sku: string): Promise<void> {
  const token = (await signInAs('seller')).access_token;
  const made = (await (await apiPostJson('Sku/Save', skuBody(sku, 'Desk lamp'), token)).json()) as {
    data: { id: string };
  };
  const renamed = await apiPostJson('Sku/Save', { ...skuBody(sku, 'Reading lamp'), id: made.data.id }, token);
  expect(renamed.status).toBe(200);
}

const rowOf = (table: HTMLElement, text: string, index = 0) => {
  const row = within(table).getAllByText(text)[index]?.closest('tr');
  if (!row) throw new Error(`no row for ${text}`);
  return row as HTMLElement;
};

describe('the audit trail page (issue #41 §4)', () => {
  it('lists who changed what; an entry opens on each field’s old and new value', async () => {
    await sellerRenames('AUDIT-LAMP');
    const t = textOf('en');
    await openAs('#/system/audit', 'admin', 'en');
    const table = await screen.findByRole('table', { name: t('audit.listTitle') }, { timeout: 25_000 });
    // the newest first: the rename, then the SKU made
    const renamed = await waitFor(() => rowOf(table, 'AUDIT-LAMP'));
    expect(renamed).toHaveTextContent('seller');
    expect(renamed).toHaveTextContent('Sku/Save');
    fireEvent.click(renamed);
    const drawer = await screen.findByRole('dialog', { name: 'Sku/Save' });
    const fields = within(drawer).getByRole('table', { name: t('audit.fieldsOf', { label: 'AUDIT-LAMP' }) });
    const nameRow = within(fields).getByText('nameEn').closest('tr') as HTMLElement;
    // (the drawer slides in: visible once it has)
    await waitFor(() => expect(within(nameRow).getByText('Desk lamp')).toBeVisible());
    expect(within(nameRow).getByText('Reading lamp')).toBeVisible();
    expect(within(drawer).getByText(t('audit.op.update'))).toBeVisible();
  }, 60_000);

  it('searches by document, in Chinese; a document with no change lists nothing', async () => {
    await sellerRenames('AUDIT-FAN');
    await sellerRenames('AUDIT-KETTLE');
    await openAs('#/system/audit?document=AUDIT-FAN', 'admin');
    const table = await screen.findByRole('table', { name: zh('audit.listTitle') }, { timeout: 25_000 });
    await waitFor(() => expect(within(table).getAllByText('AUDIT-FAN').length).toBe(2));
    expect(within(table).queryByText('AUDIT-KETTLE')).toBeNull();
    cleanup();
    await openAs('#/system/audit?document=NO-SUCH-DOC', 'admin');
    expect(
      await screen.findByText(zh('business.list.emptyFiltered'), undefined, { timeout: 25_000 }),
    ).toBeVisible();
  }, 60_000);

  it('shows a customer’s administrator its own changes, and is no page of the other roles', async () => {
    await sellerRenames('AUDIT-MUG');
    await openAs('#/system/audit', 'seller', 'en');
    expect(await screen.findByText(en('audit.customerIntro'), undefined, { timeout: 25_000 })).toBeVisible();
    const table = await screen.findByRole('table', { name: en('audit.listTitle') });
    await waitFor(() => expect(within(table).getAllByText('AUDIT-MUG').length).toBe(2));
    // the customer filter is the operator's alone
    expect(screen.queryByRole('textbox', { name: en('business.field.customer') })).toBeNull();
  }, 60_000);
});
