import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { zh } from '../../server/areas/samples/data/testing';
import { API, setupMockServer } from '@mocks/testing';
import { configureClient } from './client';
import { fieldErrors, isValidationError } from './errors';
import { getAnalysisTotal, getUserAccessSource } from './sample-analysis';
import { deleteDepartmentUsers, getDepartmentTree, getDepartmentUsers } from './sample-department';
import { getDictList } from './sample-dict';
import {
  deleteExamples,
  getExampleDetail,
  getExampleList,
  getExampleTree,
  saveExample,
} from './sample-example';
import { getCardList } from './sample-card';
import { getRadar, getWorkplaceTotal } from './sample-workplace';
import { bindFake } from './client.test-support';

setupMockServer();
// The API base stays on /services/api: the sample calls must still reach /mock at the site root.
beforeAll(() => configureClient({ baseURL: API }));
// The mock's '*/mock/...' handlers would also answer under the API base; this one answers first there.
beforeEach(() =>
  server.use(
    http.all('*/services/api/mock/*', () =>
      HttpResponse.json({ code: 599, message: 'under the API base', data: null }),
    ),
  ),
);

describe('sample client functions against the mock back-end', () => {
  it('unwrap the data of the site-root /mock endpoints', async () => {
    bindFake();
    await expect(getAnalysisTotal()).resolves.toEqual({
      users: 102400,
      messages: 81212,
      moneys: 9280,
      shoppings: 13600,
    });
    expect((await getUserAccessSource()).map((item) => item.value)).toEqual([1000, 310, 234, 135, 1548]);
    await expect(getWorkplaceTotal()).resolves.toEqual({ project: 40, access: 2340, todo: 10 });
    expect((await getRadar()).map((item) => item.max)).toEqual([65, 160, 300, 130, 100]);
    expect((await getDepartmentTree())[0].children).toHaveLength(4);
    expect((await getCardList({ pageIndex: 1, pageSize: 5 })).list).toHaveLength(5);
  });

  it('send the console language, so labels come back translated', async () => {
    bindFake({ language: 'zh-CN' });
    expect((await getDictList()).map((entry) => entry.label)).toEqual([
      zh('dictCommonly'),
      zh('dictGood'),
      zh('dictImportant'),
    ]);
  });

  it('send page queries and filters as parameters', async () => {
    bindFake();
    const page = await getDepartmentUsers({ pageIndex: 2, pageSize: 10, id: 'dept-2' });
    expect(page.list.length).toBeLessThanOrEqual(10);
    expect(page.list.every((user) => user.departmentId === 'dept-2')).toBe(true);
    const all = await getExampleList({ pageIndex: 1, pageSize: 100 });
    const second = await getExampleList({ pageIndex: 2, pageSize: 10 });
    expect(second).toEqual({ total: 100, list: all.list.slice(10, 20) });
    await expect(getExampleDetail(all.list[3].id)).resolves.toEqual(all.list[3]);
    expect((await getExampleTree({ pageIndex: 1, pageSize: 3 })).list).toHaveLength(3);
  });

  it('surface a 422 as field errors, and a delete without ids as the server message', async () => {
    const fake = bindFake();
    const error: unknown = await saveExample({ title: '', author: 'A', importance: 2 }).catch(
      (e: unknown) => e,
    );
    expect(isValidationError(error)).toBe(true);
    expect(fieldErrors(error)).toEqual({ title: 'title is required' });
    await expect(deleteExamples([])).rejects.toMatchObject({
      code: 500,
      message: 'please select data to delete',
    });
    await expect(deleteDepartmentUsers([])).rejects.toMatchObject({ code: 500 });
    expect(fake.notifyError).toHaveBeenCalledWith('please select data to delete');
  });

  it('save a new example first and answer it with its id', async () => {
    bindFake();
    const saved = await saveExample({ title: 'New', author: 'Archer', importance: 1 });
    expect(saved.id).not.toBe('');
    expect((await getExampleList({ pageIndex: 1, pageSize: 1 })).list[0]).toEqual(saved);
  });
});
