import type { AuditEntry } from '@/api/audit-types';
import { documentOf } from '../../api/audit';
import { businessGet } from '../../api/route';
import { succeed } from '../../services/contract';
import type { ListSpec } from '../../store/list-query';
import { listRecords } from '../../store/table-lists';

/**
 * The audit trail's list (issue #41 §4): who changed what, when and from where, newest first, by
 * account, customer, document and time. Operators' administrators read all of it; a customer's
 * administrator reads its own customer's, each entry cut to that customer's records, and an
 * operator's entry without the operator's name or address.
 */
export const AUDIT_SPEC: ListSpec<AuditEntry> = {
  keyword: ['call', 'document', 'accountName'],
  equals: {
    account: 'accountName',
    customerId: { each: 'customerIds' },
    document: { each: 'subjects' },
    call: 'call',
  },
  ranges: { at: { field: 'at' } },
  sorts: { at: 'at' },
  defaultSort: { field: 'at', order: 'desc' },
};

/** An entry as a customer's administrator reads it: its customer's records, no operator named. */
function toldTo(customerId: string, entry: AuditEntry): AuditEntry {
  const operator = entry.side === 'operator';
  const changes = entry.changes.filter((change) => change.customerId === customerId);
  return {
    ...entry,
    accountId: operator ? null : entry.accountId,
    accountName: operator ? null : entry.accountName,
    address: operator ? null : entry.address,
    document: documentOf(changes),
    subjects: [],
    customerIds: [customerId],
    changes,
    // what else the call changed is another's
    more: 0,
  };
}

export const auditHandlers = [
  businessGet(
    'Audit/GetList',
    async ({ db, actor, query }) => {
      const own = actor.customerId;
      const asked = new URLSearchParams(query);
      if (own !== null) asked.set('customerId', own);
      const page = await listRecords(db, 'auditEvents', asked, AUDIT_SPEC);
      if (!page.ok || own === null) return page;
      return succeed({ ...page.value, list: page.value.list.map((entry) => toldTo(own, entry)) });
    },
    { adminOnly: true },
  ),
];
