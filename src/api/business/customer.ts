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

/** One customer as the operator oversees it: purses, open documents, stock. */
export interface CustomerOverview {
  id: string;
  code: string;
  name: string;
  email: string;
  status: Customer['status'];
  currency: string;
  /** one per currency; `available` is the balance less what is frozen */
  purses: { currency: string; balance: number; available: number; frozen: number; creditLimit: number }[];
  /** documents whose chart has not reached a final state; outbound orders held in EXCEPTION, ARREARS among them */
  open: {
    inbound: number;
    outbound: number;
    rma: number;
    outboundException: number;
    outboundArrears: number;
  };
  /** units on hand in every warehouse */
  stockUnits: number;
}

/** The operator's customers page: every customer's figures (403 for a customer). */
export const getCustomerOverviews = (query: ListQuery): Promise<ListResult<CustomerOverview>> =>
  getList<CustomerOverview>('Customer/GetOverview', query);
