import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge, Button } from '@mantine/core';
import { useState } from 'react';
import { DataTable } from '@/components/Table/DataTable';
import type { DataTableProps } from '@/components/Table/table-props';
import type { SortState, TableColumn } from '@/components/Table/types';

interface Shipment {
  id: string;
  number: string;
  warehouse: string;
  status: 'draft' | 'shipped';
  weight: number;
  children?: Shipment[];
}

const rows: Shipment[] = Array.from({ length: 8 }, (_, i) => ({
  id: `s${i + 1}`,
  number: `OB20261122-000${i + 1}`,
  warehouse: ['LAX', 'JFK', 'LHR'][i % 3],
  status: i % 2 === 0 ? 'draft' : 'shipped',
  weight: 2.5 * (i + 1),
}));

const tree: Shipment[] = rows.slice(0, 3).map((row, i) => ({
  ...row,
  children: i === 0 ? rows.slice(3, 6).map((child) => ({ ...child, id: `${child.id}-c` })) : undefined,
}));

const columns: TableColumn<Shipment>[] = [
  { field: 'number', title: 'searchDemo.orderNo', sortable: true, width: 200 },
  { field: 'warehouse', title: 'formDemo.fields.warehouse', width: 120 },
  {
    field: 'status',
    title: 'searchDemo.status',
    render: (row) => <Badge variant="light">{row.status}</Badge>,
  },
  { field: 'weight', title: 'searchDemo.minWeight', align: 'right', sortable: true },
];

type StoryArgs = Partial<DataTableProps<Shipment>> & { selectable?: boolean };

function TableStory({ selectable = false, ...props }: StoryArgs) {
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<SortState | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set(['s2', 's3']));
  return (
    <DataTable
      aria-label="shipments"
      columns={columns}
      rows={rows}
      rowKey="id"
      sort={sort}
      onSortChange={setSort}
      pagination={{ page, pageSize: 10, total: 8, onPageChange: setPage, onPageSizeChange: () => undefined }}
      selection={
        selectable
          ? {
              selectedKeys: selected,
              onChange: (changed, on) =>
                setSelected((previous) => {
                  const next = new Set(previous);
                  for (const row of changed) {
                    if (on) next.add(row.id);
                    else next.delete(row.id);
                  }
                  return next;
                }),
              onClear: () => setSelected(new Set()),
              bulkActions: () => (
                <Button size="xs" variant="light" color="red">
                  delete
                </Button>
              ),
            }
          : undefined
      }
      {...props}
    />
  );
}

const meta = {
  title: 'Components/Table',
  component: TableStory,
  args: { cardMode: 'never' },
} satisfies Meta<typeof TableStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const StripedAndBordered: Story = { args: { striped: true, bordered: true, density: 'compact' } };
export const Loading: Story = { args: { rows: [], loading: true } };
export const Empty: Story = {
  args: { rows: [], emptyAction: <Button variant="light">add the first shipment</Button> },
};
export const Error: Story = {
  args: { rows: [], error: 'the warehouse system did not answer', onRetry: () => undefined },
};
export const Selection: Story = { args: { selectable: true } };
export const Tree: Story = { args: { rows: tree, tree: { defaultExpandAll: true }, pagination: undefined } };
export const Expandable: Story = {
  args: { expandable: { render: (row) => `${row.number}: ${row.weight} kg` } },
};
export const Cards: Story = { args: { cardMode: 'always', selectable: true } };
export const Dark: Story = { args: { selectable: true, striped: true }, parameters: { dark: true } };
