import { beforeAll, describe, expect, it } from 'vitest';
import type { InboundOrder, OutboundOrder, Recharge } from '../store/types/documents';
import type { Carrier } from '../store/types/master';
import type { InventoryBalance, Purse } from '../store/types/ledger';
import type { Sku } from '../store/types/sku';
import { setupMockServer } from '../../mocks/testing';
import { liveDb } from './db-instance';
import { insert } from '../store/store';
import { inboundFixture } from './fixtures';
import { tableOf, toCsv } from './files/table-export';
import { IMPORT_COLUMNS, TEMPLATE_EXAMPLE, type ImportRow } from '../areas/outbound/import/columns';
import type { ListPage } from '../store/list-query';
import type { previewOf } from '../areas/outbound/import.routes';
import type { UploadedFile } from './uploads';
import { signedIn, seedBeforeAll } from './testing';

setupMockServer();
seedBeforeAll();

const exceptionOrder = inboundFixture(40, 'RECEIVED', {
  id: 'FLOW-IB',
  referenceNo: 'FLOW-IB',
  exceptions: [
    {
      id: 'FLOW-IB-EX-1',
      type: 'DAMAGED',
      boxNo: 1,
      sku: 'SKU-A',
      qty: 1,
      photos: [],
      status: 'OPEN',
      resolution: null,
    },
  ],
});

beforeAll(async () => {
  await insert(await liveDb(), 'inbounds', structuredClone(exceptionOrder));
});

describe('whole flows through the API', () => {
  it('credits a bank transfer: receipt upload, save, submit, operator approval, purse', async () => {
    const seller = await signedIn('seller');
    const before = (await seller.get<ListPage<Purse>>('Finance/GetPurses')).data.list[0];
    const receipt = await seller.upload<UploadedFile>('Recharge/Upload', {
      file: new File([new TextEncoder().encode('%PDF-1.4 receipt')], 'receipt.pdf'),
      purpose: 'receipt',
    });
    const saved = await seller.post<Recharge>('Recharge/Save', {
      method: 'BANK_TRANSFER',
      currency: 'USD',
      declaredAmount: 500,
      payerName: 'Northwind Trading',
      payerAccount: 'DE89370400440532013000',
      bankRefNo: 'REF-FLOW-1',
      receiptFile: receipt.data.id,
      remark: '',
    });
    expect(saved).toMatchObject({ status: 200, data: { status: 'DRAFT' } });
    expect((await seller.post<Recharge>('Recharge/Submit', { id: saved.data.id })).data.status).toBe(
      'PENDING_REVIEW',
    );
    expect(
      (await seller.post('Recharge/Approve', { id: saved.data.id, arrivedAmount: 500, serviceCharge: 0 }))
        .status,
    ).toBe(403);
    const admin = await signedIn('admin');
    const credited = await admin.post<Recharge>('Recharge/Approve', {
      id: saved.data.id,
      arrivedAmount: 480,
      serviceCharge: 5,
    });
    expect(credited.data.status).toBe('CREDITED');
    const after = (await seller.get<ListPage<Purse>>('Finance/GetPurses')).data.list[0];
    expect(after.balance).toBeGreaterThan(before.balance);
  });

  it('commits the valid orders of an import once, as drafts', async () => {
    const seller = await signedIn('seller');
    const sku = (await seller.get<ListPage<Sku>>('Sku/GetList?status=APPROVED')).data.list[0].sku;
    const carrier = (
      await seller.get<ListPage<Carrier>>('Carrier/GetList?warehouseCode=USEA&type=LAST_MILE&status=ACTIVE')
    ).data.list[0].code;
    const rows: ImportRow[] = ['IMP-FLOW-1', 'IMP-FLOW-2', 'IMP-FLOW-2'].map((referenceNo) => ({
      ...TEMPLATE_EXAMPLE,
      referenceNo,
      carrierCode: carrier,
      sku,
    }));
    rows.push({ ...rows[0], referenceNo: 'IMP-FLOW-3', sku: 'NOPE-0000' });
    const table = tableOf(
      rows,
      IMPORT_COLUMNS.map((column) => ({ header: column, value: (r: ImportRow) => r[column] })),
    );
    const preview = (
      await seller.upload<ReturnType<typeof previewOf>>('Outbound/ImportValidate', {
        file: new File([toCsv(table)], 'o.csv'),
      })
    ).data;
    expect(preview.totals.validOrders).toBe(2);
    const commit = await seller.post<{
      created: { referenceNo: string; id: string; status: string }[];
      failed: unknown[];
    }>('Outbound/ImportCommit', { importId: preview.importId, mode: 'draft' });
    expect(commit.data.failed).toEqual([]);
    expect(commit.data.created.map((c) => [c.referenceNo, c.status])).toEqual([
      ['IMP-FLOW-1', 'DRAFT'],
      ['IMP-FLOW-2', 'DRAFT'],
    ]);
    const order = (await seller.get<OutboundOrder>(`Outbound/Get?id=${commit.data.created[1].id}`)).data;
    expect(order.lines).toHaveLength(2);
    expect(
      (await seller.post('Outbound/ImportCommit', { importId: preview.importId, mode: 'draft' })).status,
    ).toBe(409);
  });

  it('plays an inbound exception through the operator and the customer', async () => {
    const admin = await signedIn('admin');
    const seller = await signedIn('seller');
    expect((await seller.post('Inbound/AskCustomer', { id: 'FLOW-IB-EX-1' })).status).toBe(403);
    const asked = await admin.post<InboundOrder>('Inbound/AskCustomer', { id: 'FLOW-IB-EX-1' });
    expect(asked.data.exceptions[0].status).toBe('AWAITING_CUSTOMER');
    const chosen = await seller.post<InboundOrder>('Inbound/ChooseResolution', {
      id: 'FLOW-IB-EX-1',
      resolution: 'ACCEPT_AS_DAMAGED',
    });
    expect(chosen.data.exceptions[0].resolution).toBe('ACCEPT_AS_DAMAGED');
    const resolved = await admin.post<InboundOrder>('Inbound/Resolve', {
      id: 'FLOW-IB-EX-1',
      resolution: 'ACCEPT_AS_DAMAGED',
    });
    expect(resolved.data.exceptions[0].status).toBe('RESOLVED');
    const seller2 = await signedIn('seller2');
    expect(
      (await seller2.post('Inbound/ChooseResolution', { id: 'FLOW-IB-EX-1', resolution: 'DESTROY' })).status,
    ).toBe(404);
  });

  it('shows an inbound order’s cost estimate and the fees posted for it', async () => {
    const seller = await signedIn('seller');
    const costs = await seller.get<{
      estimate: { currency: string; items: unknown[]; total: number };
      posted: unknown[];
      postedTotal: number;
    }>(`Inbound/GetCosts?id=${exceptionOrder.id}`);
    expect(costs.status).toBe(200);
    expect(costs.data.estimate.currency).toBe('USD');
    expect(costs.data.posted).toEqual([]);
  });

  it('lets the operator set a credit limit and adjust stock, each posting its record', async () => {
    const admin = await signedIn('admin');
    const purse = await admin.post<Purse>('Finance/SetCreditLimit', {
      customerId: 'C002',
      currency: 'USD',
      creditLimit: 2500,
    });
    expect(purse.data).toMatchObject({ customerId: 'C002', creditLimit: 2500 });
    const sku = (await admin.get<ListPage<Sku>>('Sku/GetList?customerId=C002&status=APPROVED')).data.list[0]
      .sku;
    const adjusted = await admin.post<InventoryBalance>('Inventory/Adjust', {
      customerId: 'C002',
      warehouseCode: 'UKLO',
      sku,
      bucket: 'available',
      qtyChange: 5,
      reason: 'stock count',
    });
    expect(adjusted.status).toBe(200);
    expect(adjusted.data.available).toBeGreaterThanOrEqual(5);
    const flow = (
      await admin.get<ListPage<{ reason: string; qtyChange: number }>>(
        `Inventory/GetFlow?sku=${sku}&reason=ADJUSTMENT&customerId=C002`,
      )
    ).data;
    expect(flow.list[0]).toMatchObject({ reason: 'ADJUSTMENT', qtyChange: 5 });
  });
});
