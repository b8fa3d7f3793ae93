import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DataStatus } from '@/api/business/types/demo-data';
import { TestStore } from '../../server/store/testing';
import type { Sku } from '../../server/store/types/sku';
import type { ListPage } from '../../server/store/list-query';
import { seedBeforeAll, signedIn } from '../../server/api/testing';
import { server } from '../node';
import { zh } from '../../server/areas/samples/data/testing';
import { apiGet, engineOn, setupMockServer } from '../testing';
import { businessBackEnd, type PageEnd } from './page';
import type { ToWorker } from './protocol';
import { serveBusinessCalls, type WorkerEnd } from './serve';

setupMockServer();
seedBeforeAll();

/**
 * The page and its business worker joined by a MessageChannel, as in the browser but in one realm:
 * the page's handler goes first in the node server, so every API call meets it; what the worker does
 * not answer (signing in, the shell's calls) goes on to the server's own handlers.
 */
function joined({ failFirstOpen = false } = {}) {
  const { port1, port2 } = new MessageChannel();
  const sent: ToWorker['type'][] = [];
  let opened = 0;
  let failNextOpen = failFirstOpen;
  const statuses: number[] = [];
  const pageEnd = (): PageEnd => {
    opened += 1;
    if (failNextOpen) {
      // a worker whose script failed to load: it reports an error and answers nothing
      failNextOpen = false;
      const broken = new EventTarget();
      return Object.assign(broken, {
        postMessage: () => queueMicrotask(() => broken.dispatchEvent(new Event('error'))),
      }) as unknown as PageEnd;
    }
    const end = port1 as unknown as PageEnd & { start(): void };
    const post = port1.postMessage.bind(port1);
    return Object.assign(end, {
      postMessage: (message: ToWorker, transfer: Transferable[]) => {
        sent.push(message.type);
        post(message, transfer);
      },
    });
  };
  const backEnd = businessBackEnd(pageEnd, () => statuses.push(Date.now()));
  const stop = serveBusinessCalls(port2 as unknown as WorkerEnd);
  port1.start();
  port2.start();
  server.use(backEnd.handler);
  return {
    backEnd,
    sent,
    statuses,
    opened: () => opened,
    close: () => {
      stop();
      port1.close();
      port2.close();
    },
  };
}

describe('the business back-end in its own worker', () => {
  let link: ReturnType<typeof joined>;
  beforeEach(() => {
    link = joined();
  });
  afterEach(() => link.close());

  it('answers a business call as the page would, for the caller the page authenticated', async () => {
    const seller = await signedIn('seller');
    const mine = await seller.get<ListPage<Sku>>('Sku/GetList?pageSize=200&customerId=C002');
    expect(mine.status).toBe(200);
    expect(mine.data.total).toBe(300);
    expect(mine.data.list.every((sku) => sku.customerId === 'C001')).toBe(true);
    expect(link.sent).toContain('call');
    expect(link.opened()).toBe(1);
  });

  it('answers the refusal the page decided for a caller without a valid token, in the caller’s language', async () => {
    const answer = await apiGet('Sku/GetList', 'not-a-token', 'zh-CN');
    expect(answer.status).toBe(401);
    expect(((await answer.json()) as { message: string }).message).toBe(zh('accessTokenInvalid'));
    // a business role is still the worker's to check
    const tester = await signedIn('test');
    expect((await tester.get('Sku/GetList')).status).toBe(403);
  });

  it('passes a JSON body and a multipart body through whole', async () => {
    const seller = await signedIn('seller');
    const alert = await seller.post('Finance/SetLowBalanceAlert', { currency: 'USD', amount: -1 }, 'en');
    expect(alert).toMatchObject({ status: 422, data: { amount: expect.any(String) } });
    expect((await seller.post('Finance/SetLowBalanceAlert', { currency: 'USD', amount: 250 })).status).toBe(
      200,
    );
    const upload = await seller.upload('Outbound/ImportValidate', {
      file: new File(['a,b\n1,2\n'], 'x.csv'),
    });
    expect(upload).toMatchObject({
      status: 422,
      data: { file: expect.stringContaining('missing column: referenceNo') },
    });
  });

  it('lets a call no business handler answers go on to the page’s other handlers', async () => {
    const admin = await signedIn('admin');
    const menus = await admin.get<unknown[]>('Permission/GetMenus');
    expect(menus.status).toBe(200);
    expect(link.sent).toContain('call');
  });

  it('runs the page’s hooks in the worker and relays a change of the data’s status', async () => {
    const store = engineOn(await TestStore.open());
    const admin = await signedIn('admin');
    await admin.post('Finance/SetLowBalanceAlert', { currency: 'USD', amount: 1 });
    await link.backEnd.flushSaves();
    await link.backEnd.resetDemoData();
    expect(link.sent).toEqual(expect.arrayContaining(['flushSaves', 'resetDemoData']));
    // a write that cannot be committed changes the status: the page hears of it
    store.failCommits = true;
    const seller = await signedIn('seller');
    expect((await seller.post('Finance/SetLowBalanceAlert', { currency: 'USD', amount: 3 })).status).toBe(
      503,
    );
    expect((await seller.get<DataStatus>('Mock/DataStatus')).data.saveFailed).toBe(true);
    expect(link.statuses.length).toBeGreaterThan(0);
  });

  it('is told to prepare the data once, when an account with a business role is first seen', async () => {
    const call = (token?: string) =>
      new Request('http://localhost/services/api/User/GetUserInfo', {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
      });
    const tester = await signedIn('test');
    await link.backEnd.prepareFor(call());
    await link.backEnd.prepareFor(call(tester.token));
    // the turn on which a prepare would have been told (the next timer)
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(link.sent).not.toContain('prepare');
    const seller = await signedIn('seller');
    await link.backEnd.prepareFor(call(seller.token));
    await link.backEnd.prepareFor(call(seller.token));
    // told on the next turn, and only for the seller
    await vi.waitFor(() => expect(link.sent).toContain('prepare'));
    expect(link.sent.filter((type) => type === 'prepare')).toHaveLength(1);
    // the worker builds or reads the data then: the next call finds it ready
    expect((await seller.get('Sku/GetList')).status).toBe(200);
  });

  it('is told to prepare the data once when someone starts signing in, whatever is seen after', async () => {
    link.backEnd.prepare();
    link.backEnd.prepare();
    await vi.waitFor(() => expect(link.sent).toContain('prepare'));
    const seller = await signedIn('seller');
    await link.backEnd.prepareFor(
      new Request('http://localhost/services/api/User/GetUserInfo', {
        headers: { Authorization: `Bearer ${seller.token}` },
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(link.sent.filter((type) => type === 'prepare')).toHaveLength(1);
    expect((await seller.get('Sku/GetList')).status).toBe(200);
  });

  it('fails the calls waiting on a worker that did not start, and starts another for the next', async () => {
    link.close();
    server.resetHandlers();
    const seller = await signedIn('seller');
    link = joined({ failFirstOpen: true });
    expect((await seller.raw('Sku/GetList')).status).toBe(500);
    expect((await seller.get('Sku/GetList')).status).toBe(200);
    expect(link.opened()).toBe(2);
  });
});
