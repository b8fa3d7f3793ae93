import { liveDb } from '../../../server/api/db-instance';
import { filter } from '../../../server/store/store';
import type { Sku } from '../../../server/store/types/sku';

// Test helpers only: imported by the SKU views' tests.

export {
  choose,
  enter,
  expectFieldMessage,
  labelled,
  openAs,
  textbox,
  textOf,
  type Lang,
} from '@/test/business-ui';

/** A SKU of the seller's (C001) resting in `status`, straight from the database. */
export async function sellerSku(
  status: Sku['status'],
  predicate: (sku: Sku) => boolean = () => true,
): Promise<Sku> {
  const db = await liveDb();
  const found = (await filter(db, 'skus', { customerId: 'C001', status })).find(predicate);
  if (!found) throw new Error(`the seed has no ${status} SKU of C001`);
  return found;
}
