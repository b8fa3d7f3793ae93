import { failure } from '../../services/contract';
import { filter } from '../../store/store';
import type { Settlement } from '../../store/types/documents';
import { ownScope } from '../../api/crud';
import { exportHandler } from '../../api/export';
import { fileResponse, MIME } from '../../api/files/respond-file';
import { statementPdf, statementSummary } from './statement-pdf';
import { isExportFormat, tableResponse, type Cell, type Column } from '../../api/files/table-export';
import { feeColumns, settlementSpec } from './lists.routes';
import { listRecords } from '../../store/table-lists';
import { businessGet, businessPost, idIn, pascal, withoutId } from '../../api/route';
import { act, closeSettlement, getVisible, previewSettlement } from '../../api/services';

const settlementColumns: Column<Settlement>[] = [
  { header: 'settlementNo', value: (s) => s.settlementNo },
  { header: 'customerId', value: (s) => s.customerId },
  { header: 'periodFrom', value: (s) => s.periodFrom },
  { header: 'periodTo', value: (s) => s.periodTo },
  { header: 'currency', value: (s) => s.currency },
  { header: 'status', value: (s) => s.status },
  { header: 'openingBalance', value: (s) => s.openingBalance },
  { header: 'recharges', value: (s) => s.recharges },
  { header: 'feesInbound', value: (s) => s.feesByBusiness.INBOUND },
  { header: 'feesOutbound', value: (s) => s.feesByBusiness.OUTBOUND },
  { header: 'feesStorage', value: (s) => s.feesByBusiness.STORAGE },
  { header: 'feesReturn', value: (s) => s.feesByBusiness.RETURN },
  { header: 'feesVas', value: (s) => s.feesByBusiness.VAS },
  { header: 'feesOther', value: (s) => s.feesByBusiness.OTHER },
  { header: 'otherMovements', value: (s) => s.otherMovements },
  { header: 'adjustmentTotal', value: (s) => s.adjustmentTotal },
  { header: 'closingBalance', value: (s) => s.closingBalance },
];

const STATEMENT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
const isStatementFormat = (value: unknown): value is (typeof STATEMENT_FORMATS)[number] =>
  STATEMENT_FORMATS.some((format) => format === value);

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export const financeSettlementHandlers = [
  businessGet(
    'Finance/GetSettlements',
    async ({ db, actor, query }) =>
      await listRecords(db, 'settlements', query, settlementSpec, ownScope(actor, query)),
  ),
  businessGet(
    'Finance/GetSettlement',
    async ({ db, actor, query }) => await getVisible(db, actor, 'settlements', query.get('id') ?? ''),
  ),
  exportHandler(
    'Finance/ExportSettlements',
    'settlements',
    ({ actor, query }) => ownScope(actor, query),
    settlementSpec,
    settlementColumns,
    'settlements',
  ),
  // One statement: `?id=&format=pdf|xlsx|csv`, the summary then its fee items.
  businessGet('Finance/SettlementStatement', async ({ db, actor, query }) => {
    const format = query.get('format') ?? 'pdf';
    if (!isStatementFormat(format)) {
      return failure(422, 'validationFailed', undefined, { format: { key: 'statementFormatInvalid' } });
    }
    const found = await getVisible(db, actor, 'settlements', query.get('id') ?? '');
    if (!found.ok) return found;
    const settlement = found.value;
    const fees = await filter(db, 'fees', { settlementNo: settlement.settlementNo });
    if (format === 'pdf') {
      return fileResponse(await statementPdf(settlement, fees), MIME.pdf, `${settlement.settlementNo}.pdf`);
    }
    const table: Cell[][] = [
      ...statementSummary(settlement),
      [],
      feeColumns.map((column) => column.header),
      ...fees.map((fee) => feeColumns.map((column) => column.value(fee))),
    ];
    if (!isExportFormat(format))
      return failure(422, 'validationFailed', undefined, { format: { key: 'statementFormatInvalid' } });
    return tableResponse(table, format, settlement.settlementNo);
  }),
  // `{ customerId, periodFrom, periodTo }`: every unbilled fee of the period billed under a new statement.
  businessPost(
    'Finance/CloseSettlement',
    async ({ db, actor, body }) =>
      await closeSettlement(db, actor, text(body.customerId), text(body.periodFrom), text(body.periodTo)),
    { operatorOnly: true },
  ),
  // `{ customerId, periodFrom, periodTo }`: what closing the period would bill, nothing written.
  businessPost(
    'Finance/PreviewSettlement',
    async ({ db, actor, body }) =>
      await previewSettlement(db, actor, text(body.customerId), text(body.periodFrom), text(body.periodTo)),
    { operatorOnly: true },
  ),
  // The statement's lifecycle: `Finance/ConfirmSettlement`, `DisputeSettlement { note }`, `AdjustSettlement`.
  ...(['confirm', 'dispute', 'adjust'] as const).map((event) =>
    businessPost(`Finance/${pascal(event)}Settlement`, async ({ db, actor, body }) => {
      const id = idIn(body);
      if (id === '') return failure(422, 'validationFailed', undefined, { id: { key: 'idRequired' } });
      return await act(db, actor, 'settlement', id, event, withoutId(body));
    }),
  ),
];
