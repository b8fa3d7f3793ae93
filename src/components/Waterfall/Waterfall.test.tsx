import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '@/test/messages';
import { renderWidget } from '@/test/render-widget';
import { columnCount, dealColumns, type WaterfallItem } from './masonry';
import { Waterfall } from './Waterfall';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const item = (id: string, height: number): WaterfallItem => ({ id, width: 100, height });

describe('masonry', () => {
  it('fits as many columns of the narrowest width as the space allows', () => {
    expect(columnCount(1000, 220, 12)).toBe(4);
    expect(columnCount(375, 220, 12)).toBe(1);
    expect(columnCount(0, 220, 12)).toBe(1);
    expect(columnCount(5000, 100, 0)).toBe(6);
  });

  it('puts each item in the shortest column so far', () => {
    const lanes = dealColumns([item('a', 300), item('b', 100), item('c', 100), item('d', 100)], 2);
    expect(lanes.map((lane) => lane.map((x) => x.id))).toEqual([['a'], ['b', 'c', 'd']]);
  });
});

describe('Waterfall', () => {
  const items = [item('a', 120), item('b', 80)];
  const render = (props: Partial<Parameters<typeof Waterfall>[0]> = {}) =>
    renderWidget(
      <Waterfall
        items={items}
        renderItem={(x) => <span>{x.id}</span>}
        hasMore
        onLoadMore={vi.fn()}
        {...props}
      />,
      { lang: 'en' },
    );

  it('loads more with the button', () => {
    const onLoadMore = vi.fn();
    render({ onLoadMore });
    fireEvent.click(screen.getByRole('button', { name: en('widgets.waterfall.loadMore') }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('loads more when the end scrolls into view', () => {
    let report: IntersectionObserverCallback = () => undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const onLoadMore = vi.fn();
    render({ onLoadMore });
    act(() => report([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('shows loading, the end, an error to retry, and the empty state', () => {
    const { rerender } = render({ loading: true });
    expect(screen.getByLabelText(en('widgets.waterfall.loading'))).toBeInTheDocument();
    cleanup();
    render({ hasMore: false });
    expect(screen.getByText(en('widgets.waterfall.end'))).toBeInTheDocument();
    cleanup();
    const onLoadMore = vi.fn();
    render({ error: 'Down', onLoadMore });
    expect(screen.getByRole('alert')).toHaveTextContent('Down');
    fireEvent.click(screen.getByRole('button', { name: en('widgets.waterfall.retry') }));
    expect(onLoadMore).toHaveBeenCalled();
    cleanup();
    render({ items: [], hasMore: false });
    expect(screen.getByText(en('widgets.waterfall.empty'))).toBeInTheDocument();
    expect(rerender).toBeTypeOf('function');
  });
});
