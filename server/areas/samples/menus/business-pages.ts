/** Who a business menu is for: customers see no operator queues (business.md §11). */
export type BusinessAudience = 'operator' | 'customer';

export interface Page {
  path: string;
  name: string;
  /** The view name the console's registry resolves (`views/Inbound/InboundList`). */
  component: string;
  icon?: string;
  /** An operator queue (review, verify, close…): left out of a customer's menu. */
  operatorOnly?: boolean;
  /** A customer's page (its users): in no operator's menu. */
  customerOnly?: boolean;
  /** An administrator's page (accounts, the outbox, the audit trail): in no other role's menu. */
  adminOnly?: boolean;
  /** Detail and form pages: no menu entry, reached from their list (`activeMenu`). */
  hiddenUnder?: string;
  /** Button permissions every business user holds on this page. */
  can?: string[];
  /** Button permissions of operator actions on this page (business.md §11: customers do not hold them). */
  operatorCan?: string[];
}

export interface Area {
  path: string;
  name: string;
  icon: string;
  pages: Page[];
}

export const crud = (subject: string) => [`${subject}:add`, `${subject}:edit`, `${subject}:delete`];
