import type { Random } from '../../seed/prng';
import { roundMoney } from '../../store/money';
import type { Declaration, Listing, Platform, Sku } from '../../store/types/sku';
import { alnum, chance, decimal, digits, sample } from '../../seed/random';

interface Store {
  platform: Platform;
  storeName: string;
  site: string;
  /** Start of every platformSku of this store: unique per store by the SKU's position. */
  prefix: string;
}

const STORES: Record<string, readonly Store[]> = {
  C001: [
    { platform: 'AMAZON', storeName: 'Northwind US', site: 'US', prefix: 'NWUS' },
    { platform: 'AMAZON', storeName: 'Northwind EU', site: 'DE', prefix: 'NWEU' },
    { platform: 'EBAY', storeName: 'northwind-outlet', site: 'US', prefix: 'NWEB' },
    { platform: 'SHOPIFY', storeName: 'northwind.shop', site: 'US', prefix: 'NWSH' },
    { platform: 'WALMART', storeName: 'Northwind Walmart', site: 'US', prefix: 'NWWM' },
    { platform: 'TIKTOK', storeName: 'Northwind Live', site: 'US', prefix: 'NWTT' },
  ],
  C002: [
    { platform: 'AMAZON', storeName: 'Blue Harbor UK', site: 'UK', prefix: 'BHUK' },
    { platform: 'AMAZON', storeName: 'Blue Harbor AU', site: 'AU', prefix: 'BHAU' },
    { platform: 'EBAY', storeName: 'blueharbor-goods', site: 'UK', prefix: 'BHEB' },
    { platform: 'SHOPIFY', storeName: 'blueharbor.store', site: 'UK', prefix: 'BHSH' },
    { platform: 'TEMU', storeName: 'Blue Harbor Temu', site: 'US', prefix: 'BHTM' },
    { platform: 'ALIEXPRESS', storeName: 'Blue Harbor AE', site: 'DE', prefix: 'BHAE' },
  ],
};

const CURRENCIES: Record<string, string> = { US: 'USD', UK: 'GBP', DE: 'EUR', AU: 'AUD' };

function itemId(random: Random, platform: Platform): string {
  if (platform === 'AMAZON') return `B0${alnum(random, 8)}`;
  return digits(random, platform === 'EBAY' ? 12 : 10);
}

/** 0–3 listings of a SKU that is (or was) for sale, each in a different store. */
export function seedListings(
  random: Random,
  sku: Sku,
  position: number,
  declarations: readonly Declaration[],
): Listing[] {
  if (sku.status === 'DRAFT' || sku.status === 'REJECTED') return [];
  const value = declarations[0]?.declaredValue ?? 10;
  return sample(random, STORES[sku.customerId], random.int(0, 3)).map((store) => ({
    id: `${sku.id}-LS-${store.prefix}`,
    customerId: sku.customerId,
    skuId: sku.id,
    sku: sku.sku,
    platform: store.platform,
    storeName: store.storeName,
    site: store.site,
    platformSku: `${store.prefix}-${String(position + 1).padStart(4, '0')}`,
    platformItemId: itemId(random, store.platform),
    sellingPrice: roundMoney(value * decimal(random, 1.8, 3.5, 2)),
    currency: CURRENCIES[store.site],
    syncInventory: chance(random, 0.7),
    status: sku.status === 'DISCARDED' ? 'INACTIVE' : 'ACTIVE',
  }));
}
