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
   * Values kept beside the business data for a while (`Persistence.keep`), by kind and key: the
   * answers to calls sent with an `Idempotency-Key` (kept with the write they answer, in its
   * transaction), the imports waiting for their commit. Dropped after a day.
   */
  kept_value: KeptValueTable;
}

export interface EngineStateTable {
  key: string;
  value: Uint8Array;
}

export interface KeptValueTable {
  /** `answer` or `import` (`KeptKind`) */
  kind: string;
  key: string;
  /** when it was kept (ISO 8601, UTC) */
  at: string;
  /** the value, in MessagePack */
  value: Uint8Array;
}
