import type { RequestHandler } from 'msw';
import type { Db } from '../store/store';
import type { InboundOrder } from '../store/types/documents';
import type { Actor, DocOfKind, DocumentKind, Outcome, SaveKind } from '../services/contract';

/** How `save` makes (`existing` null) or changes one record of a kind, all or nothing. */
export type Saver<K extends SaveKind> = (
  db: Db,
  actor: Actor,
  input: Record<string, unknown>,
  existing: DocOfKind<K> | null,
) => Promise<Outcome<DocOfKind<K>>>;

/** What `act` answers: the document acted on; for an inbound exception, the order holding it. */
export type ActedDoc<K extends DocumentKind> = K extends 'inboundException' ? InboundOrder : DocOfKind<K>;

/** How one lifecycle step (`action`, the chart's event type) runs on one record of a kind. */
export type Performer<K extends DocumentKind> = (
  db: Db,
  actor: Actor,
  id: string,
  action: string,
  payload: Record<string, unknown>,
) => Promise<Outcome<ActedDoc<K>>>;

/**
 * One area of the back-end (a folder of `server/areas/`), registered once in `server/areas/index.ts`.
 * What a kind of record is (where it is kept, its chart, its numbers) is said once in
 * `server/services/kinds.ts`; what the area does with the kinds it owns is said here: how Save makes
 * or changes one, how a lifecycle step runs on one, and the HTTP calls of its module. `save`, `act`
 * and every home's handlers are built from these, and the type checker holds each kind owned by
 * exactly one area (`server/areas/index.ts`).
 */
export interface Area {
  /** the folder's name */
  readonly name: string;
  /** its HTTP calls (MSW request handlers: a `Request` in, a `Response` out, in every home) */
  readonly routes: readonly RequestHandler[];
  /** the kinds whose records `save` makes or changes */
  readonly save?: { readonly [K in SaveKind]?: Saver<K> };
  /** the kinds whose records take lifecycle steps through `act` */
  readonly act?: { readonly [K in DocumentKind]?: Performer<K> };
}

/** An area's descriptor, its own type kept (which kinds it owns) for the checks of `index.ts`. */
export const defineArea = <const A extends Area>(area: A): A => area;
