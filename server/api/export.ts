import { failure } from '../services/contract';
import { dayStamp, type CollectionName, type DocOf } from '../store/store';
import { selectRecords } from '../store/table-lists';
import { now } from './clock';
import { isExportFormat, tableOf, tableResponse, type Column } from './files/table-export';
import type { ListSpec, RowScope } from '../store/list-query';
import { businessGet, type CallContext } from './route';

/**
 * `GET <Module>/<name>?format=csv|xlsx&<the list's filters>`: every row the list would show, in its
 * order, without paging.
 */
export function exportHandler<N extends CollectionName, R extends object = DocOf<N>>(
  path: string,
  collection: N,
  scopeOf: (ctx: CallContext) => RowScope<DocOf<N>>,
  spec: ListSpec<DocOf<N>>,
  columns: readonly Column<R>[],
  baseName: string,
  /** what a record's line shows beyond the record (the inventory's age spread) */
  rowOf: (ctx: CallContext, record: DocOf<N>) => R | Promise<R> = (_ctx, record) => record as unknown as R,
) {
  return businessGet(path, async (ctx) => {
    const format = ctx.query.get('format') ?? 'xlsx';
    if (!isExportFormat(format)) {
      return failure(422, 'validationFailed', undefined, { format: { key: 'exportFormatInvalid' } });
    }
    const selection = await selectRecords(ctx.db, collection, ctx.query, spec, scopeOf(ctx));
    if (!selection.ok) return selection;
    const rows: R[] = [];
    for (const record of selection.value) rows.push(await rowOf(ctx, record));
    return tableResponse(tableOf(rows, columns), format, `${baseName}-${dayStamp(now())}`);
  });
}
