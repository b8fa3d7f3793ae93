import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCallback, useMemo, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { en, zh } from '@/test/messages';
import { renderWithProviders } from '@/components/Form/form.test-support';
import { DataTable } from './DataTable';
import { COLUMNS, fakeServer, ParcelTable, PARCELS, type Parcel } from './table.test-support';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

const table = () => screen.getByRole('table', { name: 'parcels' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const firstCodes = () => bodyRows().map((row) => within(row).getAllByRole('cell')[1].textContent);
const header = (name: string) => within(table()).getByRole('columnheader', { name });

async function loaded(count: number) {
  await waitFor(() => expect(bodyRows()).toHaveLength(count));
}

describe('the table with useTable', () => {
  it('pages on the server: total, next page, a bigger page size back on page 1', async () => {
    const user = userEvent.setup();
    const server = fakeServer();
    renderWithProviders(<ParcelTable fetch={server.fetch} />);
    await loaded(10);
    expect(screen.getByText(zh('table.total', { total: 45 }))).toBeInTheDocument();
    expect(firstCodes()[0]).toBe('PCL-001');
    await user.click(screen.getByRole('button', { name: zh('table.pages.next') }));
    await waitFor(() => expect(firstCodes()[0]).toBe('PCL-011'));
    expect(server.asked.at(-1)).toMatchObject({ pageIndex: 2, pageSize: 10 });

    await user.click(screen.getByRole('combobox', { name: zh('table.pageSize') }));
    await user.click(await screen.findByRole('option', { name: zh('table.perPage', { size: 20 }) }));
    await loaded(20);
    expect(server.asked.at(-1)).toMatchObject({ pageIndex: 1, pageSize: 20 });
  });

  it('asks the server to sort: ascending, descending, then unsorted', async () => {
    const user = userEvent.setup();
    const server = fakeServer();
    renderWithProviders(<ParcelTable fetch={server.fetch} />, 'en');
    await loaded(10);
    const weight = en('searchDemo.minWeight');
    expect(header(weight)).toHaveAttribute('aria-sort', 'none');
    await user.click(within(header(weight)).getByRole('button'));
    await waitFor(() => expect(header(weight)).toHaveAttribute('aria-sort', 'ascending'));
    expect(server.asked.at(-1)?.sort).toEqual({ field: 'weight', order: 'asc' });
    await waitFor(() => expect(within(bodyRows()[0]).getAllByRole('cell')[2]).toHaveTextContent('0'));
    await user.click(within(header(weight)).getByRole('button'));
    await waitFor(() => expect(server.asked.at(-1)?.sort).toEqual({ field: 'weight', order: 'desc' }));
    await user.click(within(header(weight)).getByRole('button'));
    await waitFor(() => expect(server.asked.at(-1)?.sort).toBeNull());
    expect(header(weight)).toHaveAttribute('aria-sort', 'none');
  });

  it('ticks rows, across pages, into a selection bar with the bulk actions', async () => {
    const user = userEvent.setup();
    const onBulk = vi.fn();
    renderWithProviders(<ParcelTable fetch={fakeServer().fetch} onBulk={onBulk} />);
    await loaded(10);
    await user.click(screen.getByRole('checkbox', { name: zh('table.selectRow', { row: 1 }) }));
    await user.click(screen.getByRole('checkbox', { name: zh('table.selectRow', { row: 3 }) }));
    const bar = screen.getByRole('region', { name: zh('table.selection') });
    expect(within(bar).getByText(zh('table.selected', { count: 2 }))).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: zh('table.selectAll') })).toHaveProperty(
      'indeterminate',
      true,
    );

    await user.click(screen.getByRole('button', { name: zh('table.pages.next') }));
    await waitFor(() => expect(firstCodes()[0]).toBe('PCL-011'));
    await user.click(screen.getByRole('checkbox', { name: zh('table.selectAll') }));
    expect(within(bar).getByText(zh('table.selected', { count: 12 }))).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'bulk' }));
    expect(onBulk).toHaveBeenCalledWith(12);
    await user.click(within(bar).getByRole('button', { name: zh('table.clearSelection') }));
    expect(screen.queryByRole('region', { name: zh('table.selection') })).not.toBeInTheDocument();
  });

  it('hides a column from the column settings and keeps it hidden on the next visit', async () => {
    const user = userEvent.setup();
    const first = renderWithProviders(<ParcelTable fetch={fakeServer().fetch} tableId="parcels" />, 'en');
    await loaded(10);
    await user.click(screen.getByRole('button', { name: en('table.columns') }));
    await user.click(await screen.findByRole('checkbox', { name: en('searchDemo.status') }));
    await waitFor(() =>
      expect(
        within(table()).queryByRole('columnheader', { name: en('searchDemo.status') }),
      ).not.toBeInTheDocument(),
    );
    await user.click(
      screen.getByRole('button', { name: en('table.moveUp', { column: en('searchDemo.minWeight') }) }),
    );
    expect(JSON.parse(localStorage.getItem('outpost.table.parcels') ?? '{}')).toMatchObject({
      hidden: ['status'],
      order: ['weight', 'code', 'status'],
    });
    first.unmount();

    renderWithProviders(<ParcelTable fetch={fakeServer().fetch} tableId="parcels" />, 'en');
    await loaded(10);
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers.slice(1)).toEqual([en('searchDemo.minWeight'), en('tableDemo.cardName')]);
  });

  it('says when there is nothing, and offers a retry when loading failed', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <ParcelTable fetch={async () => ({ list: [], total: 0 })} extra={{ emptyMessage: 'no parcels yet' }} />,
    );
    expect(await screen.findByText('no parcels yet')).toBeInTheDocument();
    cleanup();

    let fail = true;
    const server = fakeServer();
    const fetch = vi.fn(async (query: Parameters<typeof server.fetch>[0]) => {
      if (fail) throw new Error('the warehouse system is down');
      return server.fetch(query);
    });
    renderWithProviders(<ParcelTable fetch={fetch} />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(zh('table.loadFailed'))).toBeInTheDocument();
    expect(within(alert).getByText('the warehouse system is down')).toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: zh('common.retry') }));
    await loaded(10);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('shows skeleton rows while the first page loads', async () => {
    let answer: (rows: typeof PARCELS) => void = () => undefined;
    const fetch = () =>
      new Promise<{ list: typeof PARCELS; total: number }>((resolve) => {
        answer = (rows) => resolve({ list: rows, total: rows.length });
      });
    renderWithProviders(<ParcelTable fetch={fetch} />);
    await waitFor(() => expect(table()).toBeInTheDocument());
    // skeleton rows are hidden from assistive technology, so only a query for hidden rows sees them
    expect(bodyRows()).toHaveLength(0);
    const skeletons = within(table()).getAllByRole('row', { hidden: true }).slice(1);
    expect(skeletons.length).toBeGreaterThan(0);
    expect(skeletons.every((row) => row.getAttribute('aria-hidden') === 'true')).toBe(true);
    act(() => answer(PARCELS.slice(0, 3)));
    await loaded(3);
  });

  it('turns rows into cards when asked (as at phone width), sorted from a choice', async () => {
    const user = userEvent.setup();
    const server = fakeServer();
    renderWithProviders(<ParcelTable fetch={server.fetch} extra={{ cardMode: 'always' }} />, 'en');
    const list = await screen.findByRole('list', { name: 'parcels' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(10));
    const card = within(list).getAllByRole('listitem')[0];
    expect(card).toHaveTextContent('PCL-001');
    expect(within(card).getByText(en('searchDemo.statuses.shipped'))).toBeInTheDocument();
    expect(
      within(card).getByRole('checkbox', { name: en('table.selectRow', { row: 1 }) }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: en('table.sortBy.label') }));
    const weight = en('searchDemo.minWeight');
    await user.click(
      await screen.findByRole('option', { name: en('table.sortBy.desc', { column: weight }) }),
    );
    await waitFor(() => expect(server.asked.at(-1)?.sort).toEqual({ field: 'weight', order: 'desc' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('22'));
  });
});

describe('the table on its own', () => {
  const tree: Parcel[] = [
    { ...PARCELS[0], children: [{ ...PARCELS[1], children: [PARCELS[2]] }] },
    PARCELS[3],
  ];

  it('opens and closes the children of a tree row', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <DataTable aria-label="parcels" columns={COLUMNS} rows={tree} rowKey="id" tree={{}} />,
      'en',
    );
    expect(bodyRows()).toHaveLength(2);
    await user.click(within(bodyRows()[0]).getByRole('button', { name: en('table.expand') }));
    expect(bodyRows().map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual([
      'PCL-001',
      'PCL-002',
      'PCL-004',
    ]);
    await user.click(within(bodyRows()[1]).getByRole('button', { name: en('table.expand') }));
    expect(bodyRows()).toHaveLength(4);
    await user.click(within(bodyRows()[0]).getByRole('button', { name: en('table.collapse') }));
    expect(bodyRows()).toHaveLength(2);
  });

  it('shows a row’s details under it', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <DataTable
        aria-label="parcels"
        columns={COLUMNS}
        rows={PARCELS.slice(0, 3)}
        rowKey="id"
        expandable={{ render: (row) => `details of ${row.code}`, isExpandable: (row) => row.id !== 'p3' }}
      />,
      'en',
    );
    expect(within(bodyRows()[2]).queryByRole('button', { name: en('table.expand') })).not.toBeInTheDocument();
    const toggle = within(bodyRows()[1]).getByRole('button', { name: en('table.expand') });
    await user.click(toggle);
    expect(screen.getByText('details of PCL-002')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('the table with a 200-row page', () => {
  it('re-renders only the row whose tick changed', async () => {
    const user = userEvent.setup();
    const rows: Parcel[] = Array.from({ length: 200 }, (_, i) => ({ ...PARCELS[i % 45], id: `r${i}` }));
    const renderCode = vi.fn((row: Parcel) => row.code);
    const columns = [{ ...COLUMNS[0], render: renderCode }, ...COLUMNS.slice(1)];
    function Page() {
      const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
      const onChange = useCallback(
        (changed: Parcel[], on: boolean) =>
          setSelected((previous) => {
            const next = new Set(previous);
            for (const row of changed) {
              if (on) next.add(row.id);
              else next.delete(row.id);
            }
            return next;
          }),
        [],
      );
      const selection = useMemo(
        () => ({ selectedKeys: selected, onChange, onClear: () => setSelected(new Set()) }),
        [selected, onChange],
      );
      return (
        <DataTable aria-label="parcels" columns={columns} rows={rows} rowKey="id" selection={selection} />
      );
    }
    renderWithProviders(<Page />, 'en');
    expect(bodyRows()).toHaveLength(200);
    renderCode.mockClear();
    await user.click(screen.getByRole('checkbox', { name: en('table.selectRow', { row: 5 }) }));
    expect(screen.getByText(en('table.selected', { count: 1 }))).toBeInTheDocument();
    expect(renderCode.mock.calls.map(([row]) => row.id)).toEqual(['r4']);
  });
});
