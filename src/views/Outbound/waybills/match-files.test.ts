import { describe, expect, it } from 'vitest';
import type { OutboundWaybillRow } from '@/api/business/outbound';
import { baseName, matchFiles } from './match-files';

const row = (
  outboundNo: string,
  referenceNo: string,
  waybill: OutboundWaybillRow['waybill'],
): OutboundWaybillRow => ({
  id: outboundNo,
  outboundNo,
  referenceNo,
  customerId: 'C001',
  warehouseCode: 'USEA',
  carrierCode: 'UPS-GROUND',
  businessMode: 'WAREHOUSE_ONLY',
  status: 'AWAITING_PICK',
  trackingNo: '',
  waybill,
  fileName: null,
  uploadedAt: null,
  createdAt: '2026-11-01T00:00:00.000Z',
});

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

describe('matching label files to orders by name', () => {
  const orders = [
    row('OB1', 'PO-A', 'MISSING'),
    row('OB2', 'PO-B', 'MISSING'),
    row('OB3', 'PO-C', 'UPLOADED'),
  ];

  it('matches the outbound number or the reference number, any case, and says why the others are not sent', () => {
    const files = [pdf('ob1.PDF'), pdf('PO-B.pdf'), pdf('OB3.pdf'), pdf('OB9.pdf'), pdf('OB2.pdf')];
    const matched = matchFiles([...files, new File(['x'], 'OB1.png', { type: 'image/png' })], orders);
    expect(matched.map((m) => [m.file.name, m.order?.id ?? null, m.problem])).toEqual([
      ['ob1.PDF', 'OB1', null],
      ['PO-B.pdf', 'OB2', null],
      ['OB3.pdf', 'OB3', 'hasLabel'],
      ['OB9.pdf', null, 'noMatch'],
      ['OB2.pdf', 'OB2', 'duplicate'],
      ['OB1.png', null, 'notPdf'],
    ]);
  });

  it('reads the name without its extension', () => {
    expect([baseName('OB1.pdf'), baseName(' PO-A .pdf'), baseName('a.b.pdf')]).toEqual([
      'OB1',
      'PO-A',
      'a.b',
    ]);
  });
});
