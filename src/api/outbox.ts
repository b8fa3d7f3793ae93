import type { ListQuery, ListResult } from './business/types/api';
import { get, post } from './client';
import type { OutboxMessage, OutboxState } from './outbox-types';

export * from './outbox-types';

/** The outbox page's calls: an operator's alone. */
export interface OutboxQuery extends ListQuery {
  state?: OutboxState;
}

export const getOutbox = (query: OutboxQuery): Promise<ListResult<OutboxMessage>> =>
  get<ListResult<OutboxMessage>>('Outbox/GetList', { ...query });

/** The operator gave the message to its recipient another way: its secret is dropped. */
export const passOnMessage = (id: string): Promise<OutboxMessage> =>
  post<OutboxMessage>('Outbox/PassOn', { id });
