import type { Listing } from '@/api/business/types/sku';
import { RecordForm, useRecordForm } from '../parts/RecordForm';
import { listingSchema, type ListingValues } from './listing-schema';

export interface ListingFormProps {
  listing?: Listing | null;
  /** the SKU a new listing is for; without it the user picks one */
  sku?: string;
  onSubmit: (values: ListingValues) => unknown;
  onCancel?: () => void;
  initialErrors?: Record<string, string>;
}

/** Where and at what price a SKU sells (business.md §4): the platform SKU maps orders back to it. */
export function ListingForm({ listing = null, sku, onSubmit, onCancel, initialErrors }: ListingFormProps) {
  const form = useRecordForm(() => listingSchema({ skuHidden: Boolean(listing || sku) }), {
    initialValues: listing ?? { sku: sku ?? '' },
    pickSku: !listing && !sku,
    initialErrors,
  });
  return (
    <RecordForm
      form={form}
      titleKey="sku.listing.formTitle"
      saveKey="sku.listing.save"
      onSubmit={onSubmit}
      onCancel={onCancel}
    />
  );
}
