import { get } from '../client';
import { getList } from './request';
import type { ListQuery, ListResult } from './types/api';
import type { Customer } from './types/master';

/** Operators list every customer; a customer gets only itself. */
export const getCustomerList = (query: ListQuery & { countryCode?: string }): Promise<ListResult<Customer>> =>
  getList<Customer>('Customer/GetList', query);
export const getCustomer = (id: string): Promise<Customer> => get<Customer>('Customer/Get', { id });
/** The signed-in customer's own record. */
export const getCurrentCustomer = (): Promise<Customer> => get<Customer>('Customer/GetCurrent');
