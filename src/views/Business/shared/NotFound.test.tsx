import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { liveDb } from '../../../../server/api/db-instance';
import { find } from '../../../../server/store/store';
import { setupMockServer } from '@mocks/testing';
import { zh } from '@/test/messages';
import { renderApp, signInAs } from '@/test/render-app';

setupMockServer();
beforeAll(() => liveDb().then(() => undefined), 120000);
afterEach(cleanup);

describe('another customer’s record by URL', () => {
  it('shows seller2 the 404 page for the seller’s SKU, and the seller the SKU', async () => {
    const theirs = await find(await liveDb(), 'skus', { customerId: 'C001' });
    if (!theirs) throw new Error('the seed has no SKU of C001');
    const app = renderApp(`#/sku/detail/${theirs.id}`);
    await act(() => signInAs(app.actor, 'seller2'));
    expect(
      await screen.findByText(zh('error.page.404.title'), undefined, { timeout: 25000 }),
    ).toBeInTheDocument();
    // the page says it, not a toast as well
    expect(screen.queryByRole('alert')).toBeNull();
    cleanup();

    const owner = renderApp(`#/sku/detail/${theirs.id}`);
    await act(() => signInAs(owner.actor, 'seller'));
    expect((await screen.findAllByText(theirs.sku, undefined, { timeout: 25000 })).length).toBeGreaterThan(0);
    expect(screen.queryByText(zh('error.page.404.title'))).toBeNull();
  }, 90000);
});
