import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';

export interface Box {
  x: number;
  y: number;
  /** set once the user resizes; until then the dialog keeps its own size */
  width?: number;
  height?: number;
}

interface Gesture {
  kind: 'move' | 'resize';
  pointerX: number;
  pointerY: number;
  start: Box;
  rect: { left: number; top: number; width: number; height: number };
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), Math.max(min, max));
/** how much of a moved dialog must stay on screen to be dragged back */
const KEEP_VISIBLE = 80;
const KEY_STEP = 20;

export const INITIAL_BOX: Box = { x: 0, y: 0 };

/**
 * Moves a dialog by its header and resizes it by a corner handle, with pointer (mouse, pen, touch) or
 * arrow keys on the handle. The dialog sits centred horizontally and top-aligned, so a width change
 * is paired with half of it in x to keep the left edge where it was.
 */
export function useDragResize(minWidth: number, minHeight: number) {
  const [box, setBox] = useState<Box>(INITIAL_BOX);
  const gesture = useRef<Gesture | null>(null);
  const content = useRef<HTMLDivElement | null>(null);

  const begin = (kind: Gesture['kind'], event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0 || !content.current) return;
    if (kind === 'move' && (event.target as HTMLElement).closest('button, a, input')) return;
    const { left, top, width, height } = content.current.getBoundingClientRect();
    event.currentTarget.setPointerCapture(event.pointerId);
    event.preventDefault();
    gesture.current = {
      kind,
      pointerX: event.clientX,
      pointerY: event.clientY,
      start: box,
      rect: { left, top, width, height },
    };
  };

  const move = (event: PointerEvent<HTMLElement>) => {
    const g = gesture.current;
    if (!g) return;
    const dx = event.clientX - g.pointerX;
    const dy = event.clientY - g.pointerY;
    if (g.kind === 'move') {
      const left = clamp(g.rect.left + dx, KEEP_VISIBLE - g.rect.width, window.innerWidth - KEEP_VISIBLE);
      const top = clamp(g.rect.top + dy, 0, window.innerHeight - KEEP_VISIBLE);
      setBox({ ...g.start, x: g.start.x + left - g.rect.left, y: g.start.y + top - g.rect.top });
    } else {
      const width = clamp(g.rect.width + dx, minWidth, window.innerWidth - g.rect.left);
      const height = clamp(g.rect.height + dy, minHeight, window.innerHeight - g.rect.top);
      setBox({ ...g.start, width, height, x: g.start.x + (width - g.rect.width) / 2 });
    }
  };

  const end = () => {
    gesture.current = null;
  };

  const resizeByKey = (event: KeyboardEvent<HTMLElement>) => {
    const step = {
      ArrowRight: [KEY_STEP, 0],
      ArrowLeft: [-KEY_STEP, 0],
      ArrowDown: [0, KEY_STEP],
      ArrowUp: [0, -KEY_STEP],
    }[event.key];
    if (!step || !content.current) return;
    event.preventDefault();
    const rect = content.current.getBoundingClientRect();
    const width = clamp(rect.width + step[0], minWidth, window.innerWidth - rect.left);
    const height = clamp(rect.height + step[1], minHeight, window.innerHeight - rect.top);
    setBox((b) => ({ ...b, width, height, x: b.x + (width - rect.width) / 2 }));
  };

  return {
    box,
    reset: () => setBox(INITIAL_BOX),
    content,
    moveHandlers: {
      onPointerDown: (event: PointerEvent<HTMLElement>) => begin('move', event),
      onPointerMove: move,
      onPointerUp: end,
      onPointerCancel: end,
    },
    resizeHandlers: {
      onPointerDown: (event: PointerEvent<HTMLElement>) => begin('resize', event),
      onPointerMove: move,
      onPointerUp: end,
      onPointerCancel: end,
    },
    resizeByKey,
  };
}
