import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { nprogressStore } from '@mantine/nprogress';
import { afterEach, describe, expect, it } from 'vitest';
import { setupMockServer } from '@mocks/testing';
import { navigate } from '@/app/router/hash-location';
import { renderApp } from '@/test/render-app';
import { zh } from '@/test/messages';

setupMockServer();
afterEach(cleanup);

describe('the navigation bar', () => {
  it('loads with the first navigation, says what it is, and goes away once the page is in', async () => {
    renderApp('#/login');
    await screen.findByRole('button', { name: zh('login.submit') });
    // the sign-in page carries no bar (#18: its code loads when a navigation first needs it)
    expect(document.querySelector(`[aria-label="${zh('app.loadingPage')}"]`)).toBeNull();

    act(() => navigate('/register'));
    const bar = await waitFor(() => {
      const root = document.querySelector(`[aria-label="${zh('app.loadingPage')}"]`);
      expect(root).not.toBeNull();
      return root!;
    });
    expect(bar).toHaveAttribute('aria-label', zh('app.loadingPage'));

    await screen.findByRole('heading', { name: zh('access.title.register') });
    // ended, and for good: a timer left running would show the bar again at its next step
    await waitFor(() => expect(nprogressStore.getState().progress).toBe(0));
    expect(nprogressStore.getState().mounted).toBe(false);
    expect(bar).not.toHaveAttribute('data-mounted');
  });
});
