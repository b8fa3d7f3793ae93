import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { RouteEntry } from '@machines/types';
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

function Links({ entries = ENTRIES }: { entries?: RouteEntry[] }) {
  useLinkPreload(entries);
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

const move = (element: Element) => element.dispatchEvent(new PointerEvent('pointermove', { bubbles: true }));
/** The pointer moves onto `element` and rests there. */
const over = (element: Element) => {
  move(element);
  vi.advanceTimersByTime(HOVER_INTENT_MS);
};

describe('useLinkPreload', () => {
  let preloadView: MockInstance<typeof views.preloadView>;
  beforeEach(() => {
    vi.useFakeTimers();
    preloadView = vi.spyOn(views, 'preloadView').mockResolvedValue(undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    preloadView.mockRestore();
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
