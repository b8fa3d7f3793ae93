import { useEffect, useState } from 'react';

/** Fast at first, gentle at the end, so the final digits settle instead of stopping dead. */
export function easeOutCubic(progress: number): number {
  const p = Math.min(1, Math.max(0, progress));
  return 1 - (1 - p) ** 3;
}

/** The value shown `elapsed` ms into an animation from `start` to `end` lasting `duration` ms. */
export function valueAt(start: number, end: number, elapsed: number, duration: number): number {
  if (duration <= 0 || elapsed >= duration) return end;
  return Math.round(start + (end - start) * easeOutCubic(elapsed / duration));
}

export function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Counts from `start` to `end` on animation frames. A viewer who asked for reduced motion sees the end
 * value at once.
 */
export function useCountUp(end: number, duration: number, start = 0): number {
  const [reduced] = useState(prefersReducedMotion);
  const still = reduced || duration <= 0;
  const [value, setValue] = useState(start);

  useEffect(() => {
    if (still) return;
    let frame = 0;
    let began: number | undefined;
    const step = (now: number) => {
      began ??= now;
      const elapsed = now - began;
      setValue(valueAt(start, end, elapsed, duration));
      if (elapsed < duration) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [still, start, end, duration]);

  return still ? end : value;
}
