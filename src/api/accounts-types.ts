/**
 * The accounts as an operator sees them on System › Accounts, shared by the console and the
 * back-end (server/areas/access/accounts.routes.ts).
 */
export const ACCOUNT_STATES = ['active', 'invited', 'awaitingActivation', 'disabled'] as const;
export type AccountState = (typeof ACCOUNT_STATES)[number];

export interface AccountOverview {
  id: string;
  /** empty while an invitation waits to be accepted */
  username: string;
  nickname: string;
  email: string;
  phone: string;
  /** 'operator' | 'customer' | 'test' | 'visitor' */
  role: string;
  customerName: string | null;
  /** an operator's role or a customer's user's (src/api/roles.ts); null for the other accounts */
  subRole: string | null;
  state: AccountState;
  /** sign-ins whose tokens still work */
  sessions: number;
}

/** What ending an account's sessions did. */
export interface SessionsEnded {
  ended: number;
}
