import type { Db } from './store';
import { keyedTable, uploadOfRow, uploadRow, type TableExecutor } from './tables';
import { recordUndo } from './tx';
import type { StoredUpload, UploadInfo, UploadPurpose } from './types/upload';

/**
 * The uploaded files, in either home of the db: the rows of `upload` where the db is bound to a
 * database (in the call's transaction: a file is added with the change it makes, or not at all), or
 * the db's own list (the tests' engine, the browser before its first write to them). Every reader and
 * writer goes through here; a write records its undo, so a call that fails leaves no file behind.
 */

/** Which files: each given field equal (a list: one of them). */
export interface UploadCriteria {
  id?: string | readonly string[];
  purpose?: UploadPurpose;
  docId?: string | readonly string[];
  customerId?: string | null;
  voided?: boolean;
}

const COLUMNS = {
  id: 'id',
  purpose: 'purpose',
  docId: 'doc_id',
  customerId: 'customer_id',
  voided: 'voided',
} as const satisfies Record<keyof UploadCriteria, string>;

/** Every column but the bytes: what a list reads. */
const INFO_COLUMNS = [
  'id',
  'seq',
  'purpose',
  'name',
  'mime_type',
  'size_bytes',
  'customer_id',
  'doc_id',
  'uploaded_at',
  'uploaded_by',
  'voided',
] as const;

const held = (db: Db): StoredUpload[] => db.uploads;

function meets(upload: StoredUpload, criteria: UploadCriteria): boolean {
  return (Object.keys(criteria) as (keyof UploadCriteria)[]).every((field) => {
    const wanted = criteria[field];
    if (wanted === undefined) return true;
    const value = upload[field];
    return Array.isArray(wanted) ? (wanted as unknown[]).includes(value) : value === wanted;
  });
}

function selecting(run: TableExecutor, criteria: UploadCriteria, withBytes: boolean) {
  let query = run
    .selectFrom('upload')
    .select(withBytes ? [...INFO_COLUMNS, 'bytes'] : [...INFO_COLUMNS])
    .orderBy('seq');
  for (const field of Object.keys(criteria) as (keyof UploadCriteria)[]) {
    const wanted = criteria[field];
    if (wanted === undefined) continue;
    const column = COLUMNS[field];
    if (Array.isArray(wanted)) {
      if (wanted.length === 0) return undefined;
      query = query.where(column, 'in', wanted as string[]);
    } else if (wanted === null) query = query.where(column, 'is', null);
    else if (typeof wanted === 'boolean') query = query.where(column, '=', wanted ? 1 : 0);
    else query = query.where(column, '=', wanted as string);
  }
  return query;
}

const infoOf = ({ bytes: _bytes, ...info }: StoredUpload): UploadInfo => info;

/** The files meeting `criteria`, in the order uploaded, without their bytes. */
export async function uploadsMeeting(db: Db, criteria: UploadCriteria): Promise<UploadInfo[]> {
  const run = keyedTable(db);
  if (!run)
    return held(db)
      .filter((upload) => meets(upload, criteria))
      .map(infoOf);
  const query = selecting(run, criteria, false);
  if (!query) return [];
  return (await query.execute()).map((row) => infoOf(uploadOfRow(row)));
}

/** One file with its bytes, or undefined. */
export async function uploadById(db: Db, id: string): Promise<StoredUpload | undefined> {
  const run = keyedTable(db);
  if (!run) {
    const found = held(db).find((upload) => upload.id === id);
    return found && { ...found };
  }
  const row = await selecting(run, { id }, true)?.executeTakeFirst();
  return row && uploadOfRow(row);
}

/** The last file meeting `criteria` (a certificate's current file, an order's current label), with its bytes. */
export async function lastUpload(db: Db, criteria: UploadCriteria): Promise<StoredUpload | undefined> {
  const last = (await uploadsMeeting(db, criteria)).at(-1);
  return last && (await uploadById(db, last.id));
}

/** Keeps a new file after the others; the undo takes it out. */
export async function addUpload(db: Db, upload: StoredUpload): Promise<void> {
  const run = keyedTable(db);
  if (!run) {
    const list = held(db);
    list.push(upload);
    recordUndo(db, () => {
      const at = list.lastIndexOf(upload);
      if (at >= 0) list.splice(at, 1);
    });
    return;
  }
  const last = await run
    .selectFrom('upload')
    .select((select) => select.fn.max<number | null>('seq').as('seq'))
    .executeTakeFirst();
  await run
    .insertInto('upload')
    .values(uploadRow(upload, Number(last?.seq ?? -1) + 1) as never)
    .execute();
  recordUndo(db, () => run.deleteFrom('upload').where('id', '=', upload.id).execute());
}

/** What may change of a kept file: the document it now belongs to, whether it is voided. */
export type UploadChange = Partial<Pick<StoredUpload, 'docId' | 'voided'>>;

/** Changes a kept file (nothing when there is none of that id); the undo puts it back as it was. */
export async function changeUpload(db: Db, id: string, change: UploadChange): Promise<void> {
  const run = keyedTable(db);
  if (!run) {
    const list = held(db);
    const at = list.findIndex((upload) => upload.id === id);
    if (at < 0) return;
    const before = list[at];
    // a new record, not a field written in place: the save compares the files with the last saved ones
    list[at] = { ...before, ...change };
    recordUndo(db, () => {
      const now = list.findIndex((upload) => upload.id === id);
      if (now >= 0) list[now] = before;
    });
    return;
  }
  const before = await run
    .selectFrom('upload')
    .select(['doc_id', 'voided'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!before) return;
  const set = {
    ...(change.docId !== undefined ? { doc_id: change.docId } : {}),
    ...(change.voided !== undefined ? { voided: change.voided ? 1 : 0 } : {}),
  };
  if (Object.keys(set).length === 0) return;
  await run.updateTable('upload').set(set).where('id', '=', id).execute();
  recordUndo(db, () =>
    run
      .updateTable('upload')
      .set({ doc_id: before.doc_id, voided: before.voided })
      .where('id', '=', id)
      .execute(),
  );
}
