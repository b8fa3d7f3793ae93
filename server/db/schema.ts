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
}

export interface EngineStateTable {
  key: string;
  value: Uint8Array;
}
