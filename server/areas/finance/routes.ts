import { failure, succeed } from '../../services/contract';
import { ownScope } from '../../api/crud';
import { exportHandler } from '../../api/export';
import { feeColumns, feeSpec, feeTrend, purseSpec, totalsByBusiness, transactionSpec } from './lists.routes';
import { financeSettlementHandlers } from './settlement.routes';
import type { Column } from '../../api/files/table-export';
import { listRecords, sumsOfSelection } from '../../store/table-lists';
import type { PurseTransaction } from '../../store/types/ledger';
import { businessGet, businessPost } from '../../api/route';
import {
  freezeFunds,
  runStorageJob,
  setCreditLimit,
  setLowBalanceAlert,
  unfreezeFunds,
} from '../../api/services';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const transactionColumns: Column<PurseTransaction>[] = [
  { header: 'transactionNo', value: (t) => t.transactionNo },
  { header: 'at', value: (t) => t.at },
  { header: 'customerId', value: (t) => t.customerId },
  { header: 'currency', value: (t) => t.currency },
  { header: 'type', value: (t) => t.type },
  { header: 'source', value: (t) => t.source },
  { header: 'amount', value: (t) => t.amount },
  { header: 'balanceAfter', value: (t) => t.balanceAfter },
  { header: 'docType', value: (t) => t.docType },
  { header: 'docNo', value: (t) => t.docNo },
  { header: 'remark', value: (t) => t.remark },
];

export const financeHandlers = [
  businessGet(
    'Finance/GetPurses',
    async ({ db, actor, query }) => await listRecords(db, 'purses', query, purseSpec, ownScope(actor, query)),
  ),
  businessGet(
    'Finance/GetTransactions',
    async ({ db, actor, query }) =>
      await listRecords(db, 'purseTransactions', query, transactionSpec, ownScope(actor, query)),
  ),
  // The purse ledger as the list shows it (same filters, 365 days at most).
  exportHandler(
    'Finance/ExportTransactions',
    'purseTransactions',
    ({ actor, query }) => ownScope(actor, query),
    transactionSpec,
    transactionColumns,
    'purse-transactions',
  ),
  // The bill: a page of fee items plus the totals per business of every selected item.
  businessGet(
    'Finance/GetFees',
    async ({ db, actor, query }) => {
      const scope = ownScope(actor, query);
      const page = await listRecords(db, 'fees', query, feeSpec, scope);
      if (!page.ok) return page;
      const sums = await sumsOfSelection(db, 'fees', query, feeSpec, scope, ['business'], 'amount');
      return sums.ok ? succeed({ ...page.value, totals: totalsByBusiness(sums.value) }) : sums;
      // one document's fees are the document's: a role that sees no money reads them on its orders
    },
    { oneDocument: 'docNo' },
  ),
  // The bill's chart: the selected items (the bill's filters) per business per month.
  businessGet('Finance/GetFeeTrend', async ({ db, actor, query }) => {
    const by = [{ month: 'at' }, 'business'];
    const sums = await sumsOfSelection(db, 'fees', query, feeSpec, ownScope(actor, query), by, 'amount');
    return sums.ok ? succeed({ points: feeTrend(sums.value) }) : sums;
  }),
  exportHandler(
    'Finance/ExportFees',
    'fees',
    ({ actor, query }) => ownScope(actor, query),
    feeSpec,
    feeColumns,
    'fees',
  ),
  businessPost(
    'Finance/RunStorageJob',
    async ({ db, actor, body }) => await runStorageJob(db, actor, text(body.day)),
    {
      operatorOnly: true,
    },
  ),
  // `{ customerId, currency, creditLimit }`
  businessPost(
    'Finance/SetCreditLimit',
    async ({ db, actor, body }) =>
      await setCreditLimit(db, actor, text(body.customerId), text(body.currency) || 'USD', body.creditLimit),
    { operatorOnly: true },
  ),
  // `{ customerId, currency, amount, remark }`
  businessPost(
    'Finance/FreezeFunds',
    async ({ db, actor, body }) =>
      await freezeFunds(
        db,
        actor,
        text(body.customerId),
        text(body.currency) || 'USD',
        body.amount,
        body.remark,
      ),
    { operatorOnly: true },
  ),
  businessPost(
    'Finance/UnfreezeFunds',
    async ({ db, actor, body }) =>
      await unfreezeFunds(
        db,
        actor,
        text(body.customerId),
        text(body.currency) || 'USD',
        body.amount,
        body.remark,
      ),
    { operatorOnly: true },
  ),
  // `{ currency, amount }` (the customer's own; empty or null clears it)
  businessPost('Finance/SetLowBalanceAlert', async ({ db, actor, body }) => {
    // a currency that is not a text is refused at its field, never read as the default; a body
    // without the amount asks nothing (a blank one, or null, takes the alert away)
    if (body.currency !== undefined && typeof body.currency !== 'string')
      return failure(422, 'validationFailed', undefined, { currency: { key: 'currencyInvalid' } });
    if (!('amount' in body))
      return failure(422, 'validationFailed', undefined, { amount: { key: 'lowBalanceAlertInvalid' } });
    return await setLowBalanceAlert(db, actor, text(body.currency) || 'USD', body.amount);
  }),
  ...financeSettlementHandlers,
];
