import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { translate } from '../../../../server/api/i18n';
import { ApiError } from '@/api/errors';
import { zh } from '@/test/messages';
import { fakeList, KitList, makeRows, type KitQuery } from './kit-fixture.test-support';
import { KIT_PATH, renderKit } from './kit.test-support';

afterEach(cleanup);

const ROWS = makeRows(5000);
const lastQuery = (fetch: ReturnType<typeof vi.fn>) => fetch.mock.calls.at(-1)?.[0] as KitQuery;
const hashQuery = () => new URLSearchParams(location.hash.split('?')[1] ?? '');
const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name}`) });

describe('the business list kit', () => {
  it('reads its state from the URL, writes every change back, and Back restores it', async () => {
    localStorage.clear();
    const fetch = vi.fn(fakeList(ROWS));
    renderKit(<KitList fetch={fetch} />, { hash: `#${KIT_PATH}?warehouseCode=USEA&status=DRAFT&page=2` });
    await screen.findByText('IB20260101-0241');
    expect(lastQuery(fetch)).toMatchObject({
      warehouseCode: 'USEA',
      status: 'DRAFT',
      pageIndex: 2,
      pageSize: 20,
    });
    expect(screen.getByRole('combobox', { name: zh('business.field.warehouse') })).toHaveValue('USEA');
    expect(tab(zh('business.status.inbound.DRAFT'))).toHaveAttribute('aria-selected', 'true');
    // the tabs count under the other filters: 5000 / 3 warehouses, a quarter of them drafts
    expect(within(tab(zh('business.status.all'))).getByText('1667')).toBeInTheDocument();

    fireEvent.click(tab(zh('business.status.inbound.PENDING_REVIEW')));
    await waitFor(() => expect(hashQuery().get('status')).toBe('PENDING_REVIEW'));
    expect(hashQuery().get('page')).toBeNull();
    expect(hashQuery().get('warehouseCode')).toBe('USEA');
    await waitFor(() => expect(lastQuery(fetch)).toMatchObject({ status: 'PENDING_REVIEW', pageIndex: 1 }));

    fireEvent.click(screen.getByRole('button', { name: zh('business.field.documentNo') }));
    await waitFor(() => expect(hashQuery().get('sort')).toBe('inboundNo.asc'));

    act(() => history.back());
    await waitFor(() => expect(hashQuery().get('sort')).toBeNull());
    act(() => history.back());
    await waitFor(() => expect(hashQuery().get('status')).toBe('DRAFT'));
    await waitFor(() => expect(lastQuery(fetch)).toMatchObject({ status: 'DRAFT', pageIndex: 2 }));
    expect(tab(zh('business.status.inbound.DRAFT'))).toHaveAttribute('aria-selected', 'true');
  });

  it('searches on Enter, starts again at page 1, and Reset clears the filters', async () => {
    localStorage.clear();
    const fetch = vi.fn(fakeList(ROWS));
    renderKit(<KitList fetch={fetch} />, { hash: `#${KIT_PATH}?page=3` });
    await screen.findByText('IB20260101-0041');
    const keyword = screen.getByRole('textbox', { name: zh('business.field.keyword') });
    fireEvent.change(keyword, { target: { value: '-0042' } });
    fireEvent.submit(keyword.closest('form') as HTMLFormElement);
    await waitFor(() => expect(hashQuery().get('keyword')).toBe('-0042'));
    expect(hashQuery().get('page')).toBeNull();
    await screen.findByText('IB20260101-0042');
    fireEvent.click(screen.getByRole('button', { name: zh('searchForm.reset') }));
    await waitFor(() => expect(hashQuery().get('keyword')).toBeNull());
    expect(keyword).toHaveValue('');
  });

  it('remembers the page size per list across visits', async () => {
    localStorage.clear();
    const fetch = vi.fn(fakeList(ROWS));
    const view = renderKit(<KitList fetch={fetch} />);
    await screen.findByText('IB20260101-0001');
    fireEvent.click(screen.getByRole('combobox', { name: zh('table.pageSize') }));
    fireEvent.click(await screen.findByRole('option', { name: zh('table.perPage', { size: 50 }) }));
    await waitFor(() => expect(lastQuery(fetch)).toMatchObject({ pageSize: 50 }));
    expect(localStorage.getItem('outpost.list.kit.test.pageSize')).toBe('50');
    view.unmount();
    renderKit(<KitList fetch={fetch} />);
    await screen.findByText('IB20260101-0050');
    expect(lastQuery(fetch)).toMatchObject({ pageSize: 50, pageIndex: 1 });
  });

  it('says what to do when the filters match nothing, and offers a retry after a failure', async () => {
    const fetch = vi.fn(fakeList([]));
    renderKit(<KitList fetch={fetch} />, { hash: `#${KIT_PATH}?keyword=zzz` });
    expect(await screen.findByText(zh('business.list.emptyFiltered'))).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: zh('business.list.resetFilters') }));
    await waitFor(() => expect(hashQuery().get('keyword')).toBeNull());
    expect(await screen.findByText(zh('business.list.emptyNone'))).toBeInTheDocument();
    cleanup();

    const failing = vi.fn().mockRejectedValueOnce(new Error('boom')).mockImplementation(fakeList(ROWS));
    renderKit(<KitList fetch={failing} />);
    expect(await screen.findByText('boom')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: zh('common.retry') }));
    expect(await screen.findByText('IB20260101-0001')).toBeInTheDocument();
  });
});

describe('row actions', () => {
  const rows = makeRows(4); // DRAFT, PENDING_REVIEW, APPROVED, REJECTED
  const rowOf = (no: string) => screen.getByText(no).closest('tr') as HTMLElement;
  const buttonsIn = (no: string) =>
    within(rowOf(no))
      .queryAllByRole('button')
      .map((b) => b.textContent);

  it('offers what the chart allows the role AND the route permits', async () => {
    renderKit(<KitList fetch={fakeList(rows)} />, { permissions: ['inbound:verify'] });
    await screen.findByText('IB20260101-0002');
    expect(buttonsIn('IB20260101-0002')).toEqual([
      zh('business.action.approve'),
      zh('business.action.reject'),
    ]);
    // the operator may not submit a draft, whatever the permission
    expect(buttonsIn('IB20260101-0001')).toEqual([]);
    cleanup();

    renderKit(<KitList fetch={fakeList(rows)} />, { permissions: [] });
    await screen.findByText('IB20260101-0002');
    expect(buttonsIn('IB20260101-0002')).toEqual([]);
    cleanup();

    renderKit(<KitList fetch={fakeList(rows)} />, {
      role: 'customer',
      permissions: ['inbound:submit', 'inbound:cancel', 'inbound:verify'],
    });
    await screen.findByText('IB20260101-0001');
    expect(buttonsIn('IB20260101-0001')).toEqual([
      zh('business.action.submit'),
      zh('business.action.cancel'),
    ]);
    expect(buttonsIn('IB20260101-0002')).toEqual([zh('business.action.cancel')]);
  });

  it('asks for a reason where one is needed and shows the server’s 409', async () => {
    const refused = translate('zh-CN', 'stateRefused', { action: 'reject', state: 'APPROVED' });
    const conflict = new ApiError({
      reason: 'http',
      code: 409,
      status: 409,
      message: refused,
    });
    const run = vi.fn().mockRejectedValue(conflict);
    const fetch = vi.fn(fakeList(rows));
    renderKit(<KitList fetch={fetch} run={run} />, { permissions: ['inbound:verify'] });
    await screen.findByText('IB20260101-0002');
    fireEvent.click(
      within(rowOf('IB20260101-0002')).getByRole('button', { name: zh('business.action.reject') }),
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: zh('business.action.reject') }));
    expect(await within(dialog).findByText(zh('business.actionDialog.reasonRequired'))).toBeInTheDocument();
    expect(run).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Wrong boxes' } });
    const calls = fetch.mock.calls.length;
    fireEvent.click(within(dialog).getByRole('button', { name: zh('business.action.reject') }));
    expect(await within(dialog).findByText(zh('business.actionDialog.conflictTitle'))).toBeInTheDocument();
    expect(within(dialog).getByText(refused)).toBeInTheDocument();
    expect(run).toHaveBeenCalledWith(rows[1], 'reject', { reason: 'Wrong boxes' });
    // what is on screen was stale: the list reloads
    await waitFor(() => expect(fetch.mock.calls.length).toBeGreaterThan(calls));
  });

  it('confirms a destructive action and runs it on the selected rows', async () => {
    const run = vi.fn().mockResolvedValue({});
    renderKit(<KitList fetch={fakeList(rows)} run={run} />, {
      role: 'customer',
      permissions: ['inbound:cancel'],
    });
    await screen.findByText('IB20260101-0001');
    fireEvent.click(screen.getByRole('checkbox', { name: zh('table.selectAll') }));
    const bar = screen.getByRole('region', { name: zh('table.selection') });
    fireEvent.click(within(bar).getByRole('button', { name: zh('business.action.cancel') }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: zh('business.action.cancel') }));
    // DRAFT, PENDING_REVIEW and REJECTED may be cancelled by the customer; APPROVED may not
    await waitFor(() => expect(run).toHaveBeenCalledTimes(3));
    expect(run.mock.calls.map(([row]) => (row as { status: string }).status)).toEqual([
      'DRAFT',
      'PENDING_REVIEW',
      'REJECTED',
    ]);
  });
});
