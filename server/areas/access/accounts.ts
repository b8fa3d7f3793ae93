import type { AccountState } from '@/api/accounts-types';
import type { UserInfo } from '@machines/types';
import {
  DEFAULT_CUSTOMER_ROLE,
  DEFAULT_OPERATOR_ROLE,
  type CustomerRole,
  type OperatorRole,
} from '@/api/roles';

/** An account as the back-end keeps it: the user info plus its password's hash. */
export interface Account extends UserInfo {
  /** scrypt, in the PHC string format (password-hash.ts) */
  passwordHash: string;
  /**
   * The password itself, as builds before the hashes kept it: hashed and removed at start
   * (`hashStoredPasswords`), never read otherwise.
   */
  password?: string;
  /**
   * false from registration until the activation link is opened. Accounts stored before
   * registration existed have no flag and count as active.
   */
  active?: boolean;
  /** true once an operator disabled it: it cannot sign in, and its sessions ended then */
  disabled?: boolean;
  /** a customer's user: what it may change (src/api/roles.ts); absent: administrator */
  customerRole?: CustomerRole;
  /** an operator: what it may change (src/api/roles.ts); absent: administrator */
  operatorRole?: OperatorRole;
  /** true from an invitation until it is accepted: no username or password yet */
  invited?: boolean;
  /** true while an operator has its customer suspended: it cannot sign in */
  customerSuspended?: boolean;
}

// Customers and visitors are business roles, not among the seed's four sample roles (ids 1–4 of
// /mock/role/table).
export const CUSTOMER_ROLE_ID = '5';
/** The seed's super-admin role (admin's). */
export const OPERATOR_ROLE_ID = '1';
export const VISITOR_ROLE_ID = '6';

/**
 * The demo accounts of business.md §1, fresh copies each call (the store changes its own). Their
 * passwords are published, so their hashes are made once, here, at the demo's cost: a deployment
 * that keeps them rehashes each at its own cost at its first sign-in.
 */
export function demoAccounts(): Account[] {
  return [
    {
      id: '1',
      username: 'admin',
      // 'admin' (business.md §1), hashed at the demo's cost
      passwordHash:
        '$scrypt$ln=10,r=8,p=1$/4GWB+ZbPJ29jg14hGRBTQ$pLSagjiWwhTqzOCyixH4q+LORVYWN/8VDF0UO6Za9ic',
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
      // 'test' (business.md §1), hashed at the demo's cost
      passwordHash:
        '$scrypt$ln=10,r=8,p=1$zksUhxd0aF/pWsKjifzAvg$bQjBfj0FxC16+kVfdoZO2VoiLpm6WgIAnqlUoqdO7hw',
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
      // 'seller' (business.md §1), hashed at the demo's cost
      passwordHash:
        '$scrypt$ln=10,r=8,p=1$VsK0Gjcr3q12EZVtAcVa7Q$uOi7YdQRk1vnEPBj5WUAN5/jgF5tiX2W99K7AylPROw',
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
      // 'seller2' (business.md §1), hashed at the demo's cost
      passwordHash:
        '$scrypt$ln=10,r=8,p=1$mrpXvcphl2tscZ0xp7Y1Fw$81a6J681SBixN8mhNaA200jng18bGXo+3UUs/bsIVnI',
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

/** What the API shows of an account: everything but the password's hash and the activation flag. */
export function toUserInfo(account: Account): UserInfo {
  const {
    passwordHash: _hash,
    password: _password,
    active: _active,
    invited: _invited,
    customerSuspended: _suspended,
    ...info
  } = account;
  return structuredClone(info);
}

/** The role of a customer's user: as invited, or administrator for accounts older than roles. */
export const customerRoleOf = (account: Account): CustomerRole =>
  account.customerRole ?? DEFAULT_CUSTOMER_ROLE;

/** The role of an operator: as invited or set, or administrator for accounts older than roles. */
export const operatorRoleOf = (account: Account): OperatorRole =>
  account.operatorRole ?? DEFAULT_OPERATOR_ROLE;

/** Where an account stands: disabled, invited (not accepted yet), not activated, or active. */
export const accountStateOf = (account: Account): AccountState =>
  account.disabled
    ? 'disabled'
    : account.invited
      ? 'invited'
      : account.active === false
        ? 'awaitingActivation'
        : 'active';
