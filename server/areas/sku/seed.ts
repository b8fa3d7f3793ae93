import type { SkuStatus } from '@machines/business/sku-review.machine';
import type { Random } from '../../seed/prng';
import { shuffled } from '../../seed/prng';
import { withCheckDigit } from '@/api/rules/codes';
import type { Customer } from '../../store/types/master';
import type { Dimensions, Sku } from '../../store/types/sku';
import {
  ADJECTIVES,
  ADJECTIVES_CN,
  BRANDS,
  CATEGORIES,
  MATERIALS,
  PURPOSES,
  SKU_SUFFIXES,
} from './seed-catalogue';
import { chance, daysBefore, decimal, digits } from '../../seed/random';

export const SKUS_PER_CUSTOMER = 300;

/** How many SKUs of each customer rest in each status: most approved, every status present. */
const STATUS_COUNTS: Record<SkuStatus, number> = {
  APPROVED: 222,
  PENDING_REVIEW: 24,
  DRAFT: 18,
  REJECTED: 15,
  FROZEN: 12,
  DISCARDED: 9,
};

const REVIEW_REMARKS: Partial<Record<SkuStatus, string>> = {
  REJECTED: 'Product photos do not show the declared dimensions',
  FROZEN: 'Frozen pending a compliance check',
};

const GTIN_BODY_LENGTHS = [12, 12, 12, 11, 7, 13];

function dimensions(random: Random): Dimensions {
  return {
    weightKg: decimal(random, 0.05, 12, 3),
    lengthCm: decimal(random, 5, 80, 1),
    widthCm: decimal(random, 3, 60, 1),
    heightCm: decimal(random, 1, 50, 1),
  };
}

const nudged = (random: Random, value: number, dp: number) =>
  Math.max(10 ** -dp, Number((value * decimal(random, 0.95, 1.08, 3)).toFixed(dp)));

export function seedSkus(
  random: Random,
  customer: Customer,
  today: number,
  measuredIn: readonly string[],
): Sku[] {
  const statuses = shuffled(
    random,
    Object.entries(STATUS_COUNTS).flatMap(([status, count]) =>
      Array<SkuStatus>(count).fill(status as SkuStatus),
    ),
  );
  const brands = BRANDS[customer.id];
  return statuses.map((status, index) => {
    const category = CATEGORIES[index % CATEGORIES.length];
    const sku = `${category.code}-${String(index + 1).padStart(4, '0')}${random.pick(SKU_SUFFIXES)}`;
    const noun = random.int(0, category.nouns.length - 1);
    const adjective = random.int(0, ADJECTIVES.length - 1);
    const size = dimensions(random);
    const brand = random.pick(brands);
    const createdAt = daysBefore(random, today, random.int(30, 420));
    const measured =
      (status === 'APPROVED' || status === 'FROZEN') && chance(random, 0.5)
        ? {
            weightKg: nudged(random, size.weightKg, 3),
            lengthCm: nudged(random, size.lengthCm, 1),
            widthCm: nudged(random, size.widthCm, 1),
            heightCm: nudged(random, size.heightCm, 1),
            warehouseCode: random.pick(measuredIn),
            measuredAt: daysBefore(random, today, random.int(1, 29)),
          }
        : null;
    return {
      id: `${customer.id}-SKU-${String(index + 1).padStart(4, '0')}`,
      customerId: customer.id,
      sku,
      nameEn: `${brand} ${ADJECTIVES[adjective]} ${category.nouns[noun]}`,
      nameCn: `${ADJECTIVES_CN[adjective]} ${category.nounsCn[noun]}`,
      barcode: chance(random, 0.75) ? withCheckDigit(digits(random, random.pick(GTIN_BODY_LENGTHS))) : null,
      systemBarcode: `${customer.code}-${sku}`,
      ...size,
      measured,
      category: category.name,
      cargoAttribute: random.pick(category.attributes),
      brand,
      model: `${brand.slice(0, 2).toUpperCase()}-${random.int(100, 9999)}`,
      material: random.pick(MATERIALS),
      purpose: random.pick(PURPOSES),
      productUrl: `https://shop.example/${customer.code.toLowerCase()}/${encodeURIComponent(sku.toLowerCase())}`,
      images: Array.from(
        { length: random.int(1, 3) },
        (_, i) => `/mock/images/sku/${category.code.toLowerCase()}-${(noun + i) % 5}.jpg`,
      ),
      unit: 'PCS',
      status,
      reviewRemark: REVIEW_REMARKS[status] ?? '',
      createdAt,
      updatedAt: measured?.measuredAt ?? createdAt,
      actionLog: [],
    };
  });
}
