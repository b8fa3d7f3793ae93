import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setupMockServer } from '@mocks/testing';
import { navigate } from '@/app/router/hash-location';
import { renderApp, signInAs } from '@/test/render-app';
import { zh } from '@/test/messages';

setupMockServer();
afterEach(cleanup);

/** Waits for `hash` and for the page there to be open in its tab (a page, not the loader). */
async function landsOn(hash: string, tabTitleKey: string) {
  await waitFor(() => expect(window.location.hash).toBe(hash));
  await screen.findByRole('tab', { name: zh(tabTitleKey), selected: true });
}

describe('the router at a parent path', () => {
  it('goes to the parent’s redirect or first page, for local and business parents alike', async () => {
    const app = renderApp('#/dashboard');
    await act(() => signInAs(app.actor, 'admin'));
    await landsOn('#/dashboard/workplace', 'router.workplace');

    const parents: Array<[string, string, string]> = [
      ['/components', '#/components/icon', 'router.icon'],
      ['/authorization', '#/authorization/user', 'router.user'],
      // no redirect of its own: its first child, itself a parent, leads to the page
      ['/level/menu1', '#/level/menu1/menu1-1/menu1-1-1', 'router.menu111'],
      ['/inbound', '#/inbound/list', 'businessMenu.inboundList'],
      ['/sku', '#/sku/list', 'businessMenu.skuList'],
      // an old bookmark of a demo that moved to the seed's flat path
      ['/components/table/card-table', '#/components/card-table', 'router.cardTable'],
    ];
    for (const [path, hash, title] of parents) {
      act(() => navigate(path));
      await landsOn(hash, title);
    }
  });

  it('sends a parent that leads nowhere to the 404 page', async () => {
    const app = renderApp('#/dashboard/workplace');
    await act(() => signInAs(app.actor, 'admin'));
    await landsOn('#/dashboard/workplace', 'router.workplace');
    // its only child is an external link
    act(() => navigate('/external-link'));
    await waitFor(() => expect(window.location.hash).toBe('#/404'));
    await screen.findByText(zh('error.page.404.title'));
  });

  it('follows a chain of redirects in one address change: a sign-in at /login lands home at once', async () => {
    const app = renderApp('#/login');
    await screen.findByRole('button', { name: zh('login.submit') });
    const addresses: string[] = [];
    // (happy-dom also fires one of its own for the address change the console's own event announces)
    const heard = (event: HashChangeEvent) => {
      const address = new URL(event.newURL).hash;
      if (addresses.at(-1) !== address) addresses.push(address);
    };
    window.addEventListener('hashchange', heard);
    try {
      // /login signed in → / (home) → /dashboard/workplace (the home's redirect)
      await act(() => signInAs(app.actor, 'admin'));
      await landsOn('#/dashboard/workplace', 'router.workplace');
      expect(addresses).toEqual(['#/dashboard/workplace']);
    } finally {
      window.removeEventListener('hashchange', heard);
    }
  });
});
