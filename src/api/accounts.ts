import type { ListQuery, ListResult } from './business/types/api';
import { get, post } from './client';
import type { AccountOverview, AccountState, SessionsEnded } from './accounts-types';
import type { OperatorRole } from './roles';

export * from './accounts-types';

/** System › Accounts: an operator's alone. */
export interface AccountQuery extends ListQuery {
  state?: AccountState;
}

export const getAccounts = (query: AccountQuery): Promise<ListResult<AccountOverview>> =>
  get<ListResult<AccountOverview>>('Account/GetList', { ...query });

/** Every sign-in of the account ends: its tokens stop working at once. */
export const endSessions = (id: string): Promise<SessionsEnded> =>
  post<SessionsEnded>('Account/EndSessions', { id });

/** A disabled account cannot sign in, and its sessions end at once; enabling lets it sign in again. */
export const setAccountDisabled = (id: string, disabled: boolean): Promise<AccountOverview> =>
  post<AccountOverview>(disabled ? 'Account/Disable' : 'Account/Enable', { id });

/** A colleague of the warehouse invited with a role: the link goes to the outbox (or by mail). */
export const inviteOperator = (input: {
  email: string;
  nickname: string;
  operatorRole: OperatorRole;
}): Promise<{ account: AccountOverview; mail: { to: string; link: string } | null }> =>
  post('Account/InviteOperator', input);

/** Another operator's role; their sessions end, and they sign in again to its menu. */
export const setOperatorRole = (id: string, operatorRole: OperatorRole): Promise<AccountOverview> =>
  post<AccountOverview>('Account/SetOperatorRole', { id, operatorRole });
