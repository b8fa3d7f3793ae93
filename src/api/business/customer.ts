import type { AccountState } from '../accounts-types';
import type { CustomerRole } from '../roles';
import { get, post } from '../client';
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
  contact: string;
  phone: string;
  countryCode: string;
  /** the official warehouses it may use; null: every one (a customer from before they were chosen) */
  warehouseCodes: string[] | null;
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

/** What an operator enters to take a customer on, or to change it (`id` set: code and currency stay). */
export interface CustomerInput {
  id?: string;
  code: string;
  name: string;
  contact: string;
  email: string;
  phone: string;
  countryCode: string;
  currency: string;
  /** the purse's, when the customer is made (the purse page changes it later) */
  creditLimit: number;
  warehouseCodes: string[];
}

/** Creates a customer with its purse, or changes one (operators; a 422 names the fields). */
export const saveCustomer = (input: CustomerInput): Promise<Customer> =>
  post<Customer>('Customer/Save', input);

/** A user of a customer, as its administrator (or an operator) manages them. */
export interface CustomerUser {
  id: string;
  /** empty until an invitee accepts */
  username: string;
  nickname: string;
  email: string;
  customerRole: CustomerRole;
  state: AccountState;
  /** sign-ins whose tokens still work */
  sessions: number;
}

/** What inviting a user did: the user waiting, and (in the embedded demo alone) the mail it sent. */
export interface InvitationSent {
  user: CustomerUser;
  mail: { to: string; link: string } | null;
}

/** A customer's users (operators: any customer's; a customer's administrator: its own). */
export const getCustomerUsers = (customerId: string): Promise<CustomerUser[]> =>
  get<CustomerUser[]>('Customer/GetUsers', { customerId });

/** Invites a user to a customer with a role: the link goes to the outbox (or by mail). */
export const inviteCustomerUser = (input: {
  customerId: string;
  email: string;
  nickname: string;
  customerRole: CustomerRole;
}): Promise<InvitationSent> => post<InvitationSent>('Customer/Invite', input);

/** A user's role changed, or the user disabled or enabled (their sessions end with either). */
export const updateCustomerUser = (input: {
  customerId: string;
  id: string;
  customerRole?: CustomerRole;
  disabled?: boolean;
}): Promise<CustomerUser> => post<CustomerUser>('Customer/UpdateUser', input);

/** Suspends a customer (its users signed out, kept out) or resumes it (operators). */
export const setCustomerSuspended = (
  id: string,
  suspended: boolean,
): Promise<{ id: string; status: Customer['status']; signedOut: number }> =>
  post(suspended ? 'Customer/Suspend' : 'Customer/Resume', { id });
