import type { InboundInput } from '@/api/business/inbound';
import type { InboundBox, InboundOrder } from '@/api/business/types/documents';

/** The inbound form's values: numbers stay `number | string` while typed (Mantine's NumberInput). */

export interface LineValues {
  /** React's key: lines move when one is removed */
  key: string;
  sku: string;
  expectedQty: number | string;
}

export interface BoxValues {
  key: string;
  customerBoxRef: string;
  weightKg: number | string;
  lengthCm: number | string;
  widthCm: number | string;
  heightCm: number | string;
  lines: LineValues[];
}

export interface InboundFormValues {
  referenceNo: string;
  warehouseCode: string;
  type: InboundOrder['type'];
  shippingMode: InboundOrder['shippingMode'] | '';
  loadType: InboundOrder['loadType'];
  containerType: NonNullable<InboundOrder['containerType']> | '';
  trackingNos: string[];
  containerNo: string;
  eta: string;
  deliveryMethod: InboundOrder['deliveryMethod'];
  pickupAddress: string;
  remark: string;
  boxes: BoxValues[];
}

let lastKey = 0;
export const nextKey = (): string => `k${++lastKey}`;

export const emptyLine = (): LineValues => ({ key: nextKey(), sku: '', expectedQty: '' });

export const emptyBox = (): BoxValues => ({
  key: nextKey(),
  customerBoxRef: '',
  weightKg: '',
  lengthCm: '',
  widthCm: '',
  heightCm: '',
  lines: [emptyLine()],
});

/** A copy of a box (dimensions, weight and lines) for the next box of the same packing. */
export const copyOfBox = (box: BoxValues): BoxValues => ({
  ...box,
  key: nextKey(),
  customerBoxRef: '',
  lines: box.lines.map((line) => ({ ...line, key: nextKey() })),
});

export const emptyInbound = (): InboundFormValues => ({
  referenceNo: '',
  warehouseCode: '',
  type: 'STANDARD',
  shippingMode: '',
  loadType: 'PARCEL',
  containerType: '',
  trackingNos: [],
  containerNo: '',
  eta: '',
  deliveryMethod: 'SELF_DELIVERY',
  pickupAddress: '',
  remark: '',
  boxes: [emptyBox()],
});

const boxValues = (box: InboundBox): BoxValues => ({
  key: nextKey(),
  customerBoxRef: box.customerBoxRef,
  weightKg: box.weightKg,
  lengthCm: box.lengthCm,
  widthCm: box.widthCm,
  heightCm: box.heightCm,
  lines: box.lines.map((line) => ({ key: nextKey(), sku: line.sku, expectedQty: line.expectedQty })),
});

export const valuesOf = (order: InboundOrder): InboundFormValues => ({
  referenceNo: order.referenceNo,
  warehouseCode: order.warehouseCode,
  type: order.type,
  shippingMode: order.shippingMode,
  loadType: order.loadType,
  containerType: order.containerType ?? '',
  trackingNos: order.trackingNos,
  containerNo: order.containerNo,
  eta: order.eta.slice(0, 10),
  deliveryMethod: order.deliveryMethod,
  pickupAddress: order.pickupAddress,
  remark: order.remark,
  boxes: order.boxes.length > 0 ? order.boxes.map(boxValues) : [emptyBox()],
});

/** A typed number, or NaN for an empty or unreadable field (the server then names the field). */
export const toNumber = (value: number | string): number =>
  typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);

/** What Save takes. Conditional fields are cleared when their condition is off. */
export function toInput(values: InboundFormValues, id?: string): InboundInput {
  const fcl = values.shippingMode === 'SEA_FCL';
  return {
    ...(id ? { id } : {}),
    referenceNo: values.referenceNo.trim(),
    warehouseCode: values.warehouseCode,
    type: values.type,
    ...(values.shippingMode ? { shippingMode: values.shippingMode } : {}),
    loadType: values.loadType,
    containerType: fcl && values.containerType ? values.containerType : null,
    trackingNos: values.trackingNos.map((no) => no.trim()).filter(Boolean),
    containerNo: values.containerNo.trim().toUpperCase(),
    eta: values.eta,
    deliveryMethod: values.deliveryMethod,
    pickupAddress: values.deliveryMethod === 'PICKUP' ? values.pickupAddress.trim() : '',
    remark: values.remark.trim(),
    // numbers left empty go as null (NaN in JSON): the server names those fields
    boxes: values.boxes.map((box, index): InboundBox => ({
      boxNo: index + 1,
      boxBarcode: null,
      customerBoxRef: box.customerBoxRef.trim(),
      weightKg: toNumber(box.weightKg),
      lengthCm: toNumber(box.lengthCm),
      widthCm: toNumber(box.widthCm),
      heightCm: toNumber(box.heightCm),
      lines: box.lines.map((line) => ({
        sku: line.sku,
        expectedQty: toNumber(line.expectedQty),
        receivedQty: 0,
        goodQty: 0,
        damagedQty: 0,
      })),
    })),
  };
}

export interface InboundTotals {
  boxes: number;
  units: number;
  weightKg: number;
  volumeM3: number;
}

const orZero = (value: number | string) => {
  const number = toNumber(value);
  return Number.isFinite(number) && number > 0 ? number : 0;
};

/** Live totals of the form (a carton SKU's units are counted by the server once saved). */
export function totalsOf(boxes: readonly BoxValues[]): InboundTotals {
  let units = 0;
  let weightKg = 0;
  let volumeM3 = 0;
  for (const box of boxes) {
    weightKg += orZero(box.weightKg);
    volumeM3 += (orZero(box.lengthCm) * orZero(box.widthCm) * orZero(box.heightCm)) / 1_000_000;
    for (const line of box.lines) units += Math.floor(orZero(line.expectedQty));
  }
  return {
    boxes: boxes.length,
    units,
    weightKg: Number(weightKg.toFixed(3)),
    volumeM3: Number(volumeM3.toFixed(3)),
  };
}
