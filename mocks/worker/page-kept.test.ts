import { afterEach, describe, expect, it } from 'vitest';
import type { OutboxRecord } from '../../server/areas/access/outbox';
import { AUTH_STORAGE_KEY, authStateOf } from '../../server/areas/access/state';
import {
  answerPageStorage,
  memoryKeeper,
  pageAuthStorage,
  pageKept,
  pageOutbox,
  type PageKeeper,
} from './page-kept';
import type { FromWorker } from './protocol';
import type { WorkerEnd } from './serve';

// The worker's business calls change the page's sign-in state (entry.ts): a channel between the two.

const closing: (() => void)[] = [];
afterEach(() => {
  for (const close of closing.splice(0)) close();
});

/** The worker's storage joined to a page keeping the state in `keeper`; `between` runs in the page before each write. */
function joined(keeper: PageKeeper, between: () => void = () => undefined) {
  const { port1: page, port2: worker } = new MessageChannel();
  page.addEventListener('message', ({ data }: MessageEvent<FromWorker>) => {
    if (data.type !== 'pageStorage') return;
    if (data.write) between();
    page.postMessage(answerPageStorage(keeper, data));
  });
  page.start();
  worker.start();
  closing.push(() => {
    page.close();
    worker.close();
  });
  return pageKept(worker as unknown as WorkerEnd);
}

const stored = (keeper: PageKeeper) => authStateOf(keeper.getItem(AUTH_STORAGE_KEY));

describe('the sign-in state the worker changes, the page keeps', () => {
  it('reads the page’s state and writes its change there', async () => {
    const keeper = memoryKeeper();
    const storage = pageAuthStorage(joined(keeper));
    const [seller] = (await storage.read()).accounts.filter((account) => account.username === 'seller');
    expect(seller).toBeDefined();
    const ended = await storage.update((state) => {
      const account = state.accounts.find((candidate) => candidate.id === seller.id);
      if (account) account.customerSuspended = true;
      return 'changed';
    });
    expect(ended).toBe('changed');
    expect(stored(keeper).accounts.find((account) => account.id === seller.id)?.customerSuspended).toBe(true);
    expect(
      (await storage.read()).accounts.find((account) => account.id === seller.id)?.customerSuspended,
    ).toBe(true);
  });

  it('loses neither of two changes at once, nor one the page made meanwhile', async () => {
    const keeper = memoryKeeper();
    let pageWrites = 1;
    // the page signs someone in between the worker's read and its first write: that write is refused
    const kept = joined(keeper, () => {
      if (pageWrites === 0) return;
      pageWrites -= 1;
      const state = stored(keeper);
      state.accounts[0].nickname = 'changed by the page';
      keeper.setItem(AUTH_STORAGE_KEY, JSON.stringify(state));
    });
    const storage = pageAuthStorage(kept);
    const suspend = (username: string) =>
      storage.update((state) => {
        const account = state.accounts.find((candidate) => candidate.username === username);
        if (account) account.customerSuspended = true;
      });
    await Promise.all([suspend('seller'), suspend('seller2')]);
    const accounts = stored(keeper).accounts;
    expect(accounts.find((account) => account.username === 'seller')?.customerSuspended).toBe(true);
    expect(accounts.find((account) => account.username === 'seller2')?.customerSuspended).toBe(true);
    expect(accounts[0].nickname).toBe('changed by the page');
  });

  it('forgets it on a reset', async () => {
    const keeper = memoryKeeper();
    const storage = pageAuthStorage(joined(keeper));
    await storage.update(() => undefined);
    expect(keeper.getItem(AUTH_STORAGE_KEY)).not.toBeNull();
    await storage.reset();
    expect(keeper.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });

  it('adds the worker’s mail to the page’s outbox, and lends no other key', async () => {
    const keeper = memoryKeeper();
    const kept = joined(keeper);
    const outbox = pageOutbox(kept);
    const record = {
      id: 'OUT1',
      createdAt: '2026-12-03T10:00:00.000Z',
      kind: 'invitation',
      to: 'new.user@northwind.example',
      lang: 'en',
      subject: 'You are invited',
      text: 'Follow the link',
      secret: 'token',
      state: 'waiting',
      settledAt: null,
      error: null,
    } satisfies OutboxRecord;
    await outbox.add(record);
    const shown = await outbox.page({ keyword: '', state: null, pageIndex: 1, pageSize: 10 });
    expect(shown.list.map((each) => each.id)).toEqual(['OUT1']);
    expect(keeper.getItem('outpost.mock.outbox')).toContain('new.user@northwind.example');
    // the page's session, say, is not the worker's to read or write
    keeper.setItem('outpost.session', 'the page’s');
    expect(await kept.read('outpost.session')).toBeNull();
    expect(await kept.swap('outpost.session', undefined, 'the worker’s')).toBe(false);
    expect(keeper.getItem('outpost.session')).toBe('the page’s');
  });
});
