import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useWatermark, WATERMARK_ATTRIBUTE } from './use-watermark';

const layer = () => document.querySelector<HTMLElement>(`[${WATERMARK_ATTRIBUTE}]`);

afterEach(() => {
  cleanup();
  document.body.replaceChildren();
});

describe('useWatermark', () => {
  it('sets, changes and clears the watermark text', () => {
    const { result } = renderHook(() => useWatermark());
    act(() => result.current.setWatermark('Outpost'));
    const first = layer()?.getAttribute('style');
    expect(first).toContain(encodeURIComponent('Outpost'));
    act(() => result.current.setWatermark('Other'));
    expect(layer()?.getAttribute('style')).toContain(encodeURIComponent('Other'));
    expect(document.querySelectorAll(`[${WATERMARK_ATTRIBUTE}]`)).toHaveLength(1);
    act(() => result.current.clear());
    expect(layer()).toBeNull();
  });

  it('comes back when its node is removed', async () => {
    const { result } = renderHook(() => useWatermark());
    act(() => result.current.setWatermark('Outpost'));
    layer()?.remove();
    expect(layer()).toBeNull();
    await waitFor(() => expect(layer()).not.toBeNull());
    // and keeps guarding after coming back
    layer()?.remove();
    await waitFor(() => expect(layer()).not.toBeNull());
  });

  it('restores its style when it is tampered with', async () => {
    const { result } = renderHook(() => useWatermark());
    act(() => result.current.setWatermark('Outpost'));
    layer()?.setAttribute('style', 'display: none');
    await waitFor(() => expect(layer()?.getAttribute('style')).toContain('position: fixed'));
  });

  it('stays gone once cleared, and is removed on unmount', async () => {
    const { result, unmount } = renderHook(() => useWatermark());
    act(() => result.current.setWatermark('Outpost'));
    act(() => result.current.clear());
    // a MutationObserver still watching would put the layer back in a microtask queued by the
    // removal: this await comes after it
    await Promise.resolve();
    expect(layer()).toBeNull();
    act(() => result.current.setWatermark('Again'));
    unmount();
    expect(layer()).toBeNull();
  });
});
