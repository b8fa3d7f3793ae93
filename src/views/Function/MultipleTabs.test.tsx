import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setupMockServer } from '@mocks/testing';
import { renderApp, signInAs } from '@/test/render-app';
import { zh } from '@/test/messages';

setupMockServer();
afterEach(cleanup);

const tabNames = () =>
  within(screen.getByRole('tablist'))
    .getAllByRole('tab')
    .map((tab) => tab.textContent);

describe('multiple tabs', () => {
  it('opens one tab per id, each titled by its page', async () => {
    const app = renderApp('#/function/multiple-tabs');
    await act(() => signInAs(app.actor, 'admin'));
    fireEvent.click(
      await screen.findByRole(
        'link',
        { name: zh('widgets.multipleTabs.open', { id: 2 }) },
        { timeout: 10000 },
      ),
    );
    await screen.findByRole('heading', { name: zh('widgets.multipleTabs.detailTitle', { id: 2 }) });
    await waitFor(() => expect(tabNames()).toContain(zh('widgets.multipleTabs.detailTitle', { id: 2 })));

    fireEvent.click(screen.getByRole('button', { name: zh('widgets.multipleTabs.back') }));
    fireEvent.click(
      await screen.findByRole('button', { name: zh('widgets.multipleTabs.openAll', { count: 3 }) }),
    );
    await screen.findByRole('heading', { name: zh('widgets.multipleTabs.detailTitle', { id: 3 }) });
    expect(window.location.hash).toBe('#/function/multiple-tabs-demo/3');
    await waitFor(() =>
      expect(
        tabNames().filter((name) => name?.startsWith(zh('widgets.multipleTabs.detailTitle', { id: '' }))),
      ).toEqual([
        zh('widgets.multipleTabs.detailTitle', { id: 2 }),
        zh('widgets.multipleTabs.detailTitle', { id: 1 }),
        zh('widgets.multipleTabs.detailTitle', { id: 3 }),
      ]),
    );
  }, 30000);
});
