import { useEffect, useRef, type Dispatch, type PointerEvent } from 'react';
import type { ViewerAction } from './viewer-state';

const distance = (a: { x: number; y: number }, b: { x: number; y: number }) =>
  Math.hypot(a.x - b.x, a.y - b.y);

/**
 * Wheel zooms; one pointer drags (pans) a zoomed picture; two pointers pinch to zoom. The wheel
 * listener is added by hand because React's is passive and could not stop the page from scrolling.
 */
export function useStageGestures(dispatch: Dispatch<ViewerAction>) {
  const stage = useRef<HTMLDivElement | null>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<number | null>(null);

  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      dispatch({ type: 'zoom', factor: event.deltaY < 0 ? 1.1 : 1 / 1.1 });
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [dispatch]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const [a, b] = [...pointers.current.values()];
    pinch.current = a && b ? distance(a, b) : null;
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const previous = pointers.current.get(event.pointerId);
    if (!previous) return;
    const current = { x: event.clientX, y: event.clientY };
    pointers.current.set(event.pointerId, current);
    if (pointers.current.size === 1) {
      dispatch({ type: 'pan', dx: current.x - previous.x, dy: current.y - previous.y });
      return;
    }
    const [a, b] = [...pointers.current.values()];
    if (!a || !b || !pinch.current) return;
    const now = distance(a, b);
    if (now > 0) dispatch({ type: 'zoom', factor: now / pinch.current });
    pinch.current = now;
  };

  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
    pinch.current = null;
  };

  return {
    stage,
    stageHandlers: { onPointerDown, onPointerMove, onPointerUp: onPointerEnd, onPointerCancel: onPointerEnd },
  };
}
