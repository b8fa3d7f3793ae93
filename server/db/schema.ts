/**
 * The database's tables as Kysely sees them: one interface per table, named as in SQL.
 * Migrations (./migrations) create them; a query of the service names no table that is not here.
 */
export interface Database {
  /**
   * What the business engine keeps while its areas move to SQL (docs/architecture.md, "The service"):
   * its stored parts under their keys (`persistence.ts`'s layout), each a structured-clone serialisation.
   */
  engine_state: EngineStateTable;
  /**
   * The answers kept for `Idempotency-Key`: one row per account, call and key (`slot`), kept with the
   * write it answered, in its transaction, and dropped after a day.
   */
  idempotency_answer: IdempotencyAnswerTable;
}

export interface EngineStateTable {
  key: string;
  value: Uint8Array;
}

export interface IdempotencyAnswerTable {
  slot: string;
  /** when it was kept (ISO 8601, UTC) */
  at: string;
  /** the answer and the request body it answered (`KeptAnswer`), in MessagePack */
  value: Uint8Array;
}
