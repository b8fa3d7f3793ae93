import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CountTo } from './CountTo';
import { easeOutCubic, valueAt } from './count-up';

describe('valueAt', () => {
  it('starts at the start, ends exactly at the end and never overshoots', () => {
    expect(valueAt(0, 102400, 0, 1500)).toBe(0);
    expect(valueAt(0, 102400, 1500, 1500)).toBe(102400);
    expect(valueAt(0, 102400, 9000, 1500)).toBe(102400);
    const middle = valueAt(0, 102400, 750, 1500);
    expect(middle).toBeGreaterThan(51200); // eased: past half-way at half time
    expect(middle).toBeLessThan(102400);
    expect(easeOutCubic(2)).toBe(1);
  });
});

describe('CountTo', () => {
  let frames: Array<FrameRequestCallback | undefined> = [];
  const runFrame = (time: number) => {
    const pending = frames;
    frames = [];
    act(() => pending.forEach((callback) => callback?.(time)));
  };

  beforeEach(() => {
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', (id: number) => {
      frames[id - 1] = undefined;
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('counts from 0 to the value on animation frames, grouped for the locale', () => {
    render(<CountTo end={102400} locale="en" duration={1000} />);
    expect(screen.getByText('0')).toBeInTheDocument();
    runFrame(0);
    runFrame(500);
    const halfway = Number(screen.getByText(/\d/).textContent?.replace(/,/g, ''));
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(102400);
    runFrame(1000);
    expect(screen.getByText('102,400')).toBeInTheDocument();
    expect(frames).toHaveLength(0); // stops asking for frames once done
  });

  it('shows the value at once when the viewer prefers reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
    render(<CountTo end={9280} locale="zh-CN" />);
    expect(screen.getByText('9,280')).toBeInTheDocument();
    expect(frames).toHaveLength(0);
  });
});
