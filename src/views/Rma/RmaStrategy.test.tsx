import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { liveDb } from '../../../server/api/db-instance';
import { countOf } from '../../../server/store/store';
import { save } from '../../../server/services/index';
import { approvedSkus, ok, seller } from '../../../server/services/testing';
import { setupMockServer } from '@mocks/testing';
import { en, zh } from '@/test/messages';
import {
  expectFieldMessage,
  expectNoDoubleDefault,
  findTable,
  labelled,
  openAs,
  SELLER,
  strategiesOf,
} from './sku.test-support';

setupMockServer();
beforeAll(() => liveDb().then(() => undefined), 120_000);
afterEach(cleanup);

/** The row whose name cell reads `name` (the default's also carries its badge). */
const rowOf = (table: HTMLElement, name: string) => {
  const row = within(table)
    .getAllByRole('row')
    .find((r) => {
      const [first] = within(r).queryAllByRole('cell');
      return first !== undefined && within(first).queryAllByText(name).length > 0;
    });
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};

const radio = (form: HTMLElement, group: string, option: string) =>
  within(within(form).getByRole('radiogroup', { name: labelled(group) })).getByRole('radio', {
    name: option,
  });

async function menuOf(row: HTMLElement, name: string, lang = zh) {
  fireEvent.click(within(row).getByRole('button', { name: lang('rma.strategy.moreFor', { name }) }));
  return screen.findAllByRole('menuitem', { hidden: true });
}

const defaultOf = async () => {
  const found = (await strategiesOf()).find((s) => s.scope === 'CUSTOMER_DEFAULT');
  if (!found) throw new Error('the seed has no default strategy of C001');
  return found;
};

describe('return strategies (business.md §8)', () => {
  it('lists the seller’s strategies with what they do and the SKUs that use them', async () => {
    await openAs('#/rma/strategy', 'seller', 'en');
    const table = await findTable(en('rma.strategy.listTitle'));
    const mine = await strategiesOf();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(mine.length + 1));
    const fallback = await defaultOf();
    const defaultRow = rowOf(table, fallback.name);
    expect(defaultRow).toHaveTextContent(en('rma.strategy.defaultBadge'));
    expect(defaultRow).toHaveTextContent(en('rma.strategy.usedByOthers'));
    expect(defaultRow).toHaveTextContent(en(`rma.strategy.onGood.${fallback.onGood}`));
    const tied = mine.find((s) => s.scope === 'SKU' && s.sku !== null);
    if (!tied?.sku) throw new Error('the seed has no SKU strategy of C001');
    const link = within(rowOf(table, tied.name)).getByRole('link', {
      name: en('rma.strategy.openSku', { sku: tied.sku }),
    });
    expect(link).toHaveAttribute('href', `#/rma/sku?sku=${encodeURIComponent(tied.sku)}`);
  }, 60_000);

  it('adds a strategy: the form’s own check first, then what the choices do, saved as chosen', async () => {
    await openAs('#/rma/strategy', 'seller');
    await findTable(zh('rma.strategy.listTitle'));
    fireEvent.click(screen.getByRole('button', { name: zh('rma.strategy.add') }));
    const form = await screen.findByRole('form', { name: zh('rma.strategy.addTitle') });
    fireEvent.click(within(form).getByRole('button', { name: zh('rma.strategy.save') }));
    await expectFieldMessage(
      form,
      zh('rma.strategy.field.name'),
      zh('rma.strategy.rules.strategyNameRequired'),
    );

    fireEvent.change(within(form).getByRole('textbox', { name: labelled(zh('rma.strategy.field.name')) }), {
      target: { value: 'ZQ keep aside' },
    });
    fireEvent.click(radio(form, zh('rma.strategy.field.onGood'), zh('rma.strategy.onGood.HOLD')));
    fireEvent.click(
      radio(form, zh('rma.strategy.field.onDefective'), zh('rma.strategy.onDefective.DESTROY')),
    );
    // what the choices do, in words, before saving
    const summary = screen.getByRole('region', { name: zh('rma.strategy.whatHappens') });
    expect(summary).toHaveTextContent(zh('rma.strategy.onGoodHint.HOLD'));
    expect(summary).toHaveTextContent(zh('rma.strategy.onDefectiveHint.DESTROY'));
    fireEvent.click(within(form).getByRole('button', { name: zh('rma.strategy.save') }));
    await waitFor(async () =>
      expect((await strategiesOf()).find((s) => s.name === 'ZQ keep aside')).toMatchObject({
        scope: 'SKU',
        sku: null,
        onGood: 'HOLD',
        onDefective: 'DESTROY',
      }),
    );
    const table = await findTable(zh('rma.strategy.listTitle'));
    expect(await within(table).findByText('ZQ keep aside')).toBeVisible();
  }, 60_000);

  it('refuses to make the only default an ordinary strategy: the server’s words at the field', async () => {
    const fallback = await defaultOf();
    await openAs('#/rma/strategy', 'seller', 'en');
    const table = await findTable(en('rma.strategy.listTitle'));
    const row = await waitFor(() => rowOf(table, fallback.name));
    fireEvent.click(
      within(row).getByRole('button', { name: en('rma.strategy.editNamed', { name: fallback.name }) }),
    );
    const form = await screen.findByRole('form', { name: en('rma.strategy.editTitle') });
    fireEvent.click(radio(form, en('rma.strategy.field.scope'), en('rma.strategy.scope.SKU')));
    fireEvent.click(within(form).getByRole('button', { name: en('rma.strategy.save') }));
    // a choice group's message sits in its wrapper, under the options
    const message = await within(form).findByText(
      'you need one default return strategy: make another one the default instead',
    );
    const group = within(form).getByRole('radiogroup', { name: labelled(en('rma.strategy.field.scope')) });
    expect(group.closest('.mantine-InputWrapper-root')).toContainElement(message);
    expect((await defaultOf()).id).toBe(fallback.id);
  }, 60_000);

  it('makes another strategy the default: the former one stays, not a default, and one default remains', async () => {
    const former = await defaultOf();
    const next = (await strategiesOf()).find((s) => s.scope === 'SKU');
    if (!next) throw new Error('the seed has no SKU strategy of C001');
    await openAs('#/rma/strategy', 'seller');
    const table = await findTable(zh('rma.strategy.listTitle'));
    const row = await waitFor(() => rowOf(table, next.name));
    const items = await menuOf(row, next.name);
    fireEvent.click(items.find((item) => item.textContent === zh('rma.strategy.makeDefault'))!);
    const dialog = await screen.findByRole('dialog', {
      name: zh('rma.strategy.makeDefaultTitle', { name: next.name }),
    });
    expect(dialog).toHaveTextContent(former.name);
    fireEvent.click(within(dialog).getByRole('button', { name: zh('rma.strategy.makeDefault') }));
    await waitFor(async () => expect((await defaultOf()).id).toBe(next.id));
    await expectNoDoubleDefault();
    expect((await strategiesOf()).find((s) => s.id === former.id)).toMatchObject({ scope: 'SKU', sku: null });
    await waitFor(() => expect(rowOf(table, next.name)).toHaveTextContent(zh('rma.strategy.defaultBadge')));
    expect(rowOf(table, former.name)).not.toHaveTextContent(zh('rma.strategy.defaultBadge'));
  }, 60_000);

  it('deletes a SKU’s strategy after saying the SKU falls back; the default is not deletable, and says why', async () => {
    const db = await liveDb();
    const fallback = await defaultOf();
    // a SKU of the seller without a strategy of its own gets one no return has chosen
    const tied = new Set((await strategiesOf()).map((s) => s.sku));
    const free = (await approvedSkus(db)).find((code) => !tied.has(code));
    if (!free) throw new Error('the seed has no approved SKU of C001 without a strategy');
    const doomed = ok(
      await save(db, seller, 'returnStrategy', {
        name: 'ZQ doomed',
        scope: 'SKU',
        sku: free,
        onGood: 'RESTOCK',
        onDefective: 'DESTROY',
      }),
    );
    if (!doomed.sku) throw new Error('the strategy names no SKU');
    await openAs('#/rma/strategy', 'seller');
    const table = await findTable(zh('rma.strategy.listTitle'));

    const defaultItems = await menuOf(await waitFor(() => rowOf(table, fallback.name)), fallback.name);
    const deleteDefault = defaultItems.find((item) =>
      item.textContent?.startsWith(zh('business.action.delete')),
    );
    expect(deleteDefault).toBeDisabled();
    expect(deleteDefault).toHaveTextContent(zh('rma.strategy.defaultKeptShort'));
    fireEvent.keyDown(deleteDefault!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryAllByRole('menuitem', { hidden: true })).toHaveLength(0));

    const items = await menuOf(rowOf(table, doomed.name), doomed.name);
    fireEvent.click(items.find((item) => item.textContent === zh('business.action.delete'))!);
    const dialog = await screen.findByRole('dialog', {
      name: zh('rma.strategy.deleteTitle', { name: doomed.name }),
    });
    expect(dialog).toHaveTextContent(
      zh('rma.strategy.deleteFallsBack', { sku: doomed.sku, fallback: fallback.name }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: zh('business.action.delete') }));
    await waitFor(async () => expect((await strategiesOf()).some((s) => s.id === doomed.id)).toBe(false));
    await waitFor(() => expect(within(table).queryByText(doomed.name)).toBeNull());
  }, 60_000);

  it('shows the operator every customer’s strategies without add, edit or delete', async () => {
    await openAs('#/rma/strategy', 'admin');
    const table = await findTable(zh('rma.strategy.listTitle'));
    const strategies = await countOf(await liveDb(), 'returnStrategies');
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBe(Math.min(strategies, 10) + 1));
    expect(within(table).getAllByText(SELLER).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: zh('rma.strategy.add') })).toBeNull();
    expect(
      within(table).queryAllByRole('button', { name: new RegExp(zh('business.action.edit')) }),
    ).toHaveLength(0);
  }, 60_000);
});
