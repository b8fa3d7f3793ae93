import type { Listing } from '@/api/business/types/sku';
import type { FieldRule, FormSchema } from '@/components/Form/types';
import { LISTING_FIELDS, readListing } from '@/api/rules/sku';
import { sharedRule } from '../parts/shared-rules';
import { ACTIVE_OPTIONS, PLATFORM_OPTIONS, priceFields } from '../parts/sku-options';

export type ListingValues = Pick<
  Listing,
  | 'sku'
  | 'platform'
  | 'storeName'
  | 'site'
  | 'platformSku'
  | 'platformItemId'
  | 'sellingPrice'
  | 'currency'
  | 'syncInventory'
  | 'status'
>;

/** Marketplace sites as the platforms name them (the server takes any 2–3 letter code). */
export const SITES = [
  'US',
  'CA',
  'MX',
  'UK',
  'DE',
  'FR',
  'IT',
  'ES',
  'NL',
  'PL',
  'SE',
  'AU',
  'JP',
  'SG',
  'AE',
];

type Field = keyof typeof LISTING_FIELDS;
const ruled = (field: Field): FieldRule<ListingValues>[] => [
  sharedRule<ListingValues>(readListing, field, { spec: LISTING_FIELDS[field] }),
];

export function listingSchema({ skuHidden }: { skuHidden: boolean }): FormSchema<ListingValues> {
  return [
    { field: 'sku', kind: 'text', label: 'sku.fields.sku', hidden: skuHidden, span: 24, rules: ruled('sku') },
    {
      field: 'platform',
      kind: 'select',
      label: 'sku.listing.platform',
      options: PLATFORM_OPTIONS,
      rules: ruled('platform'),
    },
    { field: 'storeName', kind: 'text', label: 'sku.listing.storeName', rules: ruled('storeName') },
    {
      field: 'site',
      kind: 'select',
      label: 'sku.listing.site',
      options: SITES.map((site) => ({ value: site, label: site })),
      props: { searchable: true },
      rules: ruled('site'),
    },
    { field: 'platformSku', kind: 'text', label: 'sku.listing.platformSku', rules: ruled('platformSku') },
    {
      field: 'platformItemId',
      kind: 'text',
      label: 'sku.listing.platformItemId',
      rules: ruled('platformItemId'),
    },
    ...priceFields<ListingValues>(
      { field: 'sellingPrice', label: 'sku.listing.sellingPrice', rules: ruled('sellingPrice') },
      ruled('currency'),
    ),
    {
      field: 'status',
      kind: 'segmented',
      label: 'sku.listing.status',
      options: ACTIVE_OPTIONS,
      defaultValue: 'ACTIVE',
      rules: ruled('status'),
    },
    {
      field: 'syncInventory',
      kind: 'switch',
      label: 'sku.listing.syncInventory',
      description: 'sku.listing.syncInventoryHint',
      span: 24,
    },
  ];
}
