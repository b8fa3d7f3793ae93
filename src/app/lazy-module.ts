/**
 * A module fetched on first use, then at hand: every later call answers the same promise, settled,
 * which an `await` takes in a microtask. A new `import()` of a module already in answers a new
 * promise that Chromium settles only a task later, after whatever render or message is queued: on
 * the sign-in's path that was 5–18 ms a call in a probe (#18). A failed load is asked anew next time.
 */
export function lazyModule<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
