import type { CustomerRole, OperatorRole } from '@/api/roles';
import type { Role } from '@machines/business/lifecycle';
import type { MessageKey } from '../api/i18n';
import type { FeeBusiness, FeeCode, FeeItem, TariffRule } from '../store/types/ledger';

/**
 * The contract between the business services (`server/services/*` and each area's `save`/`actions`: validation, lifecycle, effects)
 * and the HTTP handlers (`server/api/*` and the areas' routes: auth, ownership, paging, exports). Services know
 * nothing of HTTP or languages; they answer outcomes whose messages are keys of `server/api/i18n.ts`, and
 * the handler translates them into the request's language.
 */

/** Who is acting. `customerId` is null for operators (they see every customer). */
export interface Actor {
  accountId: string;
  /** Shown in action logs and flow rows. */
  name: string;
  role: Role;
  customerId: string | null;
  /** a customer's user's role (src/api/roles.ts); none for an operator */
  customerRole?: CustomerRole;
  /** an operator's role (src/api/roles.ts); none for a customer's user */
  operatorRole?: OperatorRole;
}

export interface MessageRef {
  key: MessageKey;
  params?: Record<string, string>;
}

/** A field name (dotted path for nested fields: `boxes.0.lines.1.expectedQty`) → its message. */
export type FieldMessages = Record<string, MessageRef>;

/**
 * 404: unknown or another customer's record (existence is not disclosed); 403: the role may not;
 * 409: the lifecycle state does not allow it (message names the state); 422: invalid input, `fields`
 * tells which; 500: the seed's code for "please select data to delete".
 */
export interface Failure {
  ok: false;
  status: 403 | 404 | 409 | 422 | 500;
  message: MessageRef;
  fields?: FieldMessages;
}

export type Outcome<T> = { ok: true; value: T } | Failure;

export const succeed = <T>(value: T): Outcome<T> => ({ ok: true, value });

export const failure = (
  status: Failure['status'],
  key: MessageKey,
  params?: Record<string, string>,
  fields?: FieldMessages,
): Failure => ({ ok: false, status, message: { key, params }, ...(fields ? { fields } : {}) });

// the kinds of record, each described once (kinds.ts)
export type { DocOfKind, DocumentKind, SaveKind } from './kinds';
export { KIND_COLLECTIONS } from './kinds';

/** One fee line of an estimate (`estimateFees`), priced by the tariff (`server/areas/finance/tariff.ts`). */
export interface EstimateItem {
  feeCode: FeeCode;
  business: FeeBusiness;
  quantity: number;
  unit: string;
  unitPrice: number;
  amount: number;
  tariffRule: TariffRule;
}

export interface FeeEstimate {
  currency: string;
  items: EstimateItem[];
  total: number;
}

/** What one run of the storage job did (`runStorageJob`). */
export interface StorageJobResult {
  day: string;
  /** Fee items posted by this run (none when the day had been run for everybody). */
  posted: FeeItem[];
  /** Customer+warehouse pairs whose fee the purse could not cover (ARREARS): not posted, retried by a later run. */
  refused: { customerId: string; warehouseCode: string; amount: number }[];
}
