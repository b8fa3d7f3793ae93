import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MenuEntry } from '@/api/sample-role';
import { mockGet } from '../../../../server/areas/samples/data/testing';
import { setupMockServer } from '@mocks/testing';
import { renderApp, signInAs } from '@/test/render-app';
import { zh } from '@/test/messages';

setupMockServer();
afterEach(cleanup);

const TABLE = () => zh('router.menuManagement');
const titles = () =>
  within(screen.getByRole('table', { name: TABLE() }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent ?? '');

const rowOf = (title: string) => {
  const row = within(screen.getByRole('table', { name: TABLE() }))
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryAllByRole('cell')[0]?.textContent === title);
  if (!row) throw new Error(`no row ${title}`);
  return row;
};

describe('menu management', () => {
  it('adds an entry under another with route meta fields and button permissions, then edits it', async () => {
    const app = renderApp('#/authorization/menu');
    await act(() => signInAs(app.actor, 'admin'));
    await screen.findByText(zh('router.authorization'), { selector: 'td *, td' }, { timeout: 25000 });

    const example = zh('router.example');
    // the tree starts folded: open the examples
    fireEvent.click(within(rowOf(example)).getByRole('button', { name: zh('table.expand') }));
    await waitFor(() => expect(titles()).toContain(zh('router.exampleDialog')));
    fireEvent.click(
      screen.getByRole('button', { name: zh('authorization.menu.addChildOf', { name: example }) }),
    );
    const form = await screen.findByRole('form', { name: zh('authorization.menu.addTitle') });
    const text = (key: string) => within(form).getByRole('textbox', { name: new RegExp(`^${zh(key)}`) });
    // every route meta field of the route table has its control
    for (const flag of ['hidden', 'canTo', 'alwaysShow', 'noTagsView', 'noCache', 'affix', 'showMainRoute'])
      expect(
        within(form).getByRole('switch', { name: zh(`authorization.menu.meta.${flag}`) }),
      ).not.toBeChecked();
    fireEvent.click(within(form).getByRole('button', { name: zh('authorization.actions.save') }));
    await waitFor(() => expect(text('authorization.menu.name')).toHaveAttribute('aria-invalid', 'true'));

    fireEvent.change(text('authorization.menu.title'), { target: { value: 'Example report' } });
    fireEvent.change(text('authorization.menu.name'), { target: { value: 'ExampleReport' } });
    fireEvent.change(text('authorization.menu.path'), { target: { value: 'example-report' } });
    fireEvent.change(
      within(form).getByRole('combobox', { name: new RegExp(`^${zh('authorization.menu.component')}`) }),
      {
        target: { value: 'views/Example/Page/ExamplePage' },
      },
    );
    fireEvent.click(within(form).getByRole('switch', { name: zh('authorization.menu.meta.hidden') }));
    fireEvent.click(within(form).getByRole('switch', { name: zh('authorization.menu.meta.noCache') }));
    fireEvent.change(text('authorization.menu.meta.activeMenu'), {
      target: { value: '/example/example-page' },
    });
    fireEvent.click(within(form).getByRole('button', { name: zh('authorization.actions.save') }));
    await waitFor(() => expect(titles()).toContain('Example report'));
    // first among the example entries
    expect(titles()[titles().indexOf(example) + 1]).toBe('Example report');

    const saved = (await mockGet<MenuEntry[]>('menu/list')).data
      .find((entry) => entry.name === 'Example')
      ?.children?.find((entry) => entry.name === 'ExampleReport');
    expect(saved).toMatchObject({
      path: 'example-report',
      component: 'views/Example/Page/ExamplePage',
      status: 1,
      permission: ['add', 'edit', 'delete'],
      meta: { title: 'Example report', hidden: true, noCache: true, activeMenu: '/example/example-page' },
    });

    fireEvent.click(
      screen.getByRole('button', { name: zh('authorization.actions.editRow', { name: 'Example report' }) }),
    );
    const editForm = await screen.findByRole('form', { name: zh('authorization.menu.editTitle') });
    expect(
      within(editForm).getByRole('switch', { name: zh('authorization.menu.meta.hidden') }),
    ).toBeChecked();
    fireEvent.click(within(editForm).getByRole('switch', { name: zh('authorization.fields.enabled') }));
    fireEvent.click(within(editForm).getByRole('button', { name: zh('authorization.actions.save') }));
    await waitFor(async () => {
      const entry = (await mockGet<MenuEntry[]>('menu/list')).data
        .find((candidate) => candidate.name === 'Example')
        ?.children?.find((candidate) => candidate.name === 'ExampleReport');
      expect(entry?.status).toBe(0);
    });
  }, 60000);
});
