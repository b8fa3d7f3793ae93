import { describe, expect, it } from 'vitest';
import { BASE_URL, sharedBrowser, waitForHash } from './support/browser';
import { messagesOf, switchTo } from './inbound.steps';
import { api } from './support/api';
import { label, openIn, SLOW } from './outbound.steps';

// Issue #15's SKU pages of returns and the customers page: the seller (English, phone) follows a
// strategy's SKU link to that SKU's returns, sets it back to the default in place and sees it applied;
// the operator (Chinese, desktop) opens a customer on the customers page and follows its link to the
// customer's outbound orders.

const browser = sharedBrowser();

interface Strategy {
  id: string;
  name: string;
  scope: 'CUSTOMER_DEFAULT' | 'SKU';
  sku: string | null;
}

describe('returns by SKU and the customers page in Chromium (issue #15)', () => {
  it('the seller changes a SKU’s return strategy in place from its page (en, 375 px)', async () => {
    const t = messagesOf('en');
    const journey = await openIn(browser(), 'en', { width: 375, height: 812 });
    const { page } = journey;
    await switchTo(page, t, 'seller', '/rma/strategy');
    const strategies = (await api<{ list: Strategy[] }>(page, 'Rma/GetStrategies?pageSize=50')).list;
    const tied = strategies.find((s) => s.scope === 'SKU' && s.sku !== null);
    const fallback = strategies.find((s) => s.scope === 'CUSTOMER_DEFAULT');
    if (!tied?.sku || !fallback) throw new Error('the seed has no SKU strategy and default of the seller');
    const sku = tied.sku;

    // the strategies list names the SKU that uses each one, as a link to its page of returns
    const link = page
      .getByRole('link', { name: t('rma.strategy.openSku', { sku }) })
      .filter({ visible: true });
    await link.first().waitFor(SLOW);
    await journey.shot('rma-sku-en-375-1-strategies');
    await link.first().click();
    await page.waitForFunction(
      (code) => decodeURIComponent(location.hash).includes(`sku=${code}`),
      sku,
      SLOW,
    );

    const panel = page.getByRole('region', { name: t('rma.sku.strategy.title') });
    const applied = panel.getByRole('group', { name: t('rma.sku.strategy.applies') });
    await applied.getByText(tied.name, { exact: true }).waitFor(SLOW);
    await applied.getByText(t('rma.sku.strategy.own'), { exact: true }).waitFor(SLOW);
    await page.getByRole('table', { name: t('rma.sku.trend.tableName') }).waitFor(SLOW);
    await journey.shot('rma-sku-en-375-2-sku-page');

    await panel.getByRole('combobox', { name: label(t('rma.sku.strategy.choose')) }).click();
    await page
      .getByRole('option', { name: t('rma.sku.strategy.useDefault', { name: fallback.name }) })
      .click();
    await panel.getByRole('button', { name: t('rma.sku.strategy.save') }).click();
    await applied.getByText(t('rma.sku.strategy.fromDefault'), { exact: true }).waitFor(SLOW);
    await applied.getByText(fallback.name, { exact: true }).waitFor(SLOW);
    await journey.shot('rma-sku-en-375-3-default-applied');
    const after = (await api<{ list: Strategy[] }>(page, 'Rma/GetStrategies?pageSize=50')).list;
    expect(after.find((s) => s.id === tied.id)?.sku).toBeNull();
    expect(journey.errors).toEqual([]);
    await journey.context.close();
  }, 180_000);

  it('the operator follows a customer’s link to its outbound orders (zh-CN, 1366 px)', async () => {
    const t = messagesOf('zh-CN');
    const journey = await openIn(browser(), 'zh-CN', { width: 1366, height: 900 });
    const { page } = journey;
    await switchTo(page, t, 'admin', '/warehouse/customers');
    const table = page.getByRole('table', { name: t('customer.listTitle') });
    await table.getByText('C001', { exact: true }).waitFor(SLOW);
    await journey.shot('rma-sku-zh-1366-1-customers');
    await table
      .getByRole('row')
      .filter({ hasText: 'C001' })
      .getByRole('button', { name: new RegExp(`^${t('customer.view')}`) })
      .click();
    await waitForHash(page, '#/warehouse/customers?id=C001');
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('navigation', { name: t('customer.lists') }).waitFor(SLOW);
    await journey.shot('rma-sku-zh-1366-2-customer');
    await drawer.locator('a[href="#/outbound/list?customerId=C001"]').click();
    await waitForHash(page, '#/outbound/list?customerId=C001');
    await page.getByRole('table', { name: t('businessMenu.outboundList') }).waitFor(SLOW);
    await page.locator('a[href^="#/outbound/detail/"]').first().waitFor(SLOW);
    await journey.shot('rma-sku-zh-1366-3-outbound-of-customer');

    // the most returned SKU of all: its page draws the twelve months (a lazy chart with a name)
    await page.goto(`${BASE_URL}#/rma/sku`);
    const returned = page.getByRole('table', { name: t('rma.sku.returned.title') });
    const first = returned.locator('a[href^="#/rma/sku?sku="]').first();
    await first.waitFor(SLOW);
    const sku = (await first.textContent()) ?? '';
    await first.click();
    await page.getByRole('heading', { name: t('rma.sku.titleOf', { sku }) }).waitFor(SLOW);
    await page.locator('[role="img"] svg').first().waitFor(SLOW);
    await page.getByRole('table', { name: t('rma.sku.history.title') }).waitFor(SLOW);
    await journey.shot('rma-sku-zh-1366-4-sku-chart');
    expect(journey.errors).toEqual([]);
    await journey.context.close();
  }, 180_000);
});
