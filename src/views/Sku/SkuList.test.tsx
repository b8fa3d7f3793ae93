import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { liveDb } from '../../../server/api/db-instance';
import { filter } from '../../../server/store/store';
import { setupMockServer } from '@mocks/testing';
import { zh } from '@/test/messages';
import { openAs } from '@/test/business-ui';

setupMockServer();

/** The seller's drafts, as the back-end holds them. */
async function sellerDrafts() {
  const db = await liveDb();
  return await filter(db, 'skus', { customerId: 'C001', status: 'DRAFT' });
}

async function selectEveryDraft() {
  await openAs('#/sku/list?status=DRAFT', 'seller');
  const table = await screen.findByRole('table', { name: zh('businessMenu.skuList') });
  const drafts = await sellerDrafts();
  // every draft row is on the first page
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(drafts.length + 1));
  fireEvent.click(within(table).getByRole('checkbox', { name: zh('table.selectAll') }));
  return drafts;
}

describe('deleting draft SKUs from the list (business.md §4)', () => {
  it('asks first, names the drafts, and leaves them when the seller cancels', async () => {
    const drafts = await selectEveryDraft();
    expect(drafts.length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: zh('sku.list.deleteDrafts') }));
    const dialog = await screen.findByRole('dialog', {
      name: zh('sku.list.deleteTitle', { count: drafts.length }),
    });
    for (const draft of drafts) expect(dialog).toHaveTextContent(draft.sku);
    fireEvent.click(within(dialog).getByRole('button', { name: zh('business.common.cancel') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await sellerDrafts()).toHaveLength(drafts.length);
  });

  it('deletes them on confirmation, says how many went, and clears the selection', async () => {
    const drafts = await selectEveryDraft();
    fireEvent.click(screen.getByRole('button', { name: zh('sku.list.deleteDrafts') }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: zh('business.action.delete') }));
    expect(await screen.findByText(zh('sku.list.deleted', { count: drafts.length }))).toBeInTheDocument();
    expect(await sellerDrafts()).toHaveLength(0);
    // the drafts tab is empty now, and says so
    expect(await screen.findByText(zh('business.list.emptyFiltered'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: zh('sku.list.deleteDrafts') })).not.toBeInTheDocument();
  });
});
