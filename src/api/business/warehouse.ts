import type { WarehouseEvent } from '@machines/business/warehouse-registration.machine';
import { get, post, type RequestConfig } from '../client';
import { getList, runAction } from './request';
import type { ListQuery, ListResult, PayloadOf, Removed } from './types/api';
import type { Carrier, Warehouse } from './types/master';

export interface WarehouseQuery extends ListQuery {
  kind?: Warehouse['kind'];
  countryCode?: string;
  currency?: string;
  ownerCustomerId?: string;
}

export interface CarrierQuery extends ListQuery {
  type?: Carrier['type'];
  carrierName?: string;
  /** Carriers serving this warehouse. */
  warehouseCode?: string;
}

export type WarehouseInput = Partial<Omit<Warehouse, 'status' | 'createdAt'>>;
/** The lifecycle actions with an API call of their own (editing saves). */
export type WarehouseAction = Exclude<WarehouseEvent['type'], 'edit'>;

export const getWarehouseList = (query: WarehouseQuery): Promise<ListResult<Warehouse>> =>
  getList<Warehouse>('Warehouse/GetList', query);
export const getWarehouse = (id: string, config?: RequestConfig): Promise<Warehouse> =>
  get<Warehouse>('Warehouse/Get', { id }, config);
export const saveWarehouse = (input: WarehouseInput): Promise<Warehouse> =>
  post<Warehouse>('Warehouse/Save', input);
export const deleteWarehouses = (ids: string[]): Promise<Removed> =>
  post<Removed>('Warehouse/Delete', { ids });

export function warehouseAction<A extends WarehouseAction>(
  id: string,
  action: A,
  payload?: PayloadOf<WarehouseEvent, A>,
): Promise<Warehouse> {
  return runAction<Warehouse>('Warehouse', action, id, payload);
}

export const getCarrierList = (query: CarrierQuery): Promise<ListResult<Carrier>> =>
  getList<Carrier>('Carrier/GetList', query);
export const getCarrier = (id: string): Promise<Carrier> => get<Carrier>('Carrier/Get', { id });
export const saveCarrier = (input: Partial<Carrier>): Promise<Carrier> =>
  post<Carrier>('Carrier/Save', input);
export const deleteCarriers = (ids: string[]): Promise<Removed> => post<Removed>('Carrier/Delete', { ids });
