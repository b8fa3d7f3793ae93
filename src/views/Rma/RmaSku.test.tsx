import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { liveDb } from '../../../server/api/db-instance';
import { filter, filterNaming, update } from '../../../server/store/store';
import { skuStrategyOf } from '../../../server/areas/rma/actions';
import { lastTwelveMonths } from '../../../server/areas/rma/sku';
import { setupMockServer } from '@mocks/testing';
import { formatMonth, formatNumber } from '@/i18n/format';
import { en, zh } from '@/test/messages';
import {
  choose,
  expectFieldMessage,
  findTable,
  figure,
  mostReturnedSku,
  returnedSkuOnlySellerHas,
  openAs,
  rowsOf,
  SELLER,
  strategiesOf,
  strategyPanel,
  unitsOf,
} from './sku.test-support';

setupMockServer();
beforeAll(() => liveDb().then(() => undefined), 120_000);
afterEach(cleanup);

const skuHash = (sku: string) => `#/rma/sku?sku=${encodeURIComponent(sku)}`;

describe('returns by SKU (business.md §8)', () => {
  it('opens on the SKUs that came back, most returned first, each linked to its page', async () => {
    await openAs('#/rma/sku', 'seller');
    const table = await findTable(zh('rma.sku.returned.title'));
    const top = await mostReturnedSku();
    await waitFor(() => expect(rowsOf(table)[0]?.[0]).toBe(top));
    const units = rowsOf(table).map((cells) => Number(cells[3].replace(/\D/g, '')));
    expect(units).toEqual([...units].sort((a, b) => b - a));
    fireEvent.click(within(table).getByRole('link', { name: top }));
    await waitFor(() => expect(window.location.hash).toBe(skuHash(top)));
    expect(await screen.findByRole('heading', { name: zh('rma.sku.titleOf', { sku: top }) })).toBeVisible();
  }, 60_000);

  it('shows the SKU’s figures, rate, twelve months, reasons and history as the mock holds them', async () => {
    const sku = await mostReturnedSku();
    await openAs(skuHash(sku), 'seller', 'en');
    const history = await findTable(en('rma.sku.history.title'));
    const db = await liveDb();
    const { returned, shipped } = await unitsOf(db, sku);
    const mine = (await filterNaming(db, 'rmas', { customerId: SELLER }, 'lines.sku', [sku])).filter((r) =>
      r.lines.some((l) => l.sku === sku),
    );
    expect(figure(en('rma.sku.figures.rmas'))).toBe(formatNumber(mine.length, 'en'));
    expect(figure(en('rma.sku.figures.units'))).toBe(formatNumber(returned, 'en'));
    expect(figure(en('rma.sku.figures.shipped'))).toBe(formatNumber(shipped, 'en'));
    expect(figure(en('rma.sku.figures.rate'))).toBe(
      shipped > 0 ? `${formatNumber((returned / shipped) * 100, 'en', 1)}%` : '—',
    );

    // the trend's table: twelve months of the server's clock, oldest first
    const trend = screen.getByRole('table', { name: en('rma.sku.trend.tableName') });
    const months = lastTwelveMonths();
    expect(rowsOf(trend).map((cells) => cells[0])).toEqual(months.map((m) => formatMonth(m, 'en')));
    const last = mine.filter((r) => r.status !== 'CANCELLED' && r.createdAt.startsWith(months[11]));
    expect(rowsOf(trend)[11][1]).toBe(formatNumber(last.length, 'en'));

    // reasons: the most frequent first
    const reasons = rowsOf(screen.getByRole('table', { name: en('rma.sku.reasons.title') }));
    const counts = reasons.map((cells) => Number(cells[1].replace(/\D/g, '')));
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(mine.filter((r) => r.status !== 'CANCELLED').length);

    // history: the newest ten, each linked to its RMA
    const newest = [...mine].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, 10);
    const links = within(history).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(newest.map((r) => r.rmaNo));
    expect(links[0]).toHaveAttribute('href', `#/rma/detail/${newest[0].id}`);
  }, 60_000);

  it('lets the seller change the SKU’s strategy in place, and fall back to the default', async () => {
    const sku = await mostReturnedSku();
    const free = (await strategiesOf()).find((s) => s.scope === 'SKU' && s.sku === null);
    const db = await liveDb();
    // a strategy tied to no SKU: the former one of another SKU, freed
    const spare = free ?? (await filter(db, 'returnStrategies', { customerId: SELLER, scope: 'SKU' }))[0];
    if (!spare) throw new Error('the seed has no SKU strategy of C001');
    await update(db, 'returnStrategies', spare.id, { sku: null });
    await openAs(skuHash(sku), 'seller');
    const panel = await strategyPanel(zh('rma.sku.strategy.title'));
    await choose(panel, zh('rma.sku.strategy.choose'), spare.name);
    fireEvent.click(within(panel).getByRole('button', { name: zh('rma.sku.strategy.save') }));
    await waitFor(async () => expect((await skuStrategyOf(db, SELLER, sku))?.id).toBe(spare.id));
    const applied = await within(await strategyPanel(zh('rma.sku.strategy.title'))).findByRole('group', {
      name: zh('rma.sku.strategy.applies'),
    });
    await waitFor(() => expect(applied).toHaveTextContent(spare.name));
    expect(applied).toHaveTextContent(zh('rma.sku.strategy.own'));

    // back to the default: the page says so
    const [fallback] = await filter(db, 'returnStrategies', {
      customerId: SELLER,
      scope: 'CUSTOMER_DEFAULT',
    });
    if (!fallback) throw new Error('the seed has no default strategy of C001');
    const again = await strategyPanel(zh('rma.sku.strategy.title'));
    await choose(
      again,
      zh('rma.sku.strategy.choose'),
      zh('rma.sku.strategy.useDefault', { name: fallback.name }),
    );
    fireEvent.click(within(again).getByRole('button', { name: zh('rma.sku.strategy.save') }));
    await waitFor(async () => expect((await skuStrategyOf(db, SELLER, sku))?.id).toBe(fallback.id));
    await waitFor(() =>
      expect(screen.getByRole('group', { name: zh('rma.sku.strategy.applies') })).toHaveTextContent(
        zh('rma.sku.strategy.fromDefault'),
      ),
    );
  }, 60_000);

  it('shows the server’s refusal at the strategy field when the choice was taken meanwhile', async () => {
    const sku = await mostReturnedSku();
    const db = await liveDb();
    const spare = (await filter(db, 'returnStrategies', { customerId: SELLER, scope: 'SKU' })).find(
      (s) => s.sku !== sku,
    );
    if (!spare) throw new Error('the seed has no SKU strategy of C001');
    await update(db, 'returnStrategies', spare.id, { sku: null });
    await openAs(skuHash(sku), 'seller', 'en');
    const panel = await strategyPanel(en('rma.sku.strategy.title'));
    await choose(panel, en('rma.sku.strategy.choose'), spare.name);
    // another tab ties it to another SKU before this one saves
    await update(db, 'returnStrategies', spare.id, { sku: 'ANOTHER-SKU' });
    fireEvent.click(within(panel).getByRole('button', { name: en('rma.sku.strategy.save') }));
    await expectFieldMessage(
      panel,
      en('rma.sku.strategy.choose'),
      'this strategy already applies to SKU ANOTHER-SKU: choose one that applies to no SKU yet',
    );
    expect((await skuStrategyOf(db, SELLER, sku))?.id).not.toBe(spare.id);
  }, 60_000);

  it('shows the operator the strategy without offering to change it', async () => {
    const sku = await mostReturnedSku();
    await openAs(`${skuHash(sku)}&customerId=${SELLER}`, 'admin');
    const panel = await strategyPanel(zh('rma.sku.strategy.title'));
    expect(await within(panel).findByRole('group', { name: zh('rma.sku.strategy.applies') })).toBeVisible();
    expect(within(panel).queryByRole('button', { name: zh('rma.sku.strategy.save') })).toBeNull();
  }, 60_000);

  it('shows seller2 the 404 page for the seller’s SKU', async () => {
    const sku = await returnedSkuOnlySellerHas();
    await openAs(skuHash(sku), 'seller2');
    expect(await screen.findByText(zh('error.page.404.title'), undefined, { timeout: 25_000 })).toBeVisible();
  }, 60_000);
});
