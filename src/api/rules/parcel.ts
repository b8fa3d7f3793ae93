import { num, type Spec } from './fields';

/**
 * A parcel's weight and size, as an inbound box and an FBA carton give them: above 0 and at most
 * 1,000, kilograms to 3 decimals and centimetres to 1 (business.md §5, §6). The forms read their
 * decimals and bounds from here too (the kit's `ParcelFields`).
 */
export const PARCEL_SIZE_FIELDS = {
  weightKg: num({ invalid: 'boxWeightInvalid', above: 0, max: 1_000, dp: 3 }),
  lengthCm: num({ invalid: 'boxLengthInvalid', above: 0, max: 1_000, dp: 1 }),
  widthCm: num({ invalid: 'boxWidthInvalid', above: 0, max: 1_000, dp: 1 }),
  heightCm: num({ invalid: 'boxHeightInvalid', above: 0, max: 1_000, dp: 1 }),
} satisfies Record<string, Spec>;

export type ParcelSizeField = keyof typeof PARCEL_SIZE_FIELDS;

export const PARCEL_SIZE_NAMES = Object.keys(PARCEL_SIZE_FIELDS) as ParcelSizeField[];
