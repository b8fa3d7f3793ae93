import { act, cleanup, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_DATA_WAIT_MS, LoadedView, lazyView } from './lazy-view';

afterEach(cleanup);

function Page({ name }: { name: string }) {
  return <p>page {name}</p>;
}

/** A module load the test settles by hand. */
function deferredModule() {
  let settle!: { resolve: () => void; reject: (error: Error) => void };
  const load = vi.fn(
    () =>
      new Promise<{ default: typeof Page }>((resolve, reject) => {
        settle = { resolve: () => resolve({ default: Page }), reject };
      }),
  );
  return { load, settle: () => settle };
}

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

const Fallback = vi.fn(() => <p>loading</p>);
const Shown = () => <p>page shown</p>;

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

  it('LoadedView: shows its fallback while the code loads, then the view, without a Suspense fallback', async () => {
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

  it('LoadedView: a failed load reaches the error boundary; a new mount loads anew', async () => {
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

  it('LoadedView: with its code in, waits for the first data its opening asked for, then draws once', async () => {
    const View = lazyView(async () => ({ default: Shown }));
    await View.preload();
    let answer!: () => void;
    const data = new Promise<void>((resolve) => (answer = resolve));
    render(<LoadedView view={View} fallback={<p>page loader</p>} until={data} />);
    expect(screen.getByText('page loader')).toBeInTheDocument();
    await act(async () => answer());
    expect(screen.getByText('page shown')).toBeInTheDocument();
  });

  it('LoadedView: shows the page without its first data once it has waited long enough', async () => {
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
