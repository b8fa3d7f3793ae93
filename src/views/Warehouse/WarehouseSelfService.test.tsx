import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { liveDb } from '../../../server/api/db-instance';
import { setupMockServer } from '@mocks/testing';
import { renderApp, signInAs } from '@/test/render-app';
import { zh, zhPattern } from '@/test/messages';

setupMockServer();
// the business seed is made on first use: make it before the clock of the first test starts
beforeAll(() => liveDb().then(() => undefined), 120000);
afterEach(cleanup);

async function open(hash: string, user: string) {
  const app = renderApp(hash);
  await act(() => signInAs(app.actor, user));
  return app;
}

const typeInto = (label: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: zhPattern(label, true) }), { target: { value } });

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

describe('self-service warehouses (business.md §3)', () => {
  it('a customer registers one, and an operator approves it', async () => {
    await open('#/warehouse/self-service', 'seller');
    await screen.findByRole('heading', { name: zh('warehouse.selfService.title') }, { timeout: 25000 });
    fireEvent.click(
      (await screen.findAllByRole('button', { name: zh('warehouse.selfService.register') }))[0],
    );
    await screen.findByRole('dialog', { name: zh('warehouse.form.registerTitle') });
    typeInto('warehouse.field.code', 'nwtx1');
    typeInto('warehouse.field.name', 'Beifeng Dezhou Cang');
    typeInto('warehouse.field.nameEn', 'Northwind Texas');
    typeInto('warehouse.field.countryCode', 'us');
    typeInto('warehouse.field.state', 'TX');
    typeInto('warehouse.field.city', 'Dallas');
    typeInto('warehouse.field.postcode', '75201');
    typeInto('warehouse.field.street1', '1 Main St');
    fireEvent.click(screen.getByRole('button', { name: zh('warehouse.form.submitRegister') }));
    expect(await screen.findByText(zh('warehouse.form.registered', { code: 'NWTX1' }))).toBeInTheDocument();
    const row = await rowOf('NWTX1');
    expect(within(row).getByText(zh('business.status.warehouse.PENDING_APPROVAL'))).toBeInTheDocument();
    // the customer cannot approve its own registration
    expect(within(row).queryByRole('button', { name: zh('business.action.approve') })).toBeNull();
    cleanup();

    await open('#/warehouse/self-service', 'admin');
    const pending = await rowOf('NWTX1');
    fireEvent.click(within(pending).getByRole('button', { name: zh('business.action.approve') }));
    const action = zh('business.action.approve');
    expect(
      await screen.findByText(zh('business.actionDialog.done', { action, document: 'NWTX1' })),
    ).toBeInTheDocument();
    await waitFor(async () =>
      expect(
        within(await rowOf('NWTX1')).getByText(zh('business.status.warehouse.ACTIVE')),
      ).toBeInTheDocument(),
    );
  }, 90000);

  it('stops a registration with blank fields at the form’s rules', async () => {
    await open('#/warehouse/self-service', 'seller2');
    fireEvent.click(
      (await screen.findAllByRole('button', { name: zh('warehouse.selfService.register') }))[0],
    );
    await screen.findByRole('dialog', { name: zh('warehouse.form.registerTitle') });
    fireEvent.click(screen.getByRole('button', { name: zh('warehouse.form.submitRegister') }));
    // the client's rules stop an empty form before it reaches the server
    expect((await screen.findAllByText(zh('validator.required'))).length).toBeGreaterThan(3);
  });
});
