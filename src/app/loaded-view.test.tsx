import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_DATA_WAIT_MS, LoadedView } from './loaded-view';
import { lazyView } from './lazy-view';
import { Boundary, deferredModule } from './lazy-view.test-support';

afterEach(cleanup);

const Fallback = vi.fn(() => <p>loading</p>);
const Shown = () => <p>page shown</p>;

describe('LoadedView', () => {
  it('shows its fallback while the code loads, then the view, without a Suspense fallback', async () => {
    const { load, settle } = deferredModule();
    const View = lazyView(async () => {
      await load();
      return { default: Shown };
    });
    Fallback.mockClear();
    render(
      <Suspense fallback={<Fallback />}>
        <LoadedView view={View} fallback={<p>page loader</p>}>
          <p>after the page</p>
        </LoadedView>
      </Suspense>,
    );
    // the load started as it was drawn; no Suspense boundary took part (React holds a boundary's
    // content back for 300 ms after its fallback showed)
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('page loader')).toBeInTheDocument();
    expect(screen.queryByText('after the page')).toBeNull();
    await act(async () => settle().resolve());
    expect(screen.getByText('page shown')).toBeInTheDocument();
    expect(screen.getByText('after the page')).toBeInTheDocument();
    expect(screen.queryByText('page loader')).toBeNull();
    expect(Fallback).not.toHaveBeenCalled();
  });

  it('a failed load reaches the error boundary; a new mount loads anew', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { load, settle } = deferredModule();
    const View = lazyView(async () => {
      await load();
      return { default: Shown };
    });
    render(
      <Boundary>
        <LoadedView view={View} fallback={<p>page loader</p>} />
      </Boundary>,
    );
    await act(async () => settle().reject(new Error('chunk gone')));
    expect(screen.getByRole('alert')).toHaveTextContent('chunk gone');
    cleanup();
    render(<LoadedView view={View} fallback={<p>page loader</p>} />);
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => settle().resolve());
    expect(screen.getByText('page shown')).toBeInTheDocument();
  });

  it('with its code in, waits for the first data its opening asked for, then draws once', async () => {
    const View = lazyView(async () => ({ default: Shown }));
    await View.preload();
    let answer!: () => void;
    const data = new Promise<void>((resolve) => (answer = resolve));
    render(<LoadedView view={View} fallback={<p>page loader</p>} until={data} />);
    expect(screen.getByText('page loader')).toBeInTheDocument();
    await act(async () => answer());
    expect(screen.getByText('page shown')).toBeInTheDocument();
  });

  it('shows the page without its first data once it has waited long enough', async () => {
    vi.useFakeTimers();
    try {
      const View = lazyView(async () => ({ default: Shown }));
      await View.preload();
      render(<LoadedView view={View} fallback={<p>page loader</p>} until={new Promise(() => {})} />);
      await act(async () => vi.advanceTimersByTime(FIRST_DATA_WAIT_MS - 1));
      expect(screen.getByText('page loader')).toBeInTheDocument();
      await act(async () => vi.advanceTimersByTime(1));
      expect(screen.getByText('page shown')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
