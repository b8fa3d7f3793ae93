import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DepartmentUser } from '@/api/sample-types';
import type { PageResult } from '@/api/types';
import { mockGet, zh as mockZh } from '../../../../server/areas/samples/data/testing';
import { setupMockServer } from '@mocks/testing';
import { renderApp, signInAs } from '@/test/render-app';
import { zh } from '@/test/messages';
import { choose } from '@/views/Example/example.test-support';

setupMockServer();
afterEach(cleanup);

const TABLE = () => zh('router.user');
const cells = (column: number) =>
  within(screen.getByRole('table', { name: TABLE() }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[column]?.textContent ?? '');
const usernames = () => cells(1);
const departments = () => cells(4);

const usersOf = async (query: string) =>
  (await mockGet<PageResult<DepartmentUser>>(`department/users?pageIndex=1&pageSize=10&${query}`, 'zh-CN'))
    .data;

async function openUsers() {
  const app = renderApp('#/authorization/user');
  await act(() => signInAs(app.actor, 'admin'));
  const all = await usersOf('');
  await screen.findByText(all.list[0].username, undefined, { timeout: 25000 });
  return all;
}

describe('user management', () => {
  it('shows the users of the department chosen in the tree, and searches by username', async () => {
    const all = await openUsers();
    expect(usernames()).toEqual(all.list.map((user) => user.username));

    const finance = mockZh('departmentFinance');
    fireEvent.click(screen.getByRole('button', { name: finance }));
    const financeUsers = await usersOf('id=dept-4');
    expect(financeUsers.total).toBeLessThan(all.total);
    await waitFor(() => expect(usernames()).toEqual(financeUsers.list.map((user) => user.username)));
    expect(new Set(departments())).toEqual(new Set([finance]));
    expect(screen.getByRole('button', { name: finance })).toHaveAttribute('aria-current', 'true');

    // the head office holds every department below it
    fireEvent.click(screen.getByRole('button', { name: mockZh('departmentHeadOffice') }));
    await waitFor(() => expect(usernames()).toEqual(all.list.map((user) => user.username)));

    const wanted = financeUsers.list[0].username;
    fireEvent.change(
      screen.getByRole('textbox', { name: new RegExp(`^${zh('authorization.user.username')}`) }),
      {
        target: { value: wanted },
      },
    );
    fireEvent.click(screen.getByRole('button', { name: zh('searchForm.search') }));
    const found = await usersOf(`username=${encodeURIComponent(wanted)}`);
    await waitFor(() => expect(usernames()).toEqual(found.list.map((user) => user.username)));
  }, 60000);

  it('adds a user to the chosen department, edits, and deletes the ticked ones', async () => {
    await openUsers();
    const warehouse = mockZh('departmentWarehouse');
    fireEvent.click(screen.getByRole('button', { name: warehouse }));
    fireEvent.click(screen.getByRole('button', { name: zh('authorization.actions.add') }));
    const form = await screen.findByRole('form', { name: zh('authorization.user.addTitle') });
    const field = (key: string) => within(form).getByRole('textbox', { name: new RegExp(`^${zh(key)}`) });
    fireEvent.change(field('authorization.user.username'), { target: { value: 'Noor' } });
    fireEvent.change(field('authorization.user.account'), { target: { value: 'noor' } });
    fireEvent.change(field('authorization.user.email'), { target: { value: 'not-an-email' } });
    fireEvent.click(within(form).getByRole('button', { name: zh('authorization.actions.save') }));
    await waitFor(() => expect(field('authorization.user.email')).toHaveAttribute('aria-invalid', 'true'));
    fireEvent.change(field('authorization.user.email'), { target: { value: 'noor@outpost.example' } });
    fireEvent.click(within(form).getByRole('button', { name: zh('authorization.actions.save') }));
    await waitFor(() => expect(usernames()[0]).toBe('Noor'));
    expect(departments()[0]).toBe(warehouse);

    fireEvent.click(
      screen.getByRole('button', { name: zh('authorization.actions.editRow', { name: 'Noor' }) }),
    );
    const editForm = await screen.findByRole('form', { name: zh('authorization.user.editTitle') });
    await choose(editForm, zh('authorization.user.department'), mockZh('departmentFinance'));
    fireEvent.click(within(editForm).getByRole('button', { name: zh('authorization.actions.save') }));
    // moved out of the warehouse: no longer listed under it
    await waitFor(() => expect(usernames()).not.toContain('Noor'));

    const before = usernames();
    const rows = within(screen.getByRole('table', { name: TABLE() })).getAllByRole('row');
    fireEvent.click(within(rows[1]).getByRole('checkbox'));
    fireEvent.click(within(rows[2]).getByRole('checkbox'));
    fireEvent.click(await screen.findByRole('button', { name: zh('authorization.actions.deleteSelected') }));
    const confirm = await screen.findByRole('dialog', { name: zh('authorization.deleteTitle') });
    expect(
      within(confirm).getByText(zh('authorization.user.deleteSelectedConfirm', { count: 2 })),
    ).toBeInTheDocument();
    fireEvent.click(within(confirm).getByRole('button', { name: zh('authorization.actions.delete') }));
    await waitFor(() => expect(usernames()).not.toContain(before[0]));
    expect(usernames()).not.toContain(before[1]);
  }, 60000);
});
