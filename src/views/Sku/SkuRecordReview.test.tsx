import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { shownCertificateStatus } from '@machines/business/certificate-review.machine';
import { liveDb } from '../../../server/api/db-instance';
import { filter, findById } from '../../../server/store/store';
import { setupMockServer } from '@mocks/testing';
import type { Certificate, Declaration } from '@/api/business/types/sku';
import { zh } from '@/test/messages';
import { openAs } from './sku.test-support';

setupMockServer();
afterEach(cleanup);

const declarationName = (d: Declaration) => `${d.sku} ${d.countryCode} ${d.direction}`;
const certificateName = (c: Certificate) => `${c.sku} ${c.type} ${c.certificateNo}`;

/** A SKU of the seller's (C001) with a pending and an approved declaration, and those two. */
async function declarationsToReview() {
  const db = await liveDb();
  const mine = await filter(db, 'declarations', { customerId: 'C001' });
  for (const pending of mine.filter((d) => d.status === 'PENDING')) {
    const approved = mine.find((d) => d.skuId === pending.skuId && d.status === 'APPROVED');
    if (approved) return { pending, approved };
  }
  throw new Error('the seed has no SKU of C001 with a pending and an approved declaration');
}

const storedDeclaration = async (id: string) => await findById(await liveDb(), 'declarations', id);
const storedCertificate = async (id: string) => await findById(await liveDb(), 'certificates', id);

const approveOne = (name: string) => ({ name: zh('sku.review.approveOne', { name }) });
const rejectOne = (name: string) => ({ name: zh('sku.review.rejectOne', { name }) });

describe('reviewing declarations and certificates', () => {
  it('offers approve and reject on a pending declaration only, and asks for the reason of a rejection', async () => {
    const { pending, approved } = await declarationsToReview();
    await openAs(`#/sku/declarations?keyword=${encodeURIComponent(pending.sku)}`, 'admin');
    const reject = await screen.findByRole('button', rejectOne(declarationName(pending)), { timeout: 60000 });
    expect(screen.getByRole('button', approveOne(declarationName(pending)))).toBeInTheDocument();
    // the list came in one page: the approved declaration of the same SKU is on it, without a review
    expect(screen.getAllByText(`${approved.countryCode} · `, { exact: false }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', approveOne(declarationName(approved)))).not.toBeInTheDocument();
    expect(screen.queryByRole('button', rejectOne(declarationName(approved)))).not.toBeInTheDocument();

    fireEvent.click(reject);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: zh('business.action.reject') }));
    expect(await within(dialog).findByText(zh('business.actionDialog.reasonRequired'))).toBeInTheDocument();
    expect((await storedDeclaration(pending.id))?.status).toBe('PENDING');

    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'HS code is for lamps' } });
    fireEvent.click(within(dialog).getByRole('button', { name: zh('business.action.reject') }));
    await waitFor(async () => expect((await storedDeclaration(pending.id))?.status).toBe('REJECTED'));
    expect(await screen.findByText('HS code is for lamps')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', rejectOne(declarationName(pending)))).not.toBeInTheDocument(),
    );
  }, 150_000);

  it('approves a pending certificate through its review call, after which it offers no review', async () => {
    const db = await liveDb();
    const certificate = (await filter(db, 'certificates', { customerId: 'C001' })).find(
      (c) => shownCertificateStatus(c, Date.now()) === 'PENDING',
    );
    if (!certificate) throw new Error('the seed has no pending certificate of C001');
    await openAs(`#/sku/certificates?keyword=${encodeURIComponent(certificate.certificateNo)}`, 'admin');
    const name = certificateName(certificate);
    fireEvent.click(await screen.findByRole('button', approveOne(name), { timeout: 60000 }));
    await waitFor(async () => expect((await storedCertificate(certificate.id))?.status).toBe('VALID'));
    await waitFor(() => expect(screen.queryByRole('button', approveOne(name))).not.toBeInTheDocument());
    expect((await storedCertificate(certificate.id))?.actionLog.at(-1)).toMatchObject({
      action: 'approve',
      toStatus: 'VALID',
    });
  }, 150_000);

  it('offers the customer no review of its own pending declaration', async () => {
    const { pending } = await declarationsToReview();
    await openAs(`#/sku/declarations?keyword=${encodeURIComponent(pending.sku)}`, 'seller');
    const name = declarationName(pending);
    await screen.findByRole('button', { name: zh('sku.common.editOne', { name }) }, { timeout: 60000 });
    expect(screen.queryByRole('button', approveOne(name))).not.toBeInTheDocument();
    expect(screen.queryByRole('button', rejectOne(name))).not.toBeInTheDocument();
  }, 150_000);
});
