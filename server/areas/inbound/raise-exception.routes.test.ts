import { beforeAll, describe, expect, it } from 'vitest';
import type { InboundOrder } from '../../store/types/documents';
import { translate } from '../../api/i18n';
import { setupMockServer } from '../../../mocks/testing';
import { filter, find } from '../../store/store';
import { liveDb } from '../../api/db-instance';
import type { InboundExceptionRow } from './detail.routes';
import type { ListPage } from '../../store/list-query';
import { seedBeforeAll, signedIn, type Caller } from '../../api/testing';
import type { UploadedFile } from '../../api/uploads';

setupMockServer();
seedBeforeAll();

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

let received: InboundOrder;
let arrived: InboundOrder;
let completed: InboundOrder;

beforeAll(async () => {
  const db = await liveDb();
  const official = (await filter(db, 'warehouses', { kind: 'OFFICIAL' })).map((w) => w.code);
  const mine = async (status: InboundOrder['status']) => {
    const order = await find(db, 'inbounds', { customerId: 'C001', status, warehouseCode: official });
    if (!order) throw new Error(`the seed has no ${status} order of C001`);
    return structuredClone(order);
  };
  received = await mine('RECEIVED');
  arrived = await mine('ARRIVED');
  completed = await mine('COMPLETED');
});

const photoFor = async (caller: Caller, docId: string) =>
  (
    await caller.upload<UploadedFile>('Inbound/Upload', {
      file: new File([PNG], 'label.png', { type: 'image/png' }),
      purpose: 'photo',
      docId,
    })
  ).data;

const wrongSku = (order: InboundOrder) => ({
  id: order.id,
  type: 'WRONG_SKU',
  boxNo: order.boxes[0].boxNo,
  sku: order.boxes[0].lines[0].sku,
  qty: 1,
});

describe('Inbound/RaiseException', () => {
  it('adds an OPEN exception with its photos, listed with the others, and blocks putaway', async () => {
    const admin = await signedIn('admin');
    const photo = await photoFor(admin, received.id);
    const answer = await admin.post<InboundOrder>('Inbound/RaiseException', {
      ...wrongSku(received),
      photos: [photo.url],
      note: 'red mugs instead of blue',
    });
    expect(answer.status).toBe(200);
    const raised = answer.data.exceptions.at(-1);
    expect(raised).toMatchObject({
      id: `${received.inboundNo}-EX-${received.exceptions.length + 1}`,
      type: 'WRONG_SKU',
      photos: [photo.url],
      status: 'OPEN',
      note: 'red mugs instead of blue',
    });
    expect(answer.data.actionLog.at(-1)).toMatchObject({ action: 'raiseException', by: 'admin' });
    const listed = await admin.get<ListPage<InboundExceptionRow>>(
      `Inbound/GetExceptions?inboundId=${received.id}&status=OPEN&pageSize=50`,
    );
    expect(listed.data.list.map((row) => row.id)).toContain(raised?.id);
    const putaway = await admin.post('Inbound/Putaway', { id: received.id }, 'zh-CN');
    expect(putaway).toMatchObject({ status: 409, message: translate('zh-CN', 'openExceptionsBlock') });
    // The customer sees the photo on its order.
    const seller = await signedIn('seller');
    expect((await seller.raw(photo.url)).status).toBe(200);
  });

  it('answers 422 per field in the request’s language, and a photo of another order is refused', async () => {
    const admin = await signedIn('admin');
    const elsewhere = await photoFor(admin, completed.id);
    const answer = await admin.post(
      'Inbound/RaiseException',
      { id: arrived.id, type: 'OTHER', boxNo: 999, qty: 0, photos: [elsewhere.url] },
      'zh-CN',
    );
    expect(answer).toMatchObject({ status: 422, code: 422, message: translate('zh-CN', 'validationFailed') });
    expect(answer.data).toEqual({
      boxNo: translate('zh-CN', 'exceptionBoxInvalid'),
      qty: translate('zh-CN', 'exceptionQtyInvalid'),
      note: translate('zh-CN', 'exceptionNoteRequired'),
      'photos.0': translate('zh-CN', 'exceptionPhotoUnknown'),
    });
    const english = await admin.post('Inbound/RaiseException', { ...wrongSku(arrived), type: 'SHORT' }, 'en');
    expect(english.data).toEqual({ type: translate('en', 'exceptionTypeInvalid') });
  });

  it('is the warehouse’s, from arrival until putaway: 403, 404 and 409, changing nothing', async () => {
    const seller = await signedIn('seller');
    expect(await seller.post('Inbound/RaiseException', wrongSku(arrived), 'zh-CN')).toMatchObject({
      status: 403,
      message: translate('zh-CN', 'operatorOnly', { action: 'raiseException' }),
    });
    const seller2 = await signedIn('seller2');
    expect((await seller2.post('Inbound/RaiseException', wrongSku(arrived))).status).toBe(404);
    const admin = await signedIn('admin');
    expect(await admin.post('Inbound/RaiseException', wrongSku(completed), 'en')).toMatchObject({
      status: 409,
      message: translate('en', 'exceptionNotRaisable', { state: 'COMPLETED' }),
    });
    expect((await admin.post('Inbound/RaiseException', { type: 'OTHER' })).status).toBe(422);
    const after = (await admin.get<InboundOrder>(`Inbound/Get?id=${arrived.id}`)).data;
    expect(after.exceptions).toEqual(arrived.exceptions);
    expect(after.actionLog).toEqual(arrived.actionLog);
  });
});
