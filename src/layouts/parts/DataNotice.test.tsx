import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { engineOn, setupMockServer } from '@mocks/testing';
import { TestStore } from '../../../server/store/testing';
import { seedBeforeAll } from '../../../server/api/testing';
import { renderApp, signInAs } from '@/test/render-app';
import { zh } from '@/test/messages';
import { formatDateTime } from '@/i18n/format';

setupMockServer();
seedBeforeAll();
afterEach(() => {
  cleanup();
});

/** A browser store holding what an unknown build saved: it is kept aside on the first call. */
async function storeWithUnreadableData(): Promise<TestStore> {
  const store = await TestStore.open('nothing');
  await store.save({ version: 'from somewhere else', skus: 3 });
  return engineOn(store);
}

async function openAs(username: string) {
  const app = renderApp('#/dashboard/workplace');
  await act(() => signInAs(app.actor, username));
  return screen.findByRole(
    'alert',
    { name: zh('businessAdmin.dataNotice.keptAsideTitle') },
    { timeout: 30_000 },
  );
}

describe('the notice about the data this browser keeps', { timeout: 90_000 }, () => {
  it('tells the operator the old data was kept aside, and keeps it there on request', async () => {
    const user = userEvent.setup();
    const store = await storeWithUnreadableData();
    const notice = await openAs('admin');
    // what happened and when, in words
    const { at } = (await store.keptAside()) as { at: string };
    const said = zh('businessAdmin.dataNotice.keptAsideShape', { at: formatDateTime(at, 'zh-CN') });
    expect(within(notice).getByText(said)).toBeInTheDocument();
    await user.click(within(notice).getByRole('button', { name: zh('businessAdmin.dataNotice.keep') }));
    await waitFor(() =>
      expect(
        screen.queryByRole('alert', { name: zh('businessAdmin.dataNotice.keptAsideTitle') }),
      ).not.toBeInTheDocument(),
    );
    expect(await store.keptAside()).toMatchObject({ acknowledged: true, snapshot: { skus: 3 } });
  });

  it('discards the old data only after the operator confirms', async () => {
    const user = userEvent.setup();
    const store = await storeWithUnreadableData();
    const notice = await openAs('admin');
    await user.click(within(notice).getByRole('button', { name: zh('businessAdmin.dataNotice.discard') }));
    const dialog = await screen.findByRole('dialog', { name: zh('businessAdmin.dataNotice.discardTitle') });
    expect(await store.keptAside()).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: zh('businessAdmin.dataNotice.discard') }));
    await waitFor(() =>
      expect(
        screen.queryByRole('alert', { name: zh('businessAdmin.dataNotice.keptAsideTitle') }),
      ).not.toBeInTheDocument(),
    );
    expect(await store.keptAside()).toBeUndefined();
  });

  it('tells a customer too, who leaves the choice to the operator', async () => {
    await storeWithUnreadableData();
    const notice = await openAs('seller');
    expect(within(notice).getByText(zh('businessAdmin.dataNotice.operatorDecides'))).toBeInTheDocument();
    expect(within(notice).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when the saved data cannot be read, and offers a reload', async () => {
    const store = engineOn(await TestStore.open());
    store.failReads = Infinity;
    // the engine says why in the console; the visitor reads the notice
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const app = renderApp('#/dashboard/workplace');
    await act(() => signInAs(app.actor, 'seller'));
    const notice = await screen.findByRole(
      'alert',
      { name: zh('businessAdmin.dataNotice.readFailedTitle') },
      { timeout: 30_000 },
    );
    expect(within(notice).getByText(zh('businessAdmin.dataNotice.readFailed'))).toBeInTheDocument();
    expect(
      within(notice).getByRole('button', { name: zh('businessAdmin.dataNotice.reload') }),
    ).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(
      '[engine] the stored business data could not be read:',
      expect.any(Error),
    );
    logged.mockRestore();
  });

  it('shows nothing while all is well', async () => {
    engineOn(await TestStore.open());
    const app = renderApp('#/dashboard/workplace');
    await act(() => signInAs(app.actor, 'admin'));
    expect(await screen.findByRole('main')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
