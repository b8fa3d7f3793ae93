import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { translate } from '../../../server/api/i18n';
import { server } from '@mocks/node';
import { API, setupMockServer } from '@mocks/testing';
import { zh } from '@/test/messages';
import { boxSection, choose, openAs, pickSku, usReadySkus, stopConsoles } from './inbound.test-support';

setupMockServer();
afterEach(() => {
  cleanup();
  stopConsoles();
});

const total = (key: string) => screen.getByTestId(`total-${key}`).textContent;

/** Types a whole value at once (character by character re-renders the form each time). */
const enter = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

function fillBox(no: number, dims: [string, string, string, string]) {
  const box = within(boxSection(no));
  const labels = [
    'inbound.box.weightKg',
    'inbound.box.lengthCm',
    'inbound.box.widthCm',
    'inbound.box.heightCm',
  ];
  labels.forEach((key, index) => {
    enter(
      box.getByRole('textbox', { name: new RegExp(`^${zh(key).replace(/[()]/g, '\\$&')}`) }),
      dims[index],
    );
  });
}

describe('the inbound order form', () => {
  it('adds, copies and removes boxes and keeps the totals live', async () => {
    const user = userEvent.setup({ delay: null });
    await openAs('#/inbound/add', 'seller');
    await screen.findByRole('heading', { name: zh('inbound.edit.addTitle') }, { timeout: 25000 });
    expect(total('boxes')).toBe('1');
    fillBox(1, ['5', '50', '40', '30']);
    const qty = within(boxSection(1)).getByRole('textbox', {
      name: new RegExp(zh('inbound.line.expectedQty')),
    });
    enter(qty, '12');
    expect([total('boxes'), total('units'), total('weight'), total('volume')]).toEqual([
      '1',
      '12',
      '5.000 kg',
      '0.060 m³',
    ]);

    await user.click(screen.getByRole('button', { name: zh('inbound.box.copyNamed', { no: 1 }) }));
    expect(boxSection(2)).toBeInTheDocument();
    expect([total('boxes'), total('units'), total('weight'), total('volume')]).toEqual([
      '2',
      '24',
      '10.000 kg',
      '0.120 m³',
    ]);

    await user.click(screen.getByRole('button', { name: zh('inbound.box.add') }));
    expect(total('boxes')).toBe('3');
    await user.click(screen.getByRole('button', { name: zh('inbound.box.removeNamed', { no: 3 }) }));
    expect(total('boxes')).toBe('2');
    expect(
      screen.queryByRole('region', { name: zh('inbound.box.title', { no: 3 }) }),
    ).not.toBeInTheDocument();
    // the last box cannot be removed: an order has at least one
    await user.click(screen.getByRole('button', { name: zh('inbound.box.removeNamed', { no: 2 }) }));
    expect(screen.getByRole('button', { name: zh('inbound.box.removeNamed', { no: 1 }) })).toBeDisabled();
  }, 90_000);

  it('shows the client rules at the fields before asking the server', async () => {
    const user = userEvent.setup({ delay: null });
    await openAs('#/inbound/add', 'seller');
    await user.click(
      await screen.findByRole('button', { name: zh('inbound.edit.saveDraft') }, { timeout: 25000 }),
    );
    expect(await screen.findByText(zh('inbound.rules.warehouseRequired'))).toBeInTheDocument();
    expect(screen.getByText(zh('inbound.rules.skuRequired'))).toBeInTheDocument();
    expect(screen.getAllByText(zh('inbound.rules.positive'))).toHaveLength(4);
  }, 60_000);

  it('shows a line quantity message of the server at that line', async () => {
    const [first, second] = await usReadySkus(2);
    const message = translate('zh-CN', 'expectedQtyInvalid');
    server.use(
      http.post(`${API}/Inbound/Save`, () =>
        HttpResponse.json(
          { code: 422, message: zh('error.validation'), data: { 'boxes.0.lines.1.expectedQty': message } },
          { status: 422 },
        ),
      ),
    );
    const user = userEvent.setup({ delay: null });
    await openAs('#/inbound/add', 'seller');
    await screen.findByRole('heading', { name: zh('inbound.edit.addTitle') }, { timeout: 25000 });
    await choose(document.body, zh('inbound.field.warehouse'), /^USEA/);
    await choose(document.body, zh('inbound.field.shippingMode'), zh('inbound.shippingMode.SEA_LCL'));
    enter(screen.getByLabelText(new RegExp(`^${zh('inbound.field.eta')}`)), '2030-01-15');
    fillBox(1, ['5', '50', '40', '30']);
    await user.click(screen.getByRole('button', { name: zh('inbound.line.add') }));
    const box = within(boxSection(1));
    const pickers = box.getAllByRole('combobox', { name: new RegExp(`^${zh('inbound.line.sku')}`) });
    await pickSku(pickers[0], first);
    await pickSku(pickers[1], second);
    const quantities = box.getAllByRole('textbox', { name: new RegExp(zh('inbound.line.expectedQty')) });
    enter(quantities[0], '10');
    enter(quantities[1], '999');
    await user.click(screen.getByRole('button', { name: zh('inbound.edit.saveDraft') }));

    const shown = await screen.findByText(message);
    // the message belongs to the second line's quantity, not to the first line
    const lines = boxSection(1).querySelectorAll('[data-line]');
    expect(lines[1]).toContainElement(shown);
    await waitFor(() => expect(quantities[1]).toHaveAttribute('aria-invalid', 'true'));
    expect(quantities[0]).not.toHaveAttribute('aria-invalid', 'true');
  }, 60_000);
});
