import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { zh as mockZh } from '../../../../server/areas/samples/data/testing';
import { setupMockServer } from '@mocks/testing';
import { renderApp, signInAs } from '@/test/render-app';
import { zh } from '@/test/messages';
import { expectToast, fillExampleForm, firstRecords, rowTitles } from '../example.test-support';

setupMockServer();
afterEach(cleanup);

const TABLE = () => zh('router.exampleDialog');

async function openList() {
  const app = renderApp('#/example/example-dialog');
  await act(() => signInAs(app.actor, 'admin'));
  const [first] = await firstRecords(1);
  await screen.findByText(first.title, undefined, { timeout: 25000 });
  return app;
}

describe('the example dialog page', () => {
  it('adds, edits, views and deletes a record in a dialog', async () => {
    await openList();
    fireEvent.click(screen.getByRole('button', { name: zh('example.actions.add') }));
    const form = await screen.findByRole('form', { name: zh('example.addTitle') });

    // the rules run before anything is sent
    fireEvent.click(within(form).getByRole('button', { name: zh('example.actions.save') }));
    await waitFor(() =>
      expect(
        within(form).getByRole('textbox', { name: new RegExp(`^${zh('example.fields.title')}`) }),
      ).toHaveAttribute('aria-invalid', 'true'),
    );

    await fillExampleForm(form, { title: 'Pallet audit', author: 'Mia', importance: 3 });
    fireEvent.click(within(form).getByRole('button', { name: zh('example.actions.save') }));
    await expectToast(zh('example.created'));
    await waitFor(() => expect(rowTitles(TABLE())[0]).toBe('Pallet audit'));

    fireEvent.click(
      screen.getByRole('button', { name: zh('example.actions.editRow', { title: 'Pallet audit' }) }),
    );
    const editForm = await screen.findByRole('form', { name: zh('example.editTitle') });
    const title = within(editForm).getByRole('textbox', {
      name: new RegExp(`^${zh('example.fields.title')}`),
    });
    expect(title).toHaveValue('Pallet audit');
    fireEvent.change(title, { target: { value: 'Pallet audit, aisle 4' } });
    fireEvent.click(within(editForm).getByRole('button', { name: zh('example.actions.save') }));
    await expectToast(zh('example.updated'));
    await waitFor(() => expect(rowTitles(TABLE())[0]).toBe('Pallet audit, aisle 4'));

    fireEvent.click(
      screen.getByRole('button', { name: zh('example.actions.viewRow', { title: 'Pallet audit, aisle 4' }) }),
    );
    const detail = await screen.findByRole('dialog', { name: zh('example.detailTitle') });
    expect(within(detail).getByText('Mia')).toBeInTheDocument();
    expect(within(detail).getByText(zh('example.importance.3'))).toBeInTheDocument();
    fireEvent.click(within(detail).getByRole('button', { name: zh('rich.dialog.close') }));

    fireEvent.click(
      screen.getByRole('button', {
        name: zh('example.actions.deleteRow', { title: 'Pallet audit, aisle 4' }),
      }),
    );
    const confirm = await screen.findByRole('dialog', { name: zh('example.deleteTitle') });
    fireEvent.click(within(confirm).getByRole('button', { name: zh('example.actions.delete') }));
    await expectToast(zh('example.deleted', { count: 1 }));
    await waitFor(() => expect(rowTitles(TABLE())).not.toContain('Pallet audit, aisle 4'));
  }, 60000);

  it('deletes the ticked records after asking, and shows the server refusing an empty delete', async () => {
    await openList();
    const [first, second, third] = await firstRecords(3);

    fireEvent.click(screen.getByRole('button', { name: zh('example.actions.deleteSelected') }));
    await expectToast(mockZh('deleteIdsRequired'));
    expect(screen.queryByRole('dialog', { name: zh('example.deleteTitle') })).toBeNull();

    const rows = within(screen.getByRole('table', { name: TABLE() })).getAllByRole('row');
    fireEvent.click(within(rows[1]).getByRole('checkbox'));
    fireEvent.click(within(rows[2]).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: zh('example.actions.deleteSelected') }));
    const confirm = await screen.findByRole('dialog', { name: zh('example.deleteTitle') });
    expect(within(confirm).getByText(zh('example.deleteSelectedConfirm', { count: 2 }))).toBeInTheDocument();
    fireEvent.click(within(confirm).getByRole('button', { name: zh('example.actions.delete') }));
    await expectToast(zh('example.deleted', { count: 2 }));
    await waitFor(() => expect(rowTitles(TABLE())[0]).toBe(third.title));
    expect(rowTitles(TABLE())).not.toContain(first.title);
    expect(rowTitles(TABLE())).not.toContain(second.title);
  }, 60000);
});
