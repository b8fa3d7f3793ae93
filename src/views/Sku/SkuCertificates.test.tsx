import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { liveDb } from '../../../server/api/db-instance';
import { filter } from '../../../server/store/store';
import { setupMockServer } from '@mocks/testing';
import { formatDate } from '@/i18n/format';
import { openAs, textOf, type Lang } from './sku.test-support';

setupMockServer();

/** A certificate of the seller's (C001) with both days set. */
async function sellersCertificate() {
  const db = await liveDb();
  const mine = (await filter(db, 'skus', { customerId: 'C001' })).map((s) => s.id);
  const found = (await filter(db, 'certificates', { skuId: mine })).find((c) => c.issuedAt && c.expiresAt);
  if (!found) throw new Error('the seed has no dated certificate of C001');
  return found;
}

describe('SKU → Certificates', () => {
  // this page once threw on its first date cell and took the whole console down with it
  it.each<Lang>(['zh-CN', 'en'])(
    'lists certificates with their issue and expiry days (%s)',
    async (lang) => {
      const t = textOf(lang);
      const certificate = await sellersCertificate();
      await openAs(
        `#/sku/certificates?keyword=${encodeURIComponent(certificate.certificateNo)}`,
        'seller',
        lang,
      );
      const table = await screen.findByRole('table', {}, { timeout: 60000 });
      const cell = await within(table).findByText(certificate.certificateNo, {}, { timeout: 20000 });
      const row = cell.closest('tr') as HTMLElement;
      expect(row).toHaveTextContent(formatDate(certificate.issuedAt, lang));
      expect(row).toHaveTextContent(formatDate(certificate.expiresAt, lang));
      expect(screen.getByRole('navigation', { name: t('menu.label') })).toBeInTheDocument();
    },
    120_000,
  );
});
