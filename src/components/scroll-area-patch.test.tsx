import { MantineProvider, ScrollArea } from '@mantine/core';
import { act, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Mantine's scroll area (9.6.1, as Radix's it comes from) polls its viewport in a requestAnimationFrame
// loop while it scrolls, and stops the loop 100 ms after the last scroll. A scroll area unmounted within
// those 100 ms (a select's dropdown, scrolled to its chosen option and closed at once) cancelled the stop
// and left the loop running for the life of the page: every frame read the viewport's scroll position,
// which forces a layout after any change to the page. `patches/@mantine+core+*.patch` (applied by
// `npm install`'s postinstall) stops the loop when the thumb unmounts. This fails if the patch is gone.

const SIZES: Record<string, number> = { offsetHeight: 100, clientHeight: 100, scrollHeight: 1000 };

describe('scroll area (patched Mantine)', () => {
  const live = new Map<number, FrameRequestCallback>();
  let next = 0;

  beforeEach(() => {
    // sizes happy-dom does not lay out: a viewport of 100 px over 1000 px of content, so the thumb shows
    for (const [name, value] of Object.entries(SIZES))
      vi.spyOn(HTMLElement.prototype, name as 'offsetHeight', 'get').mockReturnValue(value);
    // a resize observer that reports once, as a browser does when it starts observing
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly callback: ResizeObserverCallback) {}
        observe() {
          queueMicrotask(() => this.callback([], this as unknown as ResizeObserver));
        }
        unobserve() {}
        disconnect() {}
      },
    );
    // frames run by hand: `live` holds the callbacks waiting for the next frame
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      next += 1;
      live.set(next, callback);
      return next;
    });
    vi.stubGlobal('cancelAnimationFrame', (id: number) => live.delete(id));
    // and Mantine's debounces (10 ms for the sizes, 100 ms for the end of a scroll) on a fake clock
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    live.clear();
  });

  const runFrames = (count: number) => {
    for (let i = 0; i < count; i += 1) {
      const due = [...live.entries()];
      live.clear();
      for (const [, callback] of due) callback(performance.now());
    }
  };

  it('stops polling its viewport when it unmounts while scrolling', async () => {
    const view = render(
      <MantineProvider env="test">
        <ScrollArea h={100} type="always" viewportProps={{ 'aria-label': 'viewport' } as object}>
          <div style={{ height: 1000 }}>content</div>
        </ScrollArea>
      </MantineProvider>,
    );
    // the scrollbar reads the sizes 10 ms (debounced) after the observer reports, the root on the next frame
    await act(async () => {
      await Promise.resolve();
      runFrames(1);
      vi.advanceTimersByTime(10);
    });
    const thumb = view.container.querySelector('.mantine-ScrollArea-thumb');
    expect(thumb, 'the scroll area shows a thumb').not.toBeNull();

    const viewport = view.getByLabelText('viewport');
    act(() => {
      fireEvent.scroll(viewport);
      runFrames(3);
    });
    expect(live.size, 'the thumb polls its viewport while it scrolls').toBeGreaterThan(0);

    view.unmount();
    runFrames(3);
    expect(live.size, 'no frame callback left once unmounted').toBe(0);
  });
});
