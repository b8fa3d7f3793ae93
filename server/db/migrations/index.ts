import type { Migration } from 'kysely';
import * as engineState from './0001_engine_state';
import * as keptValue from './0002_kept_value';
import * as masters from './0003_masters';
import * as docCounter from './0004_doc_counter';
import * as sku from './0005_sku';
import * as skuRecords from './0006_sku_records';
import * as balance from './0007_balance';
import * as purse from './0008_purse';
import * as listColumns from './0009_list_columns';
import * as purseTransaction from './0010_purse_transaction';
import * as purseLedgerIndexes from './0011_purse_ledger_indexes';
import * as fee from './0012_fee';
import * as stockFlow from './0013_stock_flow';
import * as financeDocuments from './0014_finance_documents';
import * as outboundBatch from './0015_outbound_batch';
import * as inbound from './0016_inbound';
import * as rma from './0017_rma';
import * as outbound from './0018_outbound';
import * as appliedEffect from './0019_applied_effect';
import * as upload from './0020_upload';
import * as authState from './0021_auth_state';
import * as outboundWaybill from './0022_outbound_waybill';
import * as rmaReturnedUnits from './0023_rma_returned_units';
import * as outboundListAtScale from './0024_outbound_list_at_scale';
import * as outboundTally from './0025_outbound_tally';
import * as orderIndexes from './0026_order_indexes';
import * as outboundCustomerTally from './0027_outbound_customer_tally';
import * as outboundFacetTally from './0028_outbound_facet_tally';
import * as outbox from './0029_outbox';
import * as serviceSecret from './0030_service_secret';
import * as auditEvent from './0031_audit_event';
import * as authAttempt from './0032_auth_attempt';

/**
 * Every migration, in the order they run, named by file. Listed rather than read from the folder so
 * that the browser's bundle (which has no file system) runs the same list. A migration once landed is
 * never edited: a change is a new file.
 */
export const migrations: Record<string, Migration> = {
  '0001_engine_state': engineState,
  '0002_kept_value': keptValue,
  '0003_masters': masters,
  '0004_doc_counter': docCounter,
  '0005_sku': sku,
  '0006_sku_records': skuRecords,
  '0007_balance': balance,
  '0008_purse': purse,
  '0009_list_columns': listColumns,
  '0010_purse_transaction': purseTransaction,
  '0011_purse_ledger_indexes': purseLedgerIndexes,
  '0012_fee': fee,
  '0013_stock_flow': stockFlow,
  '0014_finance_documents': financeDocuments,
  '0015_outbound_batch': outboundBatch,
  '0016_inbound': inbound,
  '0017_rma': rma,
  '0018_outbound': outbound,
  '0019_applied_effect': appliedEffect,
  '0020_upload': upload,
  '0021_auth_state': authState,
  '0022_outbound_waybill': outboundWaybill,
  '0023_rma_returned_units': rmaReturnedUnits,
  '0024_outbound_list_at_scale': outboundListAtScale,
  '0025_outbound_tally': outboundTally,
  '0026_order_indexes': orderIndexes,
  '0027_outbound_customer_tally': outboundCustomerTally,
  '0028_outbound_facet_tally': outboundFacetTally,
  '0029_outbox': outbox,
  '0030_service_secret': serviceSecret,
  '0031_audit_event': auditEvent,
  '0032_auth_attempt': authAttempt,
};
