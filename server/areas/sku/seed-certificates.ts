import { isPastExpiry } from '@machines/business/certificate-review.machine';
import type { Random } from '../../seed/prng';
import type { Certificate, CertificateType, Sku } from '../../store/types/sku';
import { CATEGORIES, ISSUERS } from './seed-catalogue';
import { chance, daysAfter, daysBefore, digits } from '../../seed/random';

/** What the seed wants a certificate to show: an expired one was VALID and has passed its expiry day. */
type Validity = 'VALID' | 'EXPIRED' | 'PENDING';

const isBattery = (sku: Sku) =>
  sku.cargoAttribute === 'WITH_BATTERY' || sku.cargoAttribute === 'PURE_BATTERY';

/** Battery SKUs: what their review state implies about MSDS and UN38.3. */
function batteryCertificates(random: Random, sku: Sku): [CertificateType, Validity][] {
  switch (sku.status) {
    case 'APPROVED':
    case 'FROZEN':
      return [
        ['MSDS', 'VALID'],
        ['UN38.3', 'VALID'],
        ...(chance(random, 0.3) ? [['MSDS', 'EXPIRED'] as [CertificateType, Validity]] : []),
      ];
    case 'PENDING_REVIEW':
      return [
        ['MSDS', 'VALID'],
        ...(chance(random, 0.5) ? [['UN38.3', 'PENDING'] as [CertificateType, Validity]] : []),
      ];
    case 'REJECTED':
      return [
        ['MSDS', 'VALID'],
        ['UN38.3', 'EXPIRED'],
      ];
    default:
      return chance(random, 0.5) ? [['MSDS', 'PENDING']] : [];
  }
}

function otherCertificates(random: Random, sku: Sku): [CertificateType, Validity][] {
  const category = CATEGORIES.find((c) => c.name === sku.category) ?? CATEGORIES[0];
  if (!chance(random, 0.4)) return [];
  return [[random.pick(category.certificates), chance(random, 0.15) ? 'EXPIRED' : 'VALID']];
}

export function seedCertificates(random: Random, sku: Sku, today: number): Certificate[] {
  const wanted = [
    ...(isBattery(sku) ? batteryCertificates(random, sku) : []),
    ...otherCertificates(random, sku),
  ];
  return wanted.map(([type, validity], index) => {
    const issuedDaysAgo = validity === 'EXPIRED' ? random.int(400, 900) : random.int(10, 300);
    const issuedAt = daysBefore(random, today, issuedDaysAgo);
    const needsExpiry = type === 'MSDS' || type === 'UN38.3' || validity === 'EXPIRED' || chance(random, 0.5);
    const expiresAt = !needsExpiry
      ? null
      : validity === 'EXPIRED'
        ? daysAfter(Date.parse(issuedAt), random.int(180, 365))
        : daysAfter(today, random.int(60, 900));
    const extension = random.pick(['pdf', 'pdf', 'jpg', 'png'] as const);
    return {
      id: `${sku.id}-CT-${index + 1}`,
      customerId: sku.customerId,
      skuId: sku.id,
      sku: sku.sku,
      type,
      countryCodes: type === 'UKCA' ? ['GB'] : type === 'FCC' ? ['US'] : [],
      file: {
        name: `${type.toLowerCase()}-${index + 1}.${extension}`,
        mimeType: extension === 'pdf' ? 'application/pdf' : extension === 'jpg' ? 'image/jpeg' : 'image/png',
        sizeBytes: random.int(40_000, 9_500_000),
      },
      certificateNo: `${type.replace(/\W/g, '')}-${new Date(Date.parse(issuedAt)).getUTCFullYear()}-${digits(random, 6)}`,
      issuer: random.pick(ISSUERS),
      issuedAt,
      expiresAt,
      status: validity === 'PENDING' ? 'PENDING' : 'VALID',
      reviewRemark: '',
      actionLog: [],
    };
  });
}

/** VALID and not past its expiry on `today`. */
export const isValidOn = (certificate: Certificate, today: number): boolean =>
  certificate.status === 'VALID' && !isPastExpiry(certificate.expiresAt, today);
