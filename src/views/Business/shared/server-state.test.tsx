import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Suspense, use, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListResult } from '@/api/business/types/api';
import { fakeList, KitList, makeRows, type KitQuery, type KitRow } from './kit-fixture.test-support';
import { renderKit } from './kit.test-support';

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
    renderKit(
      <Suspense fallback={<span>waiting</span>}>
        <KitList fetch={fetch} inUrl={false} />
        <NotReady />
      </Suspense>,
    );
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
});
