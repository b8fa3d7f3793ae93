import { useQueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Suspense, use, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListResult } from '@/api/business/types/api';
import { fakeList, KitList, makeRows, type KitQuery, type KitRow } from './kit-fixture.test-support';
import { KIT_PATH, renderKit } from './kit.test-support';
import { prefetchListPage } from './list-source';

afterEach(cleanup);

/** The list, and a way to leave it and come back (a page of a tab without cache). */
function LeaveAndReturn({ fetch }: { fetch: (query: KitQuery) => Promise<ListResult<KitRow>> }) {
  const [shown, setShown] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setShown((was) => !was)}>
        toggle
      </button>
      {shown ? <KitList fetch={fetch} inUrl={false} /> : null}
    </>
  );
}

/**
 * A link to the kit list's page: following it asks for the page's rows as opening it would (`search`:
 * the address's query it is followed with); the page shows when asked.
 */
function Opener({
  fetch,
  search,
}: {
  fetch: (query: KitQuery) => Promise<ListResult<KitRow>>;
  search: string;
}) {
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  if (open) return <KitList fetch={fetch} />;
  return (
    <>
      <button type="button" onClick={() => prefetchListPage(client, { listId: 'kit.test', fetch }, search)}>
        follow
      </button>
      <button type="button" onClick={() => setOpen(true)}>
        show
      </button>
    </>
  );
}

describe('server state of a list', () => {
  it('shows the rows it had at once on a return, while it asks again behind them', async () => {
    const answer = fakeList(makeRows(30));
    let release: () => void = () => undefined;
    const fetch = vi.fn((query: KitQuery) => answer(query));
    renderKit(<LeaveAndReturn fetch={fetch} />);
    await screen.findByText('IB20260101-0001');
    expect(fetch).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'toggle' }));
    expect(screen.queryByText('IB20260101-0001')).toBeNull();
    // the next answer waits until the test lets it go
    fetch.mockImplementationOnce(
      (query) => new Promise((resolve) => (release = () => resolve(answer(query)))),
    );
    fireEvent.click(screen.getByRole('button', { name: 'toggle' }));
    // at once, from the cache: no request has answered yet
    expect(screen.getByText('IB20260101-0001')).toBeInTheDocument();
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    const busy = () => screen.getByRole('table', { name: 'Inbound' }).closest('[aria-busy]');
    expect(busy()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('IB20260101-0001')).toBeInTheDocument();
    release();
    await waitFor(() => expect(busy()).toHaveAttribute('aria-busy', 'false'));
    expect(screen.getByText('IB20260101-0001')).toBeInTheDocument();
  });

  it('asks for the rows as the list starts rendering, once', async () => {
    const fetch = vi.fn(fakeList(makeRows(30)));
    // what had been asked when the list's own hooks had run: a sibling after it renders after them
    const askedBySibling: number[] = [];
    function Sibling() {
      askedBySibling.push(fetch.mock.calls.length);
      return null;
    }
    renderKit(
      <>
        <KitList fetch={fetch} inUrl={false} />
        <Sibling />
      </>,
    );
    expect(askedBySibling[0]).toBe(1);
    await screen.findByText('IB20260101-0001');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('takes over an answer that came in before the list was drawn, without asking again', async () => {
    const fetch = vi.fn(fakeList(makeRows(30)));
    // the list waits to be shown beside a part that is not ready: it renders (and asks) meanwhile
    let release: () => void = () => undefined;
    const ready = new Promise<void>((resolve) => (release = resolve));
    function NotReady() {
      use(ready);
      return null;
    }
    // a render that suspends is awaited in act, as React asks
    await act(async () => {
      renderKit(
        <Suspense fallback={<span>waiting</span>}>
          <KitList fetch={fetch} inUrl={false} />
          <NotReady />
        </Suspense>,
      );
    });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    // the answer is in before the list is drawn
    await act(async () => {
      await fetch.mock.results[0].value;
    });
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await act(async () => release());
    await screen.findByText('IB20260101-0001');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('takes over the rows its page asked for as it was opened (list-source.ts), without asking again', async () => {
    const fetch = vi.fn(fakeList(makeRows(30)));
    const search = 'keyword=IB2026&sort=inboundNo.asc&page=2';
    renderKit(<Opener fetch={fetch} search={search} />, { hash: `#${KIT_PATH}?${search}` });
    fireEvent.click(screen.getByRole('button', { name: 'follow' }));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0][0]).toEqual({
      keyword: 'IB2026',
      sortField: 'inboundNo',
      sortOrder: 'asc',
      pageIndex: 2,
      pageSize: 20,
    });
    await act(async () => {
      await fetch.mock.results[0].value;
    });
    fireEvent.click(screen.getByRole('button', { name: 'show' }));
    // the second page's first row, drawn from the answer asked ahead
    expect(await screen.findByText('IB20260101-0021')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks again for rows asked ahead under another state than the page opened with', async () => {
    const fetch = vi.fn(fakeList(makeRows(30)));
    renderKit(<Opener fetch={fetch} search="page=2" />);
    fireEvent.click(screen.getByRole('button', { name: 'follow' }));
    fireEvent.click(screen.getByRole('button', { name: 'show' }));
    expect(await screen.findByText('IB20260101-0001')).toBeInTheDocument();
    expect(fetch.mock.calls.map(([query]) => query.pageIndex)).toEqual([2, 1]);
  });
});
