import { failure, type Actor, type DocumentKind, type SaveKind } from '../services/contract';
import type { CollectionName, Criteria, Db, DocOf } from '../store/store';
import { listRecords } from '../store/table-lists';
import { scopeCustomer } from './actor';
import type { ListSpec, RowScope } from '../store/list-query';
import {
  businessGet,
  businessPost,
  idIn,
  idsIn,
  pascal,
  withoutId,
  type CallResult,
  type PostContext,
} from './route';
import { act, getVisible, remove, save } from './services';

/** Which rows a caller may list, as criteria any of which a row meets (null: all of them). */
export type Scope<T> = (actor: Actor, query: URLSearchParams, db: Db) => RowScope<T> | Promise<RowScope<T>>;

/** A customer's own rows; an operator's, all or those of the `customerId` filter. */
export function ownScope<T extends { customerId: string }>(
  actor: Actor,
  query: URLSearchParams,
): RowScope<T> {
  const customerId = scopeCustomer(actor, query.get('customerId'));
  return customerId === null ? null : [{ customerId } as Criteria<T>];
}

export interface CrudConfig<N extends CollectionName> {
  module: string;
  collection: N;
  kind: SaveKind;
  spec: ListSpec<DocOf<N>>;
  scope: Scope<DocOf<N>>;
  /** Lifecycle events, one `POST <Module>/<Event>` each. */
  actions?: { kind: DocumentKind; events: readonly string[] };
  /**
   * `<Module>/Save` when the record refers to something outside the database (an upload): checks
   * it, then saves through `save` as the standard verb does.
   */
  save?: (context: PostContext) => CallResult | Promise<CallResult>;
  /** Records only operators make and remove (the carriers): Save and Delete refuse a customer (403). */
  operatorWrites?: boolean;
}

/** `POST <path> { id, ...payload }`: one lifecycle event of `kind` through its chart (`act`). */
export function actionHandler(path: string, kind: DocumentKind, event: string) {
  return businessPost(path, async ({ db, actor, body }) => {
    const id = idIn(body);
    if (id === '') return failure(422, 'validationFailed', undefined, { id: { key: 'idRequired' } });
    return await act(db, actor, kind, id, event, withoutId(body));
  });
}

/** The standard verbs of business.md §2: GetList, Get, Save, Delete and one POST per lifecycle event. */
export function crudHandlers<N extends CollectionName>(config: CrudConfig<N>) {
  const { module, collection, kind } = config;
  const handlers = [
    businessGet(
      `${module}/GetList`,
      async ({ db, actor, query }) =>
        await listRecords(db, collection, query, config.spec, await config.scope(actor, query, db)),
    ),
    businessGet(
      `${module}/Get`,
      async ({ db, actor, query }) => await getVisible(db, actor, collection, query.get('id') ?? ''),
    ),
    businessPost(`${module}/Save`, config.save ?? (({ db, actor, body }) => save(db, actor, kind, body)), {
      operatorOnly: config.operatorWrites,
    }),
    businessPost(
      `${module}/Delete`,
      async ({ db, actor, body }) => await remove(db, actor, kind, idsIn(body)),
      { operatorOnly: config.operatorWrites },
    ),
  ];
  const actions = config.actions;
  if (!actions) return handlers;
  return [
    ...handlers,
    ...actions.events.map((event) => actionHandler(`${module}/${pascal(event)}`, actions.kind, event)),
  ];
}
