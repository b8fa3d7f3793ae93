import { useEffect, useRef } from 'react';

/**
 * Calls `onVisible` when the returned element scrolls within `margin` of the viewport. Without
 * IntersectionObserver (old browsers, tests) it does nothing: the load-more button remains.
 */
export function useSentinel<T extends Element>(onVisible: () => void, enabled: boolean, margin = '200px') {
  const ref = useRef<T>(null);
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  });
  useEffect(() => {
    const node = ref.current;
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: margin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled, margin]);
  return ref;
}
