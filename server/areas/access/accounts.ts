import type { UserInfo } from '@machines/types';

/** A demo account as the mock back-end keeps it: the user info plus the plain password. */
export interface Account extends UserInfo {
  password: string;
  /**
   * false from registration until the activation link is opened. Accounts stored before
   * registration existed have no flag and count as active.
   */
  active?: boolean;
}

// Customers and visitors are business roles, not among the seed's four sample roles (ids 1–4 of
// /mock/role/table).
const CUSTOMER_ROLE_ID = '5';
/** The seed's super-admin role (admin's). */
export const OPERATOR_ROLE_ID = '1';
export const VISITOR_ROLE_ID = '6';

/** The demo accounts of business.md §1, fresh copies each call (the store changes its own). */
export function demoAccounts(): Account[] {
  return [
    {
      id: '1',
      username: 'admin',
      password: 'admin',
      nickname: 'Administrator',
      email: 'admin@outpost.example',
      phone: '+1 555 0100',
      avatar: '',
      role: 'operator',
      roleId: OPERATOR_ROLE_ID,
      permissions: ['*.*.*'],
      active: true,
    },
    {
      id: '2',
      username: 'test',
      password: 'test',
      nickname: 'Tester',
      email: 'test@outpost.example',
      phone: '+1 555 0101',
      avatar: '',
      role: 'test',
      roleId: '2',
      permissions: ['example:dialog:create', 'example:dialog:delete'],
      active: true,
    },
    {
      id: '3',
      username: 'seller',
      password: 'seller',
      nickname: 'Northwind Seller',
      email: 'seller@northwind.example',
      phone: '+1 555 0102',
      avatar: '',
      role: 'customer',
      roleId: CUSTOMER_ROLE_ID,
      permissions: [],
      customerId: 'C001',
      customerName: 'Northwind Trading',
      active: true,
    },
    {
      id: '4',
      username: 'seller2',
      password: 'seller2',
      nickname: 'Blue Harbor Seller',
      email: 'seller@blueharbor.example',
      phone: '+44 20 7946 0958',
      avatar: '',
      role: 'customer',
      roleId: CUSTOMER_ROLE_ID,
      permissions: [],
      customerId: 'C002',
      customerName: 'Blue Harbor Goods',
      active: true,
    },
  ];
}

/** What the API shows of an account: everything but the password and the activation flag. */
export function toUserInfo(account: Account): UserInfo {
  const { password: _password, active: _active, ...info } = account;
  return structuredClone(info);
}
