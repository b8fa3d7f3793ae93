import { describe, expect, it } from 'vitest';
import type { Certificate, Sku } from '../store/types/sku';
import { translate } from './i18n';
import { setupMockServer } from '../../mocks/testing';
import type { ListPage } from '../store/list-query';
import type { UploadedFile } from './uploads';
import { bytesOf, signedIn, seedBeforeAll } from './testing';

setupMockServer();
seedBeforeAll();

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const PDF = new TextEncoder().encode('%PDF-1.4\n%demo\n');
const file = (bytes: Uint8Array<ArrayBuffer>, name: string, type: string) =>
  new File([bytes], name, { type });

describe('uploads', () => {
  it('stores a receipt and serves it back to its customer only', async () => {
    const seller = await signedIn('seller');
    const answer = await seller.upload<UploadedFile>('Recharge/Upload', {
      file: file(PNG, 'receipt.png', 'image/png'),
      purpose: 'receipt',
    });
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({
      name: 'receipt.png',
      mimeType: 'image/png',
      sizeBytes: PNG.length,
      purpose: 'receipt',
    });
    expect(answer.data.url).toBe(`Recharge/File?id=${answer.data.id}`);
    const served = await seller.raw(answer.data.url);
    expect(served.headers.get('Content-Type')).toBe('image/png');
    expect(await bytesOf(served)).toEqual(PNG);
    const seller2 = await signedIn('seller2');
    expect((await seller2.raw(answer.data.url)).status).toBe(404);
    const admin = await signedIn('admin');
    expect((await admin.raw(answer.data.url)).status).toBe(200);
  });

  it('keeps at most 200 characters of a name, whole characters, and serves it as an attachment', async () => {
    const seller = await signedIn('seller');
    const name = `${'\u{1F4E6}'.repeat(150)}${'a'.repeat(1000)}.pdf`;
    const answer = await seller.upload<UploadedFile>('Recharge/Upload', {
      file: file(PDF, name, 'application/pdf'),
      purpose: 'receipt',
    });
    expect(answer.status).toBe(200);
    expect(Array.from(answer.data.name)).toHaveLength(200);
    expect(answer.data.name.startsWith('\u{1F4E6}'.repeat(150))).toBe(true);
    const served = await seller.raw(answer.data.url);
    expect(served.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="[\w.-]+"; filename\*=UTF-8''/,
    );
  });

  it('checks the type by content and the size, with 422 on file in the request language', async () => {
    const seller = await signedIn('seller');
    const text = await seller.upload(
      'Sku/Upload',
      { file: file(new TextEncoder().encode('hello'), 'cert.pdf', 'application/pdf') },
      'zh-CN',
    );
    expect(text).toMatchObject({
      status: 422,
      data: { file: translate('zh-CN', 'uploadTypeInvalid', { types: 'PDF, JPG, PNG' }) },
    });
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(PDF);
    const tooBig = await seller.upload('Sku/Upload', { file: file(big, 'big.pdf', 'application/pdf') });
    expect(tooBig).toMatchObject({ status: 422, data: { file: 'the file must not exceed 10 MB' } });
    expect((await seller.upload('Sku/Upload', { purpose: 'certificate' })).data).toEqual({
      file: 'please choose a file',
    });
    expect(
      (await seller.upload('Sku/Upload', { file: file(PDF, 'c.pdf', 'application/pdf'), purpose: 'receipt' }))
        .data,
    ).toEqual({
      purpose: 'unknown upload purpose',
    });
    // A photo must be an image: a PDF is refused where photos are taken.
    expect(
      (await seller.upload('Inbound/Upload', { file: file(PDF, 'p.pdf', 'application/pdf') })).status,
    ).toBe(422);
  });

  it('ties a certificate file to a SKU the caller may see, else 404', async () => {
    const seller = await signedIn('seller');
    const [sku] = (await seller.get<ListPage<Sku>>('Sku/GetList')).data.list;
    const own = await seller.upload<UploadedFile>('Sku/Upload', {
      file: file(PDF, 'ce.pdf', 'application/pdf'),
      docId: sku.id,
    });
    expect(own.data).toMatchObject({ docId: sku.id, mimeType: 'application/pdf' });
    const seller2 = await signedIn('seller2');
    const theirs = await seller2.upload('Sku/Upload', {
      file: file(PDF, 'ce.pdf', 'application/pdf'),
      docId: sku.id,
    });
    expect(theirs.status).toBe(404);
  });

  it('keeps a certificate’s uploaded file with the saved certificate and serves it back', async () => {
    const seller = await signedIn('seller');
    const [sku] = (await seller.get<ListPage<Sku>>('Sku/GetList?status=APPROVED')).data.list;
    const upload = await seller.upload<UploadedFile>('Sku/Upload', {
      file: file(PDF, 'ce-cert.pdf', 'application/pdf'),
      docId: sku.id,
    });
    const saved = await seller.post<Certificate>('Sku/SaveCertificate', {
      skuId: sku.id,
      sku: sku.sku,
      type: 'CE',
      countryCodes: [],
      certificateNo: 'CE-2026-001',
      issuer: 'TÜV',
      issuedAt: '2026-01-10',
      expiresAt: '',
      fileId: upload.data.id,
    });
    expect(saved.status).toBe(200);
    expect(saved.data.file).toEqual({
      name: 'ce-cert.pdf',
      mimeType: 'application/pdf',
      sizeBytes: PDF.length,
    });
    expect(await bytesOf(await seller.raw(`Sku/CertificateFile?id=${saved.data.id}`))).toEqual(PDF);
    const seller2 = await signedIn('seller2');
    expect((await seller2.raw(`Sku/CertificateFile?id=${saved.data.id}`)).status).toBe(404);
    const wrong = await seller.post('Sku/SaveCertificate', {
      ...saved.data,
      id: undefined,
      fileId: 'UP-NOPE',
    });
    expect(wrong).toMatchObject({ status: 422, data: { file: 'please choose a file' } });
  });
});
