import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { setupMockServer } from '@mocks/testing';
import { renderApp, signInAs } from '@/test/render-app';

setupMockServer();
afterEach(cleanup);

async function openAnalysis(storage: Record<string, string> = {}) {
  const app = renderApp('#/dashboard/analysis', storage);
  await act(() => signInAs(app.actor, 'admin'));
  return app;
}

const figures = () => screen.getAllByTestId('stat-value').map((value) => value.textContent);

describe('the analysis dashboard', () => {
  it("counts up to the seed's four totals and names the access sources in Chinese", async () => {
    await openAnalysis();
    // the figures count up together for 1.5 s; the first one settled means all have
    await screen.findByText('102,400', undefined, { timeout: 5000 });
    expect(figures()).toEqual(['102,400', '81,212', '9,280', '13,600']);
    for (const label of ['新增用户', '未读消息', '成交金额', '订单数']) {
      expect(screen.getByText(label)).toBeInTheDocument();
    }
    const pie = screen.getByText('用户访问来源').closest('.mantine-Card-root') as HTMLElement;
    const legend = within(pie)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(legend).toEqual(['直接访问1,000', '邮件营销310', '联盟广告234', '视频广告135', '搜索引擎1,548']);
    expect(screen.getByText('每周用户活跃量')).toBeInTheDocument();
    expect(screen.getByText('预估')).toBeInTheDocument();
    expect(screen.getByText('实际')).toBeInTheDocument();
  });

  it('speaks English', async () => {
    await openAnalysis({ lang: 'en' });
    await screen.findByText('13,600', undefined, { timeout: 5000 });
    expect(screen.getByText('Search engines')).toBeInTheDocument();
    expect(screen.getByText('Email marketing')).toBeInTheDocument();
    expect(screen.getByText('Monthly sales')).toBeInTheDocument();
    expect(screen.getByText('Active users')).toBeInTheDocument();
  });

  it('offers a retry when a call fails, and recovers', async () => {
    let fail = true;
    server.use(
      http.get('*/mock/analysis/monthlySales', () =>
        fail ? HttpResponse.json({ code: 500, message: 'boom' }, { status: 500 }) : undefined,
      ),
    );
    await openAnalysis();
    const retry = await screen.findByRole('button', { name: '重试' }, { timeout: 5000 });
    expect(screen.getByText('分析数据加载失败')).toBeInTheDocument();
    fail = false;
    await userEvent.click(retry);
    await screen.findByText('102,400', undefined, { timeout: 5000 });
    expect(screen.queryByText('分析数据加载失败')).not.toBeInTheDocument();
  });
});
