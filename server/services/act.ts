import type { Db } from '../store/store';
import type { InboundOrder } from '../store/types/documents';
import { actOnException } from '../areas/outbound/exception';
import { actOnInbound } from '../areas/inbound/actions';
import { actOnSku, actOnWarehouse } from '../areas/masters/actions';
import { actOnCertificate, actOnDeclaration } from '../areas/sku/actions-records';
import { actOnRecharge } from '../areas/finance/actions';
import { actOnSettlement } from '../areas/finance/settlement-actions';
import { actOnOutbound } from '../areas/outbound/actions';
import { actOnRma } from '../areas/rma/actions';
import type { Actor, DocOfKind, DocumentKind, Outcome } from './contract';

/** What `act` answers: the document acted on; for an inbound exception, the order holding it. */
export type ActedDoc<K extends DocumentKind> = K extends 'inboundException' ? InboundOrder : DocOfKind<K>;

type Performer<K extends DocumentKind> = (
  db: Db,
  actor: Actor,
  id: string,
  action: string,
  payload: Record<string, unknown>,
) => Promise<Outcome<ActedDoc<K>>>;

const PERFORMERS: { [K in DocumentKind]: Performer<K> } = {
  sku: actOnSku,
  certificate: actOnCertificate,
  declaration: actOnDeclaration,
  warehouse: actOnWarehouse,
  inbound: actOnInbound,
  inboundException: actOnException,
  outbound: actOnOutbound,
  rma: actOnRma,
  recharge: actOnRecharge,
  settlement: actOnSettlement,
};

/**
 * One lifecycle action (`action` is the chart's event type) on one document, with every effect of
 * business.md §10, all or nothing: 404 unknown or another customer's; 409 when the state does not
 * allow it (or the stock or purse refuses an effect: ARREARS, not enough stock); 403 for the wrong
 * role; 422 with a message per payload field. Each effect is keyed, so no replay posts twice.
 */
export async function act<K extends DocumentKind>(
  db: Db,
  actor: Actor,
  kind: K,
  id: string,
  action: string,
  payload: Record<string, unknown>,
): Promise<Outcome<ActedDoc<K>>> {
  const performer = PERFORMERS[kind] as Performer<K>;
  return performer(db, actor, id, action, payload);
}
