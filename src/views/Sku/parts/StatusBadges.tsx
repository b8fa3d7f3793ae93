import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import {
  shownCertificateStatus,
  type CertificateShownStatus,
} from '@machines/business/certificate-review.machine';
import type { Certificate } from '@/api/business/types/sku';
import { StatusBadge } from '@/views/Business/shared/StatusBadge';

/** What a certificate shows now: EXPIRED once past its expiry day (the chart's rule, as the server's). */
export function certificateStatusOf(
  certificate: Pick<Certificate, 'status' | 'expiresAt'>,
): CertificateShownStatus {
  return shownCertificateStatus(certificate, Date.now());
}

export function CertificateStatusBadge({
  certificate,
}: {
  certificate: Pick<Certificate, 'status' | 'expiresAt'>;
}) {
  return <StatusBadge kind="certificate" status={certificateStatusOf(certificate)} />;
}

/** A reviewed record's status, with the operator's reason under it while the record carries one. */
export function WithReviewRemark({ remark, children }: { remark: string; children: ReactNode }) {
  if (!remark) return children;
  return (
    <Stack gap={2} align="flex-start">
      {children}
      <Text fz="xs" c="dimmed" lineClamp={2} title={remark}>
        {remark}
      </Text>
    </Stack>
  );
}
