import type { Certificate } from '@/api/business/types/sku';
import { StatusBadge } from '@/views/Business/shared/StatusBadge';
import { isExpired } from '../sku-format';

/** A certificate past its expiry day counts as expired, whatever status it was stored with. */
export function certificateStatusOf(
  certificate: Pick<Certificate, 'status' | 'expiresAt'>,
): Certificate['status'] {
  return certificate.status !== 'REJECTED' && isExpired(certificate.expiresAt)
    ? 'EXPIRED'
    : certificate.status;
}

export function CertificateStatusBadge({
  certificate,
}: {
  certificate: Pick<Certificate, 'status' | 'expiresAt'>;
}) {
  return <StatusBadge kind="certificate" status={certificateStatusOf(certificate)} />;
}
