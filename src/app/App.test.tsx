import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { nprogressStore } from '@mantine/nprogress';
import { afterEach, describe, expect, it } from 'vitest';
import { setupMockServer } from '@mocks/testing';
import { navigate } from '@/app/router/hash-location';
import { renderApp, signInAs } from '@/test/render-app';
import { zh } from '@/test/messages';

setupMockServer();
afterEach(cleanup);

/** The bar's root (its section carries the name; the root, `data-mounted` while it runs). */
const bar = () =>
  document.querySelector(`[aria-label="${zh('app.loadingPage')}"]`)?.closest('.mantine-Progress-root');
const running = () => nprogressStore.getState().mounted;

describe('the navigation bar', () => {
  // first in the file: the shell's code is not in yet
  it('runs while the shell loads after a sign-in, says what it is, and ends for good', async () => {
    const app = renderApp('#/login');
    await screen.findByRole('button', { name: zh('login.submit') });
    await waitFor(() => expect(running()).toBe(false));

    await act(() => signInAs(app.actor, 'admin'));
    // the bar's own code loads with the first loader that runs it
    const shown = await waitFor(() => {
      expect(bar()).not.toBeNull();
      return bar()!;
    });
    await screen.findByRole('tab', { name: zh('router.workplace'), selected: true });
    // ended, and for good: a timer left running would show the bar again at its next step
    await waitFor(() => expect(nprogressStore.getState().progress).toBe(0));
    expect(running()).toBe(false);
    expect(shown).not.toHaveAttribute('data-mounted');
  });

  it('does not run for an address change whose page is already in', async () => {
    renderApp('#/register');
    await screen.findByRole('heading', { name: zh('access.title.register') });
    await waitFor(() => expect(running()).toBe(false));

    // the query alone (a list's filters live there): the same page, nothing to load
    act(() => navigate('/register?from=test'));
    expect(running()).toBe(false);
    // a page whose code is in: shown at once, no loader
    act(() => navigate('/login'));
    await screen.findByRole('button', { name: zh('login.submit') });
    expect(running()).toBe(false);
  });
});
