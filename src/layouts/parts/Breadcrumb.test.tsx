import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { flattenRoutes } from '@machines/routes/flatten';
import type { AppRouteRecord } from '@machines/types';
import { setupMockServer } from '@mocks/testing';
import { renderApp, signInAs } from '@/test/render-app';
import { renderWidget } from '@/test/render-widget';
import { zh } from '@/test/messages';
import { Breadcrumb } from './Breadcrumb';

setupMockServer();
afterEach(cleanup);

const entryAt = (tree: AppRouteRecord[], path: string) => {
  const entry = flattenRoutes(tree).find((e) => e.path === path);
  if (!entry) throw new Error(`no entry ${path}`);
  return entry;
};

const trail = () => screen.getByLabelText(zh('header.breadcrumb'));

describe('the breadcrumb', () => {
  it('links each ancestor to where its path leads, not to the bare parent path', () => {
    const tree: AppRouteRecord[] = [
      {
        path: '/level',
        name: 'Level',
        component: '#',
        redirect: '/level/menu2',
        meta: { title: 'router.level' },
        children: [
          {
            path: 'menu1',
            name: 'Menu1',
            component: '##',
            meta: { title: 'router.menu1' },
            children: [
              {
                path: 'menu1-2',
                name: 'Menu12',
                component: 'views/Level/Menu12',
                meta: { title: 'router.menu12' },
              },
            ],
          },
          { path: 'menu2', name: 'Menu2', component: 'views/Level/Menu2', meta: { title: 'router.menu2' } },
        ],
      },
    ];
    renderWidget(<Breadcrumb entry={entryAt(tree, '/level/menu1/menu1-2')} withIcons={false} />);
    expect(within(trail()).getByRole('link', { name: zh('router.level') })).toHaveAttribute(
      'href',
      '#/level/menu2',
    );
    expect(within(trail()).getByRole('link', { name: zh('router.menu1') })).toHaveAttribute(
      'href',
      '#/level/menu1/menu1-2',
    );
    expect(within(trail()).getByText(zh('router.menu12')).closest('[aria-current="page"]')).not.toBeNull();
    expect(within(trail()).getAllByRole('link')).toHaveLength(2);
  });

  it('shows an ancestor that leads nowhere as text, not as a link', () => {
    const tree: AppRouteRecord[] = [
      {
        path: '/example',
        name: 'Example',
        component: '#',
        meta: { title: 'router.example' },
        // its only page is hidden: the parent has nowhere to go
        children: [
          {
            path: 'example-detail',
            name: 'ExampleDetail',
            component: 'views/Example/Page/ExampleDetail',
            meta: { title: 'router.exampleDetail', hidden: true, canTo: true },
          },
        ],
      },
    ];
    renderWidget(<Breadcrumb entry={entryAt(tree, '/example/example-detail')} withIcons={false} />);
    expect(within(trail()).queryAllByRole('link')).toEqual([]);
    expect(within(trail()).getByText(zh('router.example'))).toBeInTheDocument();
  });

  it('in the console, its first item opens the workplace, and a grouping parent its first page', async () => {
    const user = userEvent.setup();
    const app = renderApp('#/components/use-form');
    await act(() => signInAs(app.actor, 'admin'));
    const group = await within(await screen.findByLabelText(zh('header.breadcrumb'))).findByRole('link', {
      name: zh('router.form'),
    });
    expect(group).toHaveAttribute('href', '#/components/default-form');
    expect(within(trail()).getByRole('link', { name: zh('router.component') })).toHaveAttribute(
      'href',
      '#/components/icon',
    );

    act(() => {
      window.location.hash = '#/dashboard/analysis';
    });
    const first = await within(trail()).findByRole('link', { name: zh('router.dashboard') });
    expect(first).toHaveAttribute('href', '#/dashboard/workplace');
    await user.click(first);
    await waitFor(() => expect(window.location.hash).toBe('#/dashboard/workplace'));
    await screen.findByRole('tab', { name: zh('router.workplace'), selected: true });
  });
});
