// wa-sqlite ships its example VFSs (among them the one the browser's database uses) without types.
declare module '@journeyapps/wa-sqlite/src/examples/OPFSCoopSyncVFS.js' {
  export class OPFSCoopSyncVFS {
    static create(name: string, module: unknown): Promise<OPFSCoopSyncVFS & SQLiteVFS>;
  }
}
