import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { zh as mockZh } from '../../../../server/areas/samples/data/testing';
import { setupMockServer } from '@mocks/testing';
import { renderApp, signInAs } from '@/test/render-app';
import { zh, zhPattern } from '@/test/messages';
import { expectToast, fillExampleForm, firstRecords, rowTitles, untilHeading } from '../example.test-support';

setupMockServer();
afterEach(cleanup);

const TABLE = () => zh('router.examplePage');
const menuLink = () => screen.getByRole('link', { name: zhPattern('router.examplePage') });
const tabNames = () =>
  within(screen.getByRole('tablist'))
    .queryAllByRole('tab')
    .map((tab) => tab.textContent ?? '');

describe('the example pages', () => {
  it('adds, edits and views a record on pages of their own, the list lit in the menu', async () => {
    const app = renderApp('#/example/example-page');
    await act(() => signInAs(app.actor, 'admin'));
    const [first] = await firstRecords(1);
    await screen.findByText(first.title, undefined, { timeout: 25000 });
    expect(menuLink()).toHaveAttribute('aria-current', 'page');

    fireEvent.click(screen.getByRole('button', { name: zh('example.actions.add') }));
    await untilHeading(zh('router.exampleAdd'));
    const form = screen.getByRole('form', { name: zh('example.addTitle') });
    expect(window.location.hash).toBe('#/example/example-add');
    expect(screen.getByRole('heading', { name: zh('router.exampleAdd') })).toBeInTheDocument();
    // no tab of its own, and the list stays lit in the menu
    expect(tabNames().some((name) => name.includes(zh('router.exampleAdd')))).toBe(false);
    expect(menuLink()).toHaveAttribute('aria-current', 'page');

    await fillExampleForm(form, { title: 'Dock schedule', author: 'Ivo', importance: 2 });
    fireEvent.click(within(form).getByRole('button', { name: zh('example.actions.save') }));
    await waitFor(() => expect(window.location.hash).toBe('#/example/example-page'));
    await waitFor(() => expect(rowTitles(TABLE())[0]).toBe('Dock schedule'));
    await expectToast(zh('example.created'));

    fireEvent.click(
      screen.getByRole('button', { name: zh('example.actions.editRow', { title: 'Dock schedule' }) }),
    );
    await untilHeading(zh('router.exampleEdit'));
    const editForm = await screen.findByRole('form', { name: zh('example.editTitle') });
    expect(window.location.hash).toMatch(/^#\/example\/example-edit\?id=/);
    const author = within(editForm).getByRole('textbox', {
      name: new RegExp(`^${zh('example.fields.author')}`),
    });
    await waitFor(() => expect(author).toHaveValue('Ivo'));
    fireEvent.change(author, { target: { value: 'Ivo Lind' } });
    fireEvent.click(within(editForm).getByRole('button', { name: zh('example.actions.save') }));
    await waitFor(() => expect(window.location.hash).toBe('#/example/example-page'));

    fireEvent.click(
      await screen.findByRole('button', { name: zh('example.actions.viewRow', { title: 'Dock schedule' }) }),
    );
    await untilHeading(zh('router.exampleDetail'));
    const detail = screen
      .getByRole('heading', { name: zh('router.exampleDetail') })
      .closest('.mantine-Card-root');
    expect(await within(detail as HTMLElement).findByText('Ivo Lind')).toBeInTheDocument();
    expect(menuLink()).toHaveAttribute('aria-current', 'page');
    fireEvent.click(screen.getByRole('button', { name: zh('example.backToList') }));
    await waitFor(() => expect(window.location.hash).toBe('#/example/example-page'));
    expect(rowTitles(TABLE())[0]).toBe('Dock schedule');
  }, 90000);

  it('says so when the address names no record', async () => {
    const app = renderApp('#/example/example-detail?id=nothing-here');
    await act(() => signInAs(app.actor, 'admin'));
    expect(
      await screen.findByText(zh('example.recordMissing'), undefined, { timeout: 20000 }),
    ).toBeInTheDocument();
    // the server's own words, in the page and in the request client's toast
    expect(screen.getAllByText(mockZh('recordNotFound')).length).toBeGreaterThan(0);
  }, 30000);
});
