import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setClock } from '../../api/clock';
import { findById, type Db } from '../../store/store';
import { act, save } from '../../services/index';
import {
  approvedSkus,
  failed,
  masterDb,
  ok,
  operator,
  seller,
  seller2,
  TEST_NOW,
} from '../../services/testing';

beforeEach(() => setClock(() => TEST_NOW));
afterEach(() => setClock());

const certificateOf = (sku: string) => ({
  sku,
  type: 'CE',
  certificateNo: 'CE-REVIEW-1',
  issuedAt: '2026-01-10',
  expiresAt: '2028-01-10',
  file: { name: 'ce.pdf', mimeType: 'application/pdf', sizeBytes: 1000 },
});

const declarationOf = (sku: string) => ({
  sku,
  countryCode: 'FR',
  direction: 'IMPORT',
  declaredNameEn: 'Cable',
  declaredNameCn: 'Xian',
  hsCode: '85444290',
  declaredValue: 3.5,
  originCountry: 'CN',
});

const logOf = (record: { actionLog: { action: string; fromStatus: string; toStatus: string }[] }) =>
  record.actionLog.map((r) => `${r.action}:${r.fromStatus}>${r.toStatus}`);

async function newCertificate(db: Db) {
  const [sku] = await approvedSkus(db);
  return ok(await save(db, seller, 'certificate', certificateOf(sku)));
}

describe('certificate and declaration review (business.md §4)', () => {
  it('a Save never sets the status: a new record is PENDING whatever it says, an operator cannot edit one', async () => {
    const db = await masterDb();
    const [sku] = await approvedSkus(db);
    const created = ok(await save(db, seller, 'certificate', { ...certificateOf(sku), status: 'VALID' }));
    expect(created).toMatchObject({ status: 'PENDING', reviewRemark: '', actionLog: [] });
    const edited = ok(await save(db, seller, 'certificate', { ...created, issuer: 'TÜV', status: 'VALID' }));
    expect(edited).toMatchObject({ status: 'PENDING', issuer: 'TÜV' });
    expect(failed(await save(db, operator, 'certificate', { ...created, status: 'VALID' })).status).toBe(403);
    expect((await findById(db, 'certificates', created.id))?.status).toBe('PENDING');

    const declaration = ok(
      await save(db, seller, 'declaration', { ...declarationOf(sku), status: 'APPROVED' }),
    );
    expect(declaration.status).toBe('PENDING');
    expect(
      failed(await save(db, operator, 'declaration', { ...declaration, status: 'APPROVED' })).status,
    ).toBe(403);
    expect((await findById(db, 'declarations', declaration.id))?.status).toBe('PENDING');
  });

  it('the operator approves or rejects with a reason; the customer’s edit sends it back to review', async () => {
    const db = await masterDb();
    const certificate = await newCertificate(db);
    expect(failed(await act(db, seller, 'certificate', certificate.id, 'approve', {})).status).toBe(403);
    expect(
      failed(await act(db, operator, 'certificate', certificate.id, 'reject', { reason: ' ' })).fields,
    ).toEqual({
      reason: { key: 'reasonRequired' },
    });
    const rejected = ok(
      await act(db, operator, 'certificate', certificate.id, 'reject', { reason: 'blurred scan' }),
    );
    expect(rejected).toMatchObject({ status: 'REJECTED', reviewRemark: 'blurred scan' });
    expect(failed(await act(db, operator, 'certificate', certificate.id, 'approve', {}))).toMatchObject({
      status: 409,
      message: { key: 'stateRefused', params: { action: 'approve', state: 'REJECTED' } },
    });
    const resubmitted = ok(
      await save(db, seller, 'certificate', { ...rejected, certificateNo: 'CE-REVIEW-2' }),
    );
    expect(resubmitted).toMatchObject({ status: 'PENDING', reviewRemark: '' });
    const valid = ok(await act(db, operator, 'certificate', certificate.id, 'approve', {}));
    expect(valid.status).toBe('VALID');
    expect(logOf(valid)).toEqual([
      'reject:PENDING>REJECTED',
      'edit:REJECTED>PENDING',
      'approve:PENDING>VALID',
    ]);
    expect(valid.actionLog[0]).toMatchObject({ by: 'admin', role: 'operator', note: 'blurred scan' });
    expect(valid.actionLog[1]).toMatchObject({ by: 'seller', role: 'customer' });
  });

  it('a declaration is reviewed the same way, and another customer’s is not found', async () => {
    const db = await masterDb();
    const [sku] = await approvedSkus(db);
    const declaration = ok(await save(db, seller, 'declaration', declarationOf(sku)));
    expect(
      failed(await act(db, seller2, 'declaration', declaration.id, 'reject', { reason: 'x' })).status,
    ).toBe(404);
    const rejected = ok(
      await act(db, operator, 'declaration', declaration.id, 'reject', { reason: 'HS code' }),
    );
    expect(rejected).toMatchObject({ status: 'REJECTED', reviewRemark: 'HS code' });
    const approvedAgain = ok(await save(db, seller, 'declaration', { ...rejected, hsCode: '85444291' }));
    expect(approvedAgain.status).toBe('PENDING');
    expect(ok(await act(db, operator, 'declaration', declaration.id, 'approve', {})).status).toBe('APPROVED');
    expect(
      failed(await act(db, operator, 'declaration', declaration.id, 'reject', { reason: 'x' })).status,
    ).toBe(409);
  });
});
