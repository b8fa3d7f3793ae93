import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { setupMockServer } from '@mocks/testing';
import { renderApp, signInAs } from '@/test/render-app';
import { zh } from '@/test/messages';

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
    // the figures count up together for 1.5 s, each settling in its own animation frame
    await waitFor(() => expect(figures()).toEqual(['102,400', '81,212', '9,280', '13,600']));
    for (const label of [
      zh('analysis.users'),
      zh('analysis.messages'),
      zh('analysis.moneys'),
      zh('analysis.shoppings'),
    ]) {
      expect(screen.getByText(label)).toBeInTheDocument();
    }
    const pie = screen
      .getByText(zh('analysis.userAccessSource'))
      .closest('.mantine-Card-root') as HTMLElement;
    const legend = within(pie)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(legend).toEqual([
      `${zh('analysis.directAccess')}1,000`,
      `${zh('analysis.mailMarketing')}310`,
      `${zh('analysis.allianceAdvertising')}234`,
      `${zh('analysis.videoAdvertising')}135`,
      `${zh('analysis.searchEngines')}1,548`,
    ]);
    expect(screen.getByText(zh('analysis.weeklyUserActivity'))).toBeInTheDocument();
    expect(screen.getByText(zh('analysis.estimate'))).toBeInTheDocument();
    expect(screen.getByText(zh('analysis.actual'))).toBeInTheDocument();
  });

  it('speaks English', async () => {
    await openAnalysis({ lang: 'en' });
    await screen.findByText('13,600', undefined);
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
    const retry = await screen.findByRole('button', { name: zh('common.retry') });
    expect(screen.getByText(zh('analysis.loadFailed'))).toBeInTheDocument();
    fail = false;
    await userEvent.click(retry);
    await screen.findByText('102,400', undefined);
    expect(screen.queryByText(zh('analysis.loadFailed'))).not.toBeInTheDocument();
  });
});
