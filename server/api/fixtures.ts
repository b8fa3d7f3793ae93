import { countOf, insert, type Db } from '../store/store';
import type { InboundOrder, OutboundOrder } from '../store/types/documents';
import { OUTBOUND_STATES, type OutboundState } from '@machines/business/outbound-order.machine';
import type { InboundStatus } from '@machines/business/inbound-order.machine';

/**
 * Documents made up for tests and the benchmark, so the HTTP layer can be measured and checked on
 * any number of orders whatever the seed holds. Never used by the running mock.
 */

const DAY_MS = 86_400_000;
const WAREHOUSES = ['USEA', 'USWE', 'UKLO', 'DEFR', 'AUSY'];
const COUNTRIES = ['US', 'US', 'GB', 'DE', 'AU'];

export function outboundFixture(i: number, patch: Partial<OutboundOrder> = {}): OutboundOrder {
  const at = new Date(Date.UTC(2026, 10, 22) - (i % 360) * DAY_MS - i * 1000).toISOString();
  const status: OutboundState = OUTBOUND_STATES[i % OUTBOUND_STATES.length];
  const w = i % WAREHOUSES.length;
  return {
    id: `FX-OB-${i}`,
    customerId: i % 3 === 0 ? 'C002' : 'C001',
    referenceNo: `PO-${100000 + i}`,
    status,
    createdAt: at,
    updatedAt: at,
    actionLog: [],
    outboundNo: `FXOB${at.slice(0, 10).replaceAll('-', '')}-${String(i).padStart(4, '0')}`,
    type: i % 10 === 0 ? 'FBA' : 'B2C',
    platform: i % 2 === 0 ? 'AMAZON' : 'EBAY',
    storeName: `FX-Store-${i % 4}`,
    warehouseCode: WAREHOUSES[w],
    carrierCode: `${WAREHOUSES[w]}-UPS`,
    businessMode: i % 7 === 0 ? 'WAREHOUSE_ONLY' : 'WAREHOUSE_AND_DELIVERY',
    waybillUploaded: false,
    consignee: {
      name: `Consignee ${i}`,
      company: '',
      phone: '+1 555 0100',
      email: '',
      countryCode: COUNTRIES[w],
      state: 'NJ',
      city: 'Edison',
      address1: `${i} Main Street`,
      address2: '',
      postcode: '08817',
    },
    services: { signature: false, insuranceValue: 0 },
    remark: '',
    lines: [{ sku: `SKU-${i % 50}`, qty: 1 + (i % 3), declaredValue: 10, fnsku: '' }],
    trackingNo: status === 'SHIPPED' || status === 'DELIVERED' ? `1Z${String(i).padStart(10, '0')}` : '',
    actualWeightKg: null,
    exceptionReason: status === 'EXCEPTION' ? 'OUT_OF_STOCK' : null,
    cancelReason: '',
    cancelRequestReason: '',
    fba: null,
    ...patch,
  };
}

export function inboundFixture(
  i: number,
  status: InboundStatus,
  patch: Partial<InboundOrder> = {},
): InboundOrder {
  const at = new Date(Date.UTC(2026, 10, 1) - i * DAY_MS).toISOString();
  const inboundNo = `FXIB${at.slice(0, 10).replaceAll('-', '')}-${String(i).padStart(4, '0')}`;
  return {
    id: `FX-IB-${i}`,
    customerId: 'C001',
    referenceNo: `FXASN-${i}`,
    status,
    createdAt: at,
    updatedAt: at,
    actionLog: [],
    inboundNo,
    warehouseCode: 'USEA',
    type: 'STANDARD',
    shippingMode: 'SEA_LCL',
    loadType: 'PARCEL',
    containerType: null,
    trackingNos: [`TRK${i}`],
    containerNo: '',
    eta: at.slice(0, 10),
    deliveryMethod: 'SELF_DELIVERY',
    pickupAddress: '',
    remark: '',
    boxes: [1, 2].map((boxNo) => ({
      boxNo,
      boxBarcode: status === 'DRAFT' ? null : `${inboundNo}-${boxNo}`,
      customerBoxRef: '',
      weightKg: 10,
      lengthCm: 40,
      widthCm: 30,
      heightCm: 30,
      lines: [
        {
          sku: 'SKU-A',
          expectedQty: 10,
          receivedQty: boxNo === 1 ? 8 : 11,
          goodQty: boxNo === 1 ? 7 : 11,
          damagedQty: boxNo === 1 ? 1 : 0,
        },
      ],
    })),
    exceptions: [],
    reviewRemark: '',
    cancelReason: '',
    arrivedAt: null,
    totals: { boxes: 2, units: 20, weightKg: 20, volumeM3: 0.072 },
    ...patch,
  };
}

/** Tops the db's outbound orders up to `count` with fixtures (the seed may already hold them). */
export async function ensureOutbounds(db: Db, count: number): Promise<void> {
  for (let i = await countOf(db, 'outbounds'); i < count; i += 1)
    await insert(db, 'outbounds', outboundFixture(i));
}
