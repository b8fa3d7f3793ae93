import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { RouteEntry } from '@machines/types';
import * as ahead from '@/app/route-data-ahead';
import * as views from '@/app/views';
import { HOVER_INTENT_MS, useLinkPreload } from './use-link-preload';

const entry = (path: string, component?: string): RouteEntry => ({
  path,
  component,
  meta: {},
  matched: [],
  inLayout: true,
});
const ENTRIES = [
  entry('/outbound/list', 'views/Outbound/OutboundList'),
  entry('/outbound/detail/:id', 'views/Outbound/OutboundDetail'),
  entry('/outbound', undefined),
];

function Links({ entries = ENTRIES, client }: { entries?: RouteEntry[]; client?: QueryClient }) {
  useLinkPreload(entries, client);
  return (
    <nav>
      <a href="#/outbound/list?status=DRAFT">
        <span>outbound orders</span>
      </a>
      <a href="#/outbound/detail/OB20261126-0021">OB20261126-0021</a>
      <a href="#/outbound">outbound</a>
      <a href="#/nowhere">nowhere</a>
      <a href="https://example.com/">elsewhere</a>
    </nav>
  );
}

/** The address changes as a followed link changes it (hash-location.ts `navigate`). */
const follow = (hash: string) => {
  const oldURL = window.location.href;
  history.pushState(null, '', hash);
  window.dispatchEvent(new HashChangeEvent('hashchange', { oldURL, newURL: window.location.href }));
};
const move = (element: Element) => element.dispatchEvent(new PointerEvent('pointermove', { bubbles: true }));
/** The pointer moves onto `element` and rests there. */
const over = (element: Element) => {
  move(element);
  vi.advanceTimersByTime(HOVER_INTENT_MS);
};

describe('useLinkPreload', () => {
  let preloadView: MockInstance<typeof views.preloadView>;
  let prefetchRouteData: MockInstance<typeof ahead.prefetchRouteData>;
  beforeEach(() => {
    vi.useFakeTimers();
    preloadView = vi.spyOn(views, 'preloadView').mockResolvedValue(undefined);
    prefetchRouteData = vi.spyOn(ahead, 'prefetchRouteData').mockReturnValue(undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    preloadView.mockRestore();
    prefetchRouteData.mockRestore();
    history.replaceState(null, '', '#/');
  });

  it('loads the code of the page a link leads to when the pointer rests on it, once', () => {
    const view = render(<Links />);
    over(view.getByText('outbound orders'));
    move(view.getByText('OB20261126-0021'));
    over(view.getByText('outbound orders'));
    expect(preloadView.mock.calls).toEqual([['views/Outbound/OutboundList']]);
  });

  it('loads nothing for a link the pointer only crosses', () => {
    const view = render(<Links />);
    move(view.getByText('OB20261126-0021'));
    vi.advanceTimersByTime(HOVER_INTENT_MS / 2);
    move(view.container);
    vi.advanceTimersByTime(HOVER_INTENT_MS * 2);
    expect(preloadView).not.toHaveBeenCalled();
  });

  it('finds the page of a link with a parameter, and reacts to the keyboard’s focus too', () => {
    const view = render(<Links />);
    view.getByText('OB20261126-0021').focus();
    expect(preloadView.mock.calls).toEqual([['views/Outbound/OutboundDetail']]);
  });

  it('asks nothing for a parent without a view, an unknown path or a link out of the console', () => {
    const view = render(<Links />);
    for (const text of ['outbound', 'nowhere', 'elsewhere']) over(view.getByText(text));
    expect(preloadView).not.toHaveBeenCalled();
  });

  it('a link followed without a pause starts its page’s code and first data before the router renders', () => {
    const client = new QueryClient();
    // the router listens from before the shell mounts: still, the preload has been asked when it hears
    const seenByRouter: number[] = [];
    const router = () =>
      seenByRouter.push(preloadView.mock.calls.length, prefetchRouteData.mock.calls.length);
    window.addEventListener('hashchange', router);
    try {
      render(<Links client={client} />);
      follow('#/outbound/list?status=DRAFT');
    } finally {
      window.removeEventListener('hashchange', router);
    }
    expect(seenByRouter).toEqual([1, 1]);
    expect(preloadView.mock.calls).toEqual([['views/Outbound/OutboundList']]);
    expect(prefetchRouteData.mock.calls).toEqual([
      ['views/Outbound/OutboundList', client, '/outbound/list', 'status=DRAFT'],
    ]);
  });

  it('asks no data for a hovered link, nor without the server state’s client', () => {
    const view = render(<Links />);
    over(view.getByText('outbound orders'));
    follow('#/outbound/list');
    expect(preloadView.mock.calls).toEqual([['views/Outbound/OutboundList']]);
    expect(prefetchRouteData).not.toHaveBeenCalled();
  });

  it('stops listening when the shell goes', () => {
    const view = render(<Links />);
    const link = view.getByText('outbound orders');
    view.unmount();
    document.body.append(link);
    over(link);
    expect(preloadView).not.toHaveBeenCalled();
    link.remove();
  });
});
