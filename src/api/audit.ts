import type { ListQuery, ListResult } from './business/types/api';
import { get } from './client';
import type { AuditEntry } from './audit-types';

export * from './audit-types';

/** The audit trail's filters (server/areas/audit/routes.ts): each an exact match. */
export interface AuditQuery extends ListQuery {
  /** an account's user name */
  account?: string;
  /** the operator's choice of customer */
  customerId?: string;
  /** a document's number (or a record's code or id) */
  document?: string;
  atFrom?: string;
  atTo?: string;
}

/** The trail, newest first: an administrator's alone (a customer's: its own customer's). */
export const getAuditTrail = (query: AuditQuery): Promise<ListResult<AuditEntry>> =>
  get<ListResult<AuditEntry>>('Audit/GetList', { ...query });
