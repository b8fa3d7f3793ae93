/**
 * The roles of the console's users (issue #41 §3), shared by the console and the back-end: what each
 * may change, by business area.
 *
 * A customer's users: the role decides what they may change, and the orders role's menu shows no
 * money (`roleSees`). The customer's administrator also invites its other users.
 *
 * An area is named as the permissions of the menu name it (`outbound:submit` is the outbound area's)
 * and as the calls' modules (`Outbound/Submit`): the back-end refuses a call of an area the role may
 * not change (403), and the menu gives the role only the permissions of the areas it may change, so
 * the console shows no button that would be refused.
 */
export const CUSTOMER_ROLES = ['viewer', 'orders', 'finance', 'admin'] as const;
export type CustomerRole = (typeof CUSTOMER_ROLES)[number];

/** A customer account made before roles existed is its customer's administrator. */
export const DEFAULT_CUSTOMER_ROLE: CustomerRole = 'admin';

export const isCustomerRole = (value: unknown): value is CustomerRole =>
  (CUSTOMER_ROLES as readonly unknown[]).includes(value);

const GOODS = ['sku', 'inbound', 'outbound', 'rma'];
const MONEY = ['recharge', 'finance', 'settlement'];

/** The areas whose records each role may change; the administrator may change every area's. */
const CHANGES: Record<CustomerRole, readonly string[] | 'all'> = {
  viewer: [],
  orders: GOODS,
  finance: MONEY,
  admin: 'all',
};

/** Actions that only read what the role already sees: exporting and printing. */
const READING = new Set(['export', 'print']);

/**
 * The menu areas a role is not shown: the orders role works the goods, and its menu has no money
 * (the purse, the bill, recharges, statements), nor its home page the purse. Its calls still read
 * what the order pages show of money (an order's costs, whether the purse covers it).
 */
const UNSEEN: Record<CustomerRole, readonly string[]> = {
  viewer: [],
  orders: MONEY,
  finance: [],
  admin: [],
};

/** Whether the role's menu shows `area` (a menu area's name, any case). */
export function roleSees(role: CustomerRole, area: string): boolean {
  return !UNSEEN[role].includes(area.toLowerCase());
}

/** Whether the role may change records of `area` (a permission's first part, lower case). */
export function roleChanges(role: CustomerRole, area: string): boolean {
  const areas = CHANGES[role];
  return areas === 'all' || areas.includes(area.toLowerCase());
}

/** Whether a button permission (`outbound:submit`, `inventory:export`) is the role's. */
export function roleHasPermission(role: CustomerRole, permission: string): boolean {
  const [area = '', action = ''] = permission.split(':');
  return READING.has(action) || roleChanges(role, area);
}

/**
 * The operators' roles: warehouse staff run the goods (SKU reviews, inbound, outbound, returns,
 * stock); finance the money (recharges, credit limits, statements, the storage job); the
 * administrator everything, the master data (warehouses, carriers, customers) and the accounts and
 * outbox among it. Every operator reads every customer's data.
 */
export const OPERATOR_ROLES = ['warehouse', 'finance', 'admin'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** An operator account made before roles existed (and `create-admin`'s) is an administrator. */
export const DEFAULT_OPERATOR_ROLE: OperatorRole = 'admin';

export const isOperatorRole = (value: unknown): value is OperatorRole =>
  (OPERATOR_ROLES as readonly unknown[]).includes(value);

const OPERATOR_CHANGES: Record<OperatorRole, readonly string[] | 'all'> = {
  warehouse: [...GOODS, 'inventory'],
  finance: MONEY,
  admin: 'all',
};

/** Whether the operator's role may change records of `area`. */
export function operatorRoleChanges(role: OperatorRole, area: string): boolean {
  const areas = OPERATOR_CHANGES[role];
  return areas === 'all' || areas.includes(area.toLowerCase());
}

/** Whether a button permission is the operator role's. */
export function operatorRoleHasPermission(role: OperatorRole, permission: string): boolean {
  const [area = '', action = ''] = permission.split(':');
  return READING.has(action) || operatorRoleChanges(role, area);
}
