import { useSyncExternalStore } from 'react';

/** The Network Information API (Chromium only); absent elsewhere, so every field is optional. */
interface NetworkInformation extends EventTarget {
  downlink?: number;
  downlinkMax?: number;
  effectiveType?: string;
  rtt?: number;
  saveData?: boolean;
  type?: string;
}

export interface NetworkState {
  online: boolean;
  /** false when the browser does not offer `navigator.connection` */
  supported: boolean;
  /** Mbit/s, estimated */
  downlink?: number;
  downlinkMax?: number;
  /** 'slow-2g' | '2g' | '3g' | '4g' */
  effectiveType?: string;
  /** ms, estimated round trip */
  rtt?: number;
  saveData?: boolean;
  /** 'wifi', 'cellular', 'ethernet'… */
  type?: string;
}

function connection(): NetworkInformation | undefined {
  const candidate: unknown = Reflect.get(navigator, 'connection');
  return candidate instanceof EventTarget ? (candidate as NetworkInformation) : undefined;
}

/** The network as the browser reports it now. */
export function readNetwork(): NetworkState {
  const info = connection();
  return {
    online: navigator.onLine,
    supported: info !== undefined,
    downlink: info?.downlink,
    downlinkMax: info?.downlinkMax,
    effectiveType: info?.effectiveType,
    rtt: info?.rtt,
    saveData: info?.saveData,
    type: info?.type,
  };
}

const same = (a: NetworkState, b: NetworkState) =>
  (Object.keys(a) as Array<keyof NetworkState>).every((key) => a[key] === b[key]) &&
  Object.keys(a).length === Object.keys(b).length;

let last: NetworkState | undefined;

/** The same object while nothing changed, as useSyncExternalStore requires. */
function snapshot(): NetworkState {
  const next = readNetwork();
  if (!last || !same(last, next)) last = next;
  return last;
}

/** Calls `onChange` on every online, offline and connection change event; returns the unsubscribe. */
export function subscribeNetwork(onChange: () => void): () => void {
  const info = connection();
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  info?.addEventListener('change', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
    info?.removeEventListener('change', onChange);
  };
}

const serverSnapshot: NetworkState = { online: true, supported: false };

/** Online or offline and the connection's details, updated live as the browser reports changes. */
export function useNetwork(): NetworkState {
  return useSyncExternalStore(subscribeNetwork, snapshot, () => serverSnapshot);
}
