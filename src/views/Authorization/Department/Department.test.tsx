import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { zh as mockZh } from '../../../../server/areas/samples/data/testing';
import { setupMockServer } from '@mocks/testing';
import { renderApp, signInAs } from '@/test/render-app';
import { zh } from '@/test/messages';

setupMockServer();
afterEach(cleanup);

/** The department names in the tree table, top to bottom, each indented by its depth. */
const rowNames = () =>
  within(screen.getByRole('table', { name: zh('router.department') }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent ?? '');

describe('department management', () => {
  it('adds a department under another, switches one off, renames and deletes', async () => {
    const app = renderApp('#/authorization/department');
    await act(() => signInAs(app.actor, 'admin'));
    await screen.findByText(mockZh('departmentHeadOffice'), undefined, { timeout: 25000 });
    expect(rowNames()).toEqual(
      [
        'departmentHeadOffice',
        'departmentOperations',
        'departmentWarehouse',
        'departmentFinance',
        'departmentCustomerService',
      ].map((key) => mockZh(key as 'departmentHeadOffice')),
    );

    const operations = mockZh('departmentOperations');
    fireEvent.click(
      screen.getByRole('button', { name: zh('authorization.department.addChildOf', { name: operations }) }),
    );
    const form = await screen.findByRole('form', { name: zh('authorization.department.addTitle') });
    expect(
      within(form).getByRole('combobox', { name: new RegExp(`^${zh('authorization.department.parent')}`) }),
    ).toHaveValue(`\u2003${operations}`);
    fireEvent.change(
      within(form).getByRole('textbox', { name: new RegExp(`^${zh('authorization.department.name')}`) }),
      {
        target: { value: 'Night shift' },
      },
    );
    fireEvent.click(within(form).getByRole('button', { name: zh('authorization.actions.save') }));
    await waitFor(() => expect(rowNames()[2]).toBe('Night shift'), { timeout: 5000 });
    expect(rowNames()[1]).toBe(operations);

    const finance = mockZh('departmentFinance');
    const financeSwitch = screen.getByRole('switch', {
      name: zh('authorization.department.statusOf', { name: finance }),
    });
    expect(financeSwitch).toBeChecked();
    fireEvent.click(financeSwitch);
    await waitFor(() =>
      expect(
        screen.getByRole('switch', { name: zh('authorization.department.statusOf', { name: finance }) }),
      ).not.toBeChecked(),
    );

    fireEvent.click(
      screen.getByRole('button', { name: zh('authorization.actions.editRow', { name: 'Night shift' }) }),
    );
    const editForm = await screen.findByRole('form', { name: zh('authorization.department.editTitle') });
    fireEvent.change(
      within(editForm).getByRole('textbox', { name: new RegExp(`^${zh('authorization.department.name')}`) }),
      {
        target: { value: 'Night crew' },
      },
    );
    fireEvent.click(within(editForm).getByRole('button', { name: zh('authorization.actions.save') }));
    await waitFor(() => expect(rowNames()[2]).toBe('Night crew'));

    fireEvent.click(
      screen.getByRole('button', { name: zh('authorization.actions.deleteRow', { name: 'Night crew' }) }),
    );
    const confirm = await screen.findByRole('dialog', { name: zh('authorization.deleteTitle') });
    fireEvent.click(within(confirm).getByRole('button', { name: zh('authorization.actions.delete') }));
    await waitFor(() => expect(rowNames()).not.toContain('Night crew'));
  }, 60000);
});
