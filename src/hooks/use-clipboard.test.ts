import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIPBOARD_COPIED_MS, useClipboard } from './use-clipboard';

describe('useClipboard', () => {
  const writeText = vi.fn<(text: string) => Promise<void>>();
  beforeEach(() => {
    vi.useFakeTimers();
    writeText.mockReset().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('copies and keeps the copied flag for 1500 ms (seed §9)', async () => {
    expect(CLIPBOARD_COPIED_MS).toBe(1500);
    const { result } = renderHook(() => useClipboard());
    await act(() => result.current.copy('OUT-1'));
    expect(writeText).toHaveBeenCalledWith('OUT-1');
    expect(result.current.copied).toBe(true);
    act(() => vi.advanceTimersByTime(1499));
    expect(result.current.copied).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.copied).toBe(false);
  });

  it('restarts the 1500 ms with each copy', async () => {
    const { result } = renderHook(() => useClipboard());
    await act(() => result.current.copy('a'));
    act(() => vi.advanceTimersByTime(1000));
    await act(() => result.current.copy('b'));
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.copied).toBe(true);
    act(() => vi.advanceTimersByTime(500));
    expect(result.current.copied).toBe(false);
  });

  it('reports a refused copy and leaves the flag down', async () => {
    writeText.mockRejectedValue(new Error('Permission denied'));
    const { result } = renderHook(() => useClipboard());
    await act(() => result.current.copy('x'));
    expect(result.current.copied).toBe(false);
    expect(result.current.error?.message).toBe('Permission denied');
  });
});
