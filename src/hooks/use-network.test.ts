import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNetwork } from './use-network';

afterEach(() => {
  vi.restoreAllMocks();
});

function goOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

describe('useNetwork', () => {
  it('follows the online and offline events', () => {
    const { result } = renderHook(() => useNetwork());
    expect(result.current.online).toBe(true);
    act(() => goOnline(false));
    expect(result.current.online).toBe(false);
    act(() => goOnline(true));
    expect(result.current.online).toBe(true);
  });

  it('says the connection details are unsupported where navigator.connection is missing', () => {
    const { result } = renderHook(() => useNetwork());
    expect(result.current.supported).toBe(false);
    expect(result.current.effectiveType).toBeUndefined();
  });

  it('reads the connection and updates when it changes', () => {
    const connection = Object.assign(new EventTarget(), {
      effectiveType: '4g',
      downlink: 10,
      rtt: 50,
      saveData: false,
    });
    Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
    try {
      const { result } = renderHook(() => useNetwork());
      expect(result.current).toMatchObject({ supported: true, effectiveType: '4g', downlink: 10, rtt: 50 });
      act(() => {
        Object.assign(connection, { effectiveType: '3g', downlink: 1.5 });
        connection.dispatchEvent(new Event('change'));
      });
      expect(result.current).toMatchObject({ effectiveType: '3g', downlink: 1.5 });
    } finally {
      Reflect.deleteProperty(navigator, 'connection');
    }
  });
});
