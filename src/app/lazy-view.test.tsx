import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyView } from './lazy-view';
import { Boundary, deferredModule } from './lazy-view.test-support';

afterEach(cleanup);

const Fallback = vi.fn(() => <p>loading</p>);

describe('lazyView', () => {
  it('renders a preloaded view in the first pass: no fallback, so no wait behind one', async () => {
    const { load, settle } = deferredModule();
    const View = lazyView(load);
    const preloaded = View.preload();
    settle().resolve();
    await preloaded;
    Fallback.mockClear();
    render(
      <Suspense fallback={<Fallback />}>
        <View name="orders" />
      </Suspense>,
    );
    // synchronously there: React.lazy would have suspended once and committed the fallback
    expect(screen.getByText('page orders')).toBeInTheDocument();
    expect(Fallback).not.toHaveBeenCalled();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends a view still loading, shares its one load with a preload, and shows it when in', async () => {
    const { load, settle } = deferredModule();
    const View = lazyView(load);
    render(
      <Suspense fallback={<Fallback />}>
        <View name="stock" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    void View.preload();
    await act(async () => settle().resolve());
    expect(await screen.findByText('page stock')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('hands a failed load to the error boundary, and a later preload loads it anew', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { load, settle } = deferredModule();
    const View = lazyView(load);
    render(
      <Boundary>
        <Suspense fallback={<Fallback />}>
          <View name="bills" />
        </Suspense>
      </Boundary>,
    );
    await act(async () => settle().reject(new Error('chunk gone')));
    expect(await screen.findByRole('alert')).toHaveTextContent('chunk gone');

    const again = View.preload();
    expect(load).toHaveBeenCalledTimes(2);
    settle().resolve();
    await again;
    cleanup();
    render(<View name="bills" />);
    expect(screen.getByText('page bills')).toBeInTheDocument();
  });
});
