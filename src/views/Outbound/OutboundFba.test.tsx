import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setupMockServer } from '@mocks/testing';
import { zh } from '@/test/messages';
import { openAs, rowOf, seedOrder, shownNumbers, stopConsoles, table } from './outbound.test-support';

setupMockServer();
afterEach(() => {
  cleanup();
  stopConsoles();
});

const FBA_LIST = zh('businessMenu.outboundFba');
const FBA = {
  fbaWarehouseCode: 'ONT8',
  fbaShipmentId: 'FBA15ZQTEST1',
  amazonReferenceId: '7ZQREF9',
  cartons: [
    { cartonNo: 'C1', lengthCm: 40, widthCm: 30, heightCm: 30, weightKg: 8, contents: [] },
    { cartonNo: 'C2', lengthCm: 40, widthCm: 30, heightCm: 30, weightKg: 8, contents: [] },
  ],
};

describe('the FBA list (business.md §6)', () => {
  it('lists FBA shipments only, with their Amazon details, even when the link asks for another type', async () => {
    const shipment = await seedOrder('AWAITING_PICK', { referenceNo: 'ZQFBA-0', type: 'FBA', fba: FBA });
    const parcel = await seedOrder('AWAITING_PICK', { referenceNo: 'ZQFBA-1' });
    await openAs('#/outbound/fba?keyword=ZQFBA&type=B2C', 'seller');
    const list = await table(FBA_LIST);
    await waitFor(() => expect(shownNumbers(list)).toEqual([shipment.outboundNo]));
    expect(within(list).queryByText(parcel.outboundNo)).not.toBeInTheDocument();
    const row = rowOf(list, shipment.outboundNo);
    for (const value of ['ONT8', 'FBA15ZQTEST1', '7ZQREF9', '2'])
      expect(within(row).getByText(value)).toBeVisible();
    for (const header of ['fbaWarehouseCode', 'fbaShipmentId', 'amazonReferenceId', 'cartons'])
      expect(within(list).getByRole('columnheader', { name: zh(`outbound.fba.${header}`) })).toBeVisible();
    // the customer adds a shipment from here; the type is not a filter of this list
    expect(screen.getByRole('button', { name: zh('outbound.fba.add') })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: zh('outbound.list.type') })).not.toBeInTheDocument();
  }, 90_000);

  it('shows the warehouse every customer’s shipments, without a way to add one', async () => {
    const shipment = await seedOrder('DRAFT', { referenceNo: 'ZQFBB-0', type: 'FBA', fba: FBA });
    await openAs('#/outbound/fba?keyword=ZQFBB', 'admin');
    const list = await table(FBA_LIST);
    await waitFor(() => expect(shownNumbers(list)).toEqual([shipment.outboundNo]));
    expect(screen.queryByRole('button', { name: zh('outbound.fba.add') })).not.toBeInTheDocument();
  }, 90_000);
});
