import type { TableColumn } from '@/components/Table/types';
import { RowActions } from './RowActions';
import type { ActionButtonsApi } from './use-document-actions';

/**
 * A business list's last column: the row's lifecycle actions, after a "view" button naming the row
 * (`view(row)`: its accessible name and where it leads). Always shown, and pinned to the table's right
 * edge: a list wider than the screen (most, at 1366 px) scrolls its middle columns, not its actions.
 */
export function rowActionsColumn<D>(
  actions: ActionButtonsApi<D>,
  view?: (row: D) => { label: string; onClick: () => void },
  width = 200,
): TableColumn<D> {
  return {
    field: 'actions',
    title: 'business.field.actions',
    alwaysShown: true,
    fixed: 'right',
    width,
    render: (row) => <RowActions doc={row} actions={actions} view={view?.(row)} />,
  };
}
