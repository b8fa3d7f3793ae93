// MSW's cookie store requires `localStorage` outside node (msw 2.15, core/utils/cookieStore.mjs), and a
// worker has none. The business handlers read no cookies: a store in memory serves. Imported first by
// entry.ts, before MSW is.
if (typeof globalThis.localStorage === 'undefined') {
  const items = new Map<string, string>();
  const storage: Storage = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
    key: (index) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  };
  Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
}
