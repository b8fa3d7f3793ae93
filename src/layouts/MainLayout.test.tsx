import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setupMockServer } from '@mocks/testing';
import { navigate } from '@/app/router/hash-location';
import { renderApp, signInAs } from '@/test/render-app';
import { zh, zhPattern } from '@/test/messages';

setupMockServer();
afterEach(cleanup);

async function signedInAt(hash: string) {
  const app = renderApp(hash);
  await act(() => signInAs(app.actor, 'admin'));
  await screen.findByRole('navigation', { name: zh('menu.label') });
  return app;
}

/**
 * The open tab menu's items by action. jsdom cannot place the dropdown, which stays `display: none`,
 * so its items are looked up among hidden ones.
 */
async function openMenu() {
  const menu = await screen.findByRole('menu', { hidden: true });
  return (action: string) => within(menu).getByRole('menuitem', { name: zh(`tabs.${action}`), hidden: true });
}

async function closeMenu() {
  fireEvent.keyDown(screen.getByRole('menu', { hidden: true }), { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('menu', { hidden: true })).not.toBeInTheDocument());
}

const tabNames = () =>
  within(screen.getByRole('tablist'))
    .getAllByRole('tab')
    .map((tab) => tab.textContent);

describe('the classic layout', () => {
  it('opens a tab per visited page, the workplace pinned first', async () => {
    await signedInAt('#/dashboard/workplace');
    act(() => navigate('/level/menu2'));
    await screen.findByRole('heading', { name: zh('router.menu2') });
    act(() => navigate('/error/403-demo'));
    await screen.findByText(zh('error.page.403.title'));
    expect(tabNames()).toEqual([zh('router.workplace'), zh('router.menu2'), zh('403')]);
  });

  it('closing the current tab opens its neighbour; the pinned tab has no close button', async () => {
    const user = userEvent.setup();
    await signedInAt('#/dashboard/workplace');
    act(() => navigate('/level/menu2'));
    await screen.findByRole('heading', { name: zh('router.menu2') });
    // the close buttons are the pointer's (the keyboard has Delete): hidden from the accessibility tree
    const closeButton = (title: string) => screen.queryByLabelText(zh('tabs.closeTab', { title }));
    expect(closeButton(zh('router.workplace'))).not.toBeInTheDocument();
    const close = closeButton(zh('router.menu2'));
    expect(close).toHaveAttribute('aria-hidden', 'true');
    expect(close).toHaveAttribute('tabindex', '-1');
    await user.click(close!);
    await waitFor(() => expect(window.location.hash).toBe('#/dashboard/workplace'));
    expect(tabNames()).toEqual([zh('router.workplace')]);
  });

  it('from the keyboard, Delete closes the focused tab and the focus moves to the tab shown after', async () => {
    const user = userEvent.setup();
    await signedInAt('#/dashboard/workplace');
    act(() => navigate('/level/menu2'));
    await screen.findByRole('heading', { name: zh('router.menu2') });
    const tab = screen.getByRole('tab', { name: zhPattern('router.menu2') });
    // no control sits inside a tab: each tab is one stop of the Tab key
    expect(within(tab).queryByRole('button', { hidden: true })).not.toBeInTheDocument();
    expect(tab).toHaveAttribute('aria-keyshortcuts', 'Delete');
    tab.focus();
    await user.keyboard('{Delete}');
    await waitFor(() => expect(window.location.hash).toBe('#/dashboard/workplace'));
    expect(tabNames()).toEqual([zh('router.workplace')]);
    const workplace = screen.getByRole('tab', { name: zhPattern('router.workplace') });
    await waitFor(() => expect(workplace).toHaveFocus());
    // the pinned tab stays
    await user.keyboard('{Delete}');
    expect(tabNames()).toEqual([zh('router.workplace')]);
    expect(workplace).not.toHaveAttribute('aria-keyshortcuts');
  });

  it('right-click offers the tab actions and "close others" keeps the pinned tab', async () => {
    const user = userEvent.setup();
    await signedInAt('#/dashboard/workplace');
    for (const path of ['/level/menu2', '/level/menu1/menu1-2', '/error/404-demo']) {
      act(() => navigate(path));
      await waitFor(() =>
        expect(tabNames()).toHaveLength(
          ['/level/menu2', '/level/menu1/menu1-2', '/error/404-demo'].indexOf(path) + 2,
        ),
      );
    }
    fireEvent.contextMenu(screen.getByRole('tab', { name: zhPattern('router.menu12') }));
    await user.click(await screen.findByRole('menuitem', { name: zh('tabs.closeOthers') }));
    await waitFor(() => expect(tabNames()).toEqual([zh('router.workplace'), zh('router.menu12')]));
    expect(window.location.hash).toBe('#/level/menu1/menu1-2');
  });

  it('the tab menu disables a close that would close nothing, as the tabs machine answers', async () => {
    const user = userEvent.setup();
    await signedInAt('#/dashboard/workplace');
    act(() => navigate('/level/menu2'));
    await screen.findByRole('heading', { name: zh('router.menu2') });

    // the last tab, with only the pinned workplace to its left
    fireEvent.contextMenu(screen.getByRole('tab', { name: zhPattern('router.menu2') }));
    let item = await openMenu();
    for (const action of ['closeLeft', 'closeRight', 'closeOthers']) expect(item(action)).toBeDisabled();
    for (const action of ['refresh', 'close', 'closeAll']) expect(item(action)).toBeEnabled();
    await closeMenu();

    // the pinned first tab
    fireEvent.contextMenu(screen.getByRole('tab', { name: zhPattern('router.workplace') }));
    item = await openMenu();
    for (const action of ['close', 'closeLeft']) expect(item(action)).toBeDisabled();
    for (const action of ['closeRight', 'closeOthers', 'closeAll']) expect(item(action)).toBeEnabled();
    await user.click(item('closeRight'));
    await waitFor(() => expect(window.location.hash).toBe('#/dashboard/workplace'));
    expect(tabNames()).toEqual([zh('router.workplace')]);
    await waitFor(() => expect(screen.queryByRole('menu', { hidden: true })).not.toBeInTheDocument());

    // only the pinned tab is left: every close is disabled, in the bar's menu too
    await user.click(screen.getByRole('button', { name: zh('tabs.menu') }));
    item = await openMenu();
    for (const action of ['close', 'closeLeft', 'closeRight', 'closeOthers', 'closeAll']) {
      expect(item(action)).toBeDisabled();
    }
    expect(item('refresh')).toBeEnabled();
  });

  it('collapses the menu to icons and remembers it', async () => {
    const user = userEvent.setup();
    const { actor } = await signedInAt('#/dashboard/workplace');
    await user.click(screen.getByRole('button', { name: zh('header.collapseMenu') }));
    expect(actor.getSnapshot().context.layout.getSnapshot().context.collapse).toBe(true);
    expect(JSON.parse(localStorage.getItem('outpost.settings') ?? '{}')).toMatchObject({ collapse: true });
    expect(screen.getByRole('link', { name: zh('router.document') })).toHaveAttribute('target', '_blank');
  });

  it('keeps a cached page alive with what was typed; reloading its tab starts it fresh', async () => {
    const user = userEvent.setup();
    await signedInAt('#/dashboard/workplace');
    act(() => navigate('/level/menu2'));
    const input = await screen.findByRole('textbox', { name: zh('level.inputLabel') });
    await user.type(input, 'kept');
    act(() => navigate('/dashboard/workplace'));
    await screen.findByRole('heading', { name: /Administrator/ });
    act(() => navigate('/level/menu2'));
    expect(await screen.findByRole('textbox', { name: zh('level.inputLabel') })).toHaveValue('kept');

    fireEvent.contextMenu(screen.getByRole('tab', { name: zhPattern('router.menu2') }));
    await user.click(await screen.findByRole('menuitem', { name: zh('tabs.refresh') }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: zh('level.inputLabel') })).toHaveValue(''),
    );
  });

  it('draws a menu group’s entries once it is opened, and keeps them while it closes', async () => {
    const user = userEvent.setup();
    await signedInAt('#/dashboard/workplace');
    const menu = screen.getByRole('navigation', { name: zh('menu.label') });
    // the groups other than the workplace's are closed: their pages are not drawn, hidden or not
    expect(within(menu).queryByRole('link', { name: zh('router.menu2'), hidden: true })).toBeNull();

    const level = within(menu).getByRole('button', { name: zh('router.level') });
    await user.click(level);
    expect(level).toHaveAttribute('aria-expanded', 'true');
    expect(await within(menu).findByRole('link', { name: zh('router.menu2') })).toBeInTheDocument();

    await user.click(level);
    expect(level).toHaveAttribute('aria-expanded', 'false');
    expect(within(menu).getByRole('link', { name: zh('router.menu2'), hidden: true })).toBeInTheDocument();
  });
});
