import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { cancelAllRequests } from '@/api/tracker';
import { setupMockServer } from '@mocks/testing';
import { renderApp, signInAs } from '@/test/render-app';
import { zh } from '@/test/messages';

setupMockServer();

// Issue #12: the renewed token pair reached, through the session's cross-tab channel, the session of
// a console stopped before ("Event … was sent to stopped actor"). Such a warning fails the test.
let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn');
});
afterEach(() => {
  cancelAllRequests();
  cleanup();
  const toStopped = warn.mock.calls.map(String).filter((text) => text.includes('sent to stopped actor'));
  warn.mockRestore();
  expect(toStopped).toEqual([]);
});

async function openRequestDemo() {
  const app = renderApp('#/function/request');
  await act(() => signInAs(app.actor, 'admin'));
  // the first visit loads the console's chunks: slow on a busy machine
  await screen.findByRole('heading', { name: zh('router.request') }, { timeout: 10000 });
  return app;
}

const row = (n: number) => screen.getByRole('row', { name: `/mock/request/${n}` });
const statuses = () => [1, 2, 3, 4, 5].map((n) => row(n).dataset.status);

describe('the request demo', () => {
  it('starts the five slow requests and cancels one of them alone, then all', async () => {
    await openRequestDemo();
    fireEvent.click(screen.getByRole('button', { name: zh('widgets.request.startAll') }));
    await waitFor(() => expect(statuses()).toEqual(['pending', 'pending', 'pending', 'pending', 'pending']));
    expect(within(row(3)).getByText(zh('widgets.request.status.pending'))).toBeInTheDocument();

    fireEvent.click(
      within(row(3)).getByRole('button', { name: `${zh('widgets.request.cancel')} /mock/request/3` }),
    );
    await waitFor(() =>
      expect(statuses()).toEqual(['pending', 'pending', 'cancelled', 'pending', 'pending']),
    );
    expect(within(row(3)).getByText(zh('widgets.request.status.cancelled'))).toBeInTheDocument();
    const log = screen.getByRole('log', { name: zh('widgets.request.log') });
    expect(log).toHaveTextContent(zh('widgets.request.logs.started', { url: '/mock/request/5' }));
    expect(log.textContent).toMatch(/\/mock\/request\/3/);
    // the client's registry holds the four still in flight
    await waitFor(() => expect(screen.getAllByText(/^mock\/request\/\d$/)).toHaveLength(4));

    fireEvent.click(screen.getByRole('button', { name: zh('widgets.request.cancelAll') }));
    await waitFor(() =>
      expect(statuses()).toEqual(['cancelled', 'cancelled', 'cancelled', 'cancelled', 'cancelled']),
    );
    expect(screen.getByText(zh('widgets.request.none'))).toBeInTheDocument();
  }, 30000);

  it('renews an expired access token once and replays the request', async () => {
    const app = await openRequestDemo();
    const session = app.actor.getSnapshot().context.session;
    const before = session.getSnapshot().context.refreshToken;
    fireEvent.click(screen.getByRole('button', { name: zh('widgets.request.refreshRun') }));
    const log = screen.getByRole('log', { name: zh('widgets.request.log') });
    await waitFor(() =>
      expect(log).toHaveTextContent(zh('widgets.request.logs.replayed', { name: 'Administrator' })),
    );
    expect(log).toHaveTextContent(zh('widgets.request.logs.refreshing'));
    expect(log).toHaveTextContent(zh('widgets.request.logs.renewed'));
    expect(session.getSnapshot().context.refreshToken).not.toBe(before);
    expect(session.getSnapshot().matches('signedIn')).toBe(true);
  }, 30000);
});
