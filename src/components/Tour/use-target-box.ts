import { useLayoutEffect, useState } from 'react';
import type { Box } from './tour-position';

export type TourTarget = string | (() => Element | null);

const shows = (element: Element) => {
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.height > 0;
};

/** The first element the target names that is on screen (a selector may match hidden copies). */
export function resolveTarget(target: TourTarget | undefined): Element | null {
  if (!target) return null;
  if (typeof target === 'function') {
    const element = target();
    return element && shows(element) ? element : null;
  }
  return [...document.querySelectorAll(target)].find(shows) ?? null;
}

const toBox = (rect: DOMRect): Box => ({
  top: rect.top,
  left: rect.left,
  width: rect.width,
  height: rect.height,
});

/**
 * The viewport box of the step's element, kept current as the window scrolls or resizes; null when
 * the step has no element on screen. The element is scrolled into view when the step starts.
 */
export function useTargetBox(target: TourTarget | undefined, active: boolean, step: number): Box | null {
  const [box, setBox] = useState<Box | null>(null);
  useLayoutEffect(() => {
    if (!active) return;
    const element = resolveTarget(target);
    element?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const current = resolveTarget(target);
        setBox(current ? toBox(current.getBoundingClientRect()) : null);
      });
    };
    measure();
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, true);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, true);
    };
    // the step index restarts the measure even when two steps share a target function's identity
  }, [target, active, step]);
  return active ? box : null;
}
