import { failure } from '../../db/services/contract';
import { dayStamp } from '../../db/store';
import { now } from '../../clock';
import { isExportFormat, tableOf, tableResponse, type Column } from './files/table-export';
import { selectRows, type ListSpec, type RowScope } from '../../db/list-query';
import { businessGet, type CallContext } from './route';

/**
 * `GET <Module>/<name>?format=csv|xlsx&<the list's filters>`: every row the list would show, in its
 * order, without paging.
 */
export function exportHandler<T extends object>(
  path: string,
  rowsOf: (ctx: CallContext) => readonly T[] | Promise<readonly T[]>,
  scopeOf: (ctx: CallContext) => RowScope<T>,
  spec: ListSpec<T>,
  columns: readonly Column<T>[],
  baseName: string,
) {
  return businessGet(path, async (ctx) => {
    const format = ctx.query.get('format') ?? 'xlsx';
    if (!isExportFormat(format)) {
      return failure(422, 'validationFailed', undefined, { format: { key: 'exportFormatInvalid' } });
    }
    const selection = selectRows(await rowsOf(ctx), ctx.query, spec, scopeOf(ctx));
    if (!selection.ok) return selection;
    return tableResponse(tableOf(selection.value.rows, columns), format, `${baseName}-${dayStamp(now())}`);
  });
}
