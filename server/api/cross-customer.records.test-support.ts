import { expect } from 'vitest';
import {
  declarationBody,
  done,
  inboundOrder,
  made,
  next,
  outboundBatch,
  outboundOrder,
  PDF,
  readBack,
  rmaOrder,
  rowIn,
  skuBody,
  uploaded,
  type Callers,
  type Groundwork,
  type INBOUND_PATH,
  type OutboundOptions,
  type Probe,
  type Target,
} from './cross-customer.test-support';
import { isoDay, type Caller } from './testing';

// The records of C001's the cross-customer matrix aims its calls at (cross-customer.matrix.test-support.ts),
// made through the API as C001's user and the operator would and read back by C001's user.

/**
 * The records one test of the matrix aims its calls at, each made for the call that needs it: a call
 * that changes its record has one of its own, in a state the call is allowed from; reads share theirs
 * (`once`). Each is found by its owner before it is used, in the state it was made for.
 */
export class Records {
  private readonly shared = new Map<string, Promise<Target>>();

  constructor(
    readonly as: Callers,
    readonly ground: Groundwork,
  ) {}

  get stockedSku(): string {
    return this.ground.sku.code;
  }

  /** A record several reads share, made at the first of them. */
  once(key: string, make: () => Promise<Target>): Promise<Target> {
    let found = this.shared.get(key);
    if (!found) {
      found = make();
      this.shared.set(key, found);
    }
    return found;
  }

  /** C001's record as its user reads it with `<area>/Get?id=`: it exists, in `status` when told. */
  async document(area: string, id: string, status?: string): Promise<Target> {
    return this.found({ path: `${area}/Get?id=${encodeURIComponent(id)}` }, id, status);
  }

  /** C001's record as its user finds it in a list (`path`) of a few: it exists, in `status` when told. */
  async listed(path: string, id: string, status?: string, field?: string): Promise<Target> {
    return this.found({ path, pick: rowIn(id, field) }, id, status);
  }

  private async found(probe: Probe, id: string, status?: string): Promise<Target> {
    const data = await readBack(this.as.seller, probe);
    if (data === undefined) throw new Error(`C001's user does not find ${id} at ${probe.path}`);
    if (status !== undefined) expect(data.status, `${id}'s status`).toBe(status);
    return { id, data, probe };
  }

  async warehouse(status: 'PENDING_APPROVAL' | 'ACTIVE' | 'SUSPENDED'): Promise<Target> {
    const { seller, admin } = this.as;
    const steps: [Caller, string, Record<string, unknown>][] = [
      [admin, 'Warehouse/Approve', {}],
      [admin, 'Warehouse/Suspend', { reason: 'audit' }],
    ];
    const taken = { PENDING_APPROVAL: 0, ACTIVE: 1, SUSPENDED: 2 }[status];
    const id = await made(
      seller,
      'Warehouse/Save',
      {
        code: `XC-${next()}`,
        name: 'Cross-customer site',
        nameEn: 'Cross-customer site',
        countryCode: 'US',
        timezone: 'America/Chicago',
        currency: 'USD',
        address: { state: 'TX', city: 'Austin', postcode: '78701', street1: '1 Road' },
      },
      steps.slice(0, taken),
    );
    return this.document('Warehouse', id, status);
  }

  /** A new GENERAL SKU of C001's, taken to `status`: unused, so freezing it holds up nothing. */
  async sku(status: 'DRAFT' | 'PENDING_REVIEW' | 'APPROVED' | 'FROZEN'): Promise<Target> {
    const { seller, admin } = this.as;
    const steps: [Caller, string, Record<string, unknown>][] = [
      [seller, 'Sku/Submit', {}],
      [admin, 'Sku/Approve', {}],
      [admin, 'Sku/Freeze', { reason: 'audit' }],
    ];
    const taken = ['DRAFT', 'PENDING_REVIEW', 'APPROVED', 'FROZEN'].indexOf(status);
    const id = await made(seller, 'Sku/Save', skuBody(`XC-SKU-${next()}`), steps.slice(0, taken));
    return this.document('Sku', id, status);
  }

  /** A customs declaration of a new SKU (PENDING, as every new one): the SKU is its only record. */
  async declaration(): Promise<Target> {
    const sku = await this.sku('DRAFT');
    const id = await made(this.as.seller, 'Sku/SaveDeclaration', declarationBody(String(sku.data.sku)));
    return this.listed(`Sku/GetDeclarations?skuId=${sku.id}&pageSize=100`, id, 'PENDING');
  }

  /** A certificate of a new SKU, filed with a PDF C001's user uploaded for it (PENDING). */
  async certificate(): Promise<Target & { file: { id: string; name: string } }> {
    const sku = await this.sku('DRAFT');
    const code = String(sku.data.sku);
    const file = await uploaded(
      this.as.seller,
      'Sku',
      'certificate',
      sku.id,
      new File([PDF], `${code}-CE.pdf`),
    );
    const id = await made(this.as.seller, 'Sku/SaveCertificate', {
      sku: code,
      type: 'CE',
      countryCodes: ['US'],
      certificateNo: `XC-CE-${next()}`,
      issuer: 'Cross-customer lab',
      issuedAt: isoDay(-30),
      expiresAt: isoDay(365),
      fileId: file.id,
    });
    const found = await this.listed(`Sku/GetCertificates?skuId=${sku.id}&pageSize=100`, id, 'PENDING');
    return { ...found, file };
  }

  async listing(): Promise<Target> {
    const sku = await this.sku('DRAFT');
    const id = await made(this.as.seller, 'Sku/SaveListing', {
      sku: sku.data.sku,
      platform: 'SHOPIFY',
      storeName: 'Northwind shop',
      site: 'US',
      platformSku: `XC-LISTED-${next()}`,
    });
    return this.listed(`Sku/GetListings?skuId=${sku.id}&pageSize=100`, id);
  }

  /** A carton of the stocked SKU that no document names (one in use can be neither changed nor deleted). */
  async carton(): Promise<Target> {
    const { code, id: skuId } = this.ground.sku;
    const id = await made(this.as.seller, 'Sku/SaveCarton', {
      cartonSku: `XC-CTN-${next()}`,
      componentSku: code,
      unitsPerCarton: 6,
      weightKg: 7,
      lengthCm: 40,
      widthCm: 30,
      heightCm: 30,
    });
    const path = `Sku/GetCartons?skuId=${skuId}&componentSku=${encodeURIComponent(code)}&pageSize=200`;
    return this.listed(path, id);
  }

  /** A return strategy of C001's besides its default, tied to no SKU yet. */
  async strategy(): Promise<Target> {
    const id = await made(this.as.seller, 'Rma/SaveStrategy', {
      name: `Cross customer ${next()}`,
      scope: 'SKU',
      onGood: 'HOLD',
      onDefective: 'HOLD',
    });
    return this.found({ path: `Rma/GetStrategy?id=${id}` }, id);
  }

  async inbound(status: (typeof INBOUND_PATH)[number]): Promise<Target> {
    return this.document('Inbound', await inboundOrder(this.as, this.stockedSku, 5, status), status);
  }

  /** An exception the warehouse raised on an arrived order of C001's, OPEN or asked of the customer. */
  async exception(status: 'OPEN' | 'AWAITING_CUSTOMER'): Promise<Target> {
    const order = await this.inbound('ARRIVED');
    const raised = await done<{ exceptions: { id: string }[] }>(this.as.admin, 'Inbound/RaiseException', {
      id: order.id,
      type: 'WRONG_SKU',
      boxNo: 1,
      sku: this.stockedSku,
      qty: 1,
      photos: [],
      note: 'Cross customer',
    });
    const id = raised.exceptions.at(-1)?.id ?? '';
    if (status === 'AWAITING_CUSTOMER') await done(this.as.admin, 'Inbound/AskCustomer', { id });
    return this.listed(`Inbound/Get?id=${order.id}`, id, status, 'exceptions');
  }

  async outbound(status: string, options: OutboundOptions = {}): Promise<Target> {
    return this.document('Outbound', await outboundOrder(this.as, this.stockedSku, status, options), status);
  }

  async batch(kind: 'LABEL_PRINT' | 'HANDOVER', status: 'OPEN' | 'PRINTED', orders = 1): Promise<Target> {
    const id = await outboundBatch(this.as, this.stockedSku, kind, status, orders);
    const batch = await this.found({ path: `Outbound/GetBatch?id=${id}` }, id, status);
    expect(batch.data.orderIds, `${id}'s orders`).toHaveLength(orders);
    return batch;
  }

  async rma(status: 'DRAFT' | 'SUBMITTED' | 'RECEIVED' | 'COMPLETED'): Promise<Target> {
    return this.document('Rma', await rmaOrder(this.as, this.stockedSku, status), status);
  }

  async recharge(status: 'DRAFT' | 'PENDING_REVIEW'): Promise<Target> {
    const body = {
      method: 'PAYONEER',
      currency: 'USD',
      declaredAmount: 100,
      payerName: 'Cross customer',
      receiptFile: null,
      remark: '',
    };
    const steps: [Caller, string, Record<string, unknown>][] = [[this.as.seller, 'Recharge/Submit', {}]];
    const id = await made(this.as.seller, 'Recharge/Save', body, status === 'DRAFT' ? [] : steps);
    return this.document('Recharge', id, status);
  }

  /**
   * C001's statement of one day the operator closes, GENERATED, or DISPUTED by C001's user as a
   * whole: the day before C001's earliest statement, which no other period (the seed's months, the
   * model paths' days of last month) takes.
   */
  async settlement(status: 'GENERATED' | 'DISPUTED'): Promise<Target> {
    const closed = await this.as.seller.get<{ list: { periodFrom: string }[] }>(
      'Finance/GetSettlements?sortField=periodFrom&sortOrder=asc&pageSize=10',
    );
    const earliest = closed.data.list[0]?.periodFrom;
    if (earliest === undefined) throw new Error('C001 has no statement');
    const day = isoDay(-1, Date.parse(earliest));
    const { id } = await done<{ id: string }>(this.as.admin, 'Finance/CloseSettlement', {
      customerId: 'C001',
      periodFrom: day,
      periodTo: day,
    });
    if (status === 'DISPUTED') await done(this.as.seller, 'Finance/DisputeSettlement', { id, note: 'audit' });
    return this.found({ path: `Finance/GetSettlement?id=${id}` }, id, status);
  }
}
