import { useCallback, useEffect, useRef, useState } from 'react';
import { easeOutCubic, prefersReducedMotion } from '@/components/CountTo/count-up';

export type PlayerState = 'idle' | 'running' | 'paused' | 'done';

/**
 * A count from `start` to `end` over `duration` ms that can be paused and resumed where it stopped,
 * on animation frames. A viewer who asked for reduced motion goes straight to the end.
 */
export function useCountPlayer(start: number, end: number, duration: number) {
  const [state, setState] = useState<PlayerState>('idle');
  const [value, setValue] = useState(start);
  const elapsed = useRef(0);

  useEffect(() => {
    if (state !== 'running') return;
    let frame = 0;
    let last: number | undefined;
    const step = (now: number) => {
      if (last !== undefined) elapsed.current += now - last;
      last = now;
      const progress = duration <= 0 || prefersReducedMotion() ? 1 : Math.min(1, elapsed.current / duration);
      setValue(start + (end - start) * easeOutCubic(progress));
      if (progress >= 1) setState('done');
      else frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [state, start, end, duration]);

  const play = useCallback(() => {
    elapsed.current = 0;
    setValue(start);
    setState('running');
  }, [start]);
  const pause = useCallback(() => setState((s) => (s === 'running' ? 'paused' : s)), []);
  const resume = useCallback(() => setState((s) => (s === 'paused' ? 'running' : s)), []);
  const reset = useCallback(() => {
    elapsed.current = 0;
    setState('idle');
  }, []);

  return { state, value: state === 'idle' ? start : value, play, pause, resume, reset };
}
