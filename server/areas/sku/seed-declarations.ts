import type { Random } from '../../seed/prng';
import { roundMoney } from '../../store/money';
import type { DeclarationStatus } from '@machines/business/declaration-review.machine';
import type { Declaration, Sku } from '../../store/types/sku';
import { CATEGORIES } from './seed-catalogue';
import { chance, decimal, digits, sample } from '../../seed/random';

const OTHER_MARKETS = ['GB', 'DE', 'AU'];

/** Where an approved SKU may be stocked: the US, the owner's own warehouse country, and a few more. */
export function importCountries(random: Random, ownCountries: readonly string[]): string[] {
  return [...new Set(['US', ...ownCountries, ...sample(random, OTHER_MARKETS, random.int(0, 2))])];
}

function statusFor(random: Random, sku: Sku, index: number): DeclarationStatus {
  if (sku.status === 'APPROVED' || sku.status === 'FROZEN' || sku.status === 'DISCARDED') return 'APPROVED';
  if (sku.status === 'REJECTED' && index === 0) return 'REJECTED';
  return chance(random, 0.3) ? 'APPROVED' : 'PENDING';
}

/** A rejected declaration carries the operator's reason; the seed writes no log rows for master records. */
const reviewOf = (status: DeclarationStatus) => ({
  status,
  reviewRemark: status === 'REJECTED' ? 'The HS code does not match the declared goods.' : '',
  actionLog: [],
});

export function seedDeclarations(random: Random, sku: Sku, ownCountries: readonly string[]): Declaration[] {
  const category = CATEGORIES.find((c) => c.name === sku.category) ?? CATEGORIES[0];
  const countries =
    sku.status === 'DRAFT' ? sample(random, ['US'], random.int(0, 1)) : importCountries(random, ownCountries);
  const declaredValue = decimal(random, 2, 80, 2);
  const rows: { countryCode: string; direction: Declaration['direction']; index: number }[] = countries.map(
    (countryCode, index) => ({ countryCode, direction: 'IMPORT', index }),
  );
  if (sku.status !== 'DRAFT' && chance(random, 0.5))
    rows.push({ countryCode: 'CN', direction: 'EXPORT', index: rows.length });
  return rows.map(({ countryCode, direction, index }) => ({
    id: `${sku.id}-DC-${countryCode}-${direction}`,
    customerId: sku.customerId,
    skuId: sku.id,
    sku: sku.sku,
    countryCode,
    direction,
    declaredNameEn: sku.nameEn.split(' ').slice(-2).join(' '),
    declaredNameCn: sku.nameCn,
    hsCode: category.hs + digits(random, random.pick([0, 2, 4])),
    declaredValue: direction === 'EXPORT' ? roundMoney(declaredValue * 0.8) : declaredValue,
    currency: 'USD',
    originCountry: 'CN',
    ...reviewOf(statusFor(random, sku, index)),
  }));
}
