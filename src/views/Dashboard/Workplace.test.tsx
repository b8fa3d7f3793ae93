import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupMockServer } from '@mocks/testing';
import { renderApp, signInAs } from '@/test/render-app';
import { zh } from '@/test/messages';

setupMockServer();
// The mock's times lie in December 2025. Read on a fixed day half a year later, every one of them is
// "N months ago": on the real date they would drift into "last year", which reads without "ago".
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-06-01T12:00:00Z') });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

async function openWorkplace(storage: Record<string, string> = {}) {
  const app = renderApp('#/dashboard/workplace', storage);
  await act(() => signInAs(app.actor, 'admin'));
  return app;
}

const total = (key: string) => screen.getByTestId(`total-${key}`).textContent;

/** What "5 months ago" and "6 months ago" read in a language, as the console words them (Intl). */
const monthsAgo = (lang: string) => {
  const words = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
  return new Set([5, 6].map((months) => words.format(-months, 'month')));
};
const shownMonthsAgo = (lang: string) =>
  screen.getAllByText(
    (_, element) => monthsAgo(lang).has(element?.textContent ?? '') && element?.children.length === 0,
  );

describe('the workplace dashboard', () => {
  it('greets the user and shows the three totals, projects, activity and team', async () => {
    await openWorkplace();
    expect(await screen.findByRole('heading', { level: 2, name: /Administrator/ })).toBeInTheDocument();
    // the totals count up, each settling in its own animation frame
    await waitFor(() =>
      expect([total('project'), total('access'), total('todo')]).toEqual(['40', '2,340', '10']),
    );
    expect(screen.getByText(zh('workplace.project'))).toBeInTheDocument();
    expect(screen.getAllByText(zh('workplace.introduction'))).toHaveLength(6);
    expect(screen.getByText(`Archer ${zh('workplace.push')}`)).toBeInTheDocument();
    expect(screen.getByText(`Caleb ${zh('workplace.push')}`)).toBeInTheDocument();
    expect(screen.getByText(`Daisy ${zh('workplace.create')}`)).toBeInTheDocument();
    expect(screen.getAllByText('Dock').length).toBeGreaterThanOrEqual(2); // a project and a team
    // a way into each section of the menu, not every page it offers
    const shortcuts = within(screen.getByText(zh('workplace.shortcuts')).closest('div')!);
    const ways = shortcuts.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(ways.slice(0, 4)).toEqual([
      '#/dashboard/analysis',
      '#/business/home',
      '#/sku/list',
      '#/inbound/list',
    ]);
    expect(ways).toContain('#/outbound/list');
    expect(ways).not.toContain('#/dashboard/workplace');
    expect(ways).not.toContain('#/outbound/fba');
    expect(new Set(ways).size).toBe(ways.length);
    // six projects and six dynamics, each with how long ago, in Chinese
    expect(shownMonthsAgo('zh-CN')).toHaveLength(12);
  });

  it('speaks English', async () => {
    await openWorkplace({ lang: 'en' });
    await screen.findByText('2,340', undefined);
    expect(screen.getByText('Visits')).toBeInTheDocument();
    expect(screen.getByText('Bella left a comment')).toBeInTheDocument();
    expect(screen.getByText('Where to go')).toBeInTheDocument();
    expect(shownMonthsAgo('en')).toHaveLength(12);
    expect(screen.getByText('Personal')).toBeInTheDocument();
  });
});
