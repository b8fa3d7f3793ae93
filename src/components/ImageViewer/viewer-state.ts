export interface ViewerState {
  index: number;
  count: number;
  scale: number;
  /** degrees, a multiple of 90 */
  rotation: number;
  x: number;
  y: number;
}

export type ViewerAction =
  | { type: 'next' }
  | { type: 'prev' }
  | { type: 'go'; index: number }
  | { type: 'zoom'; factor: number }
  | { type: 'rotate'; by: 90 | -90 }
  | { type: 'pan'; dx: number; dy: number }
  | { type: 'reset' };

export const MIN_SCALE = 0.25;
export const MAX_SCALE = 8;
export const ZOOM_STEP = 1.25;

const fresh = { scale: 1, rotation: 0, x: 0, y: 0 };
const wrap = (index: number, count: number) => (count === 0 ? 0 : ((index % count) + count) % count);

export function initialViewerState(index: number, count: number): ViewerState {
  return { ...fresh, index: wrap(index, count), count };
}

/** The gallery's position and the picture's zoom, turn and pan; a new picture starts untransformed. */
export function viewerReducer(state: ViewerState, action: ViewerAction): ViewerState {
  switch (action.type) {
    case 'next':
      return { ...state, ...fresh, index: wrap(state.index + 1, state.count) };
    case 'prev':
      return { ...state, ...fresh, index: wrap(state.index - 1, state.count) };
    case 'go':
      return { ...state, ...fresh, index: wrap(action.index, state.count) };
    case 'zoom': {
      const scale = Math.min(MAX_SCALE, Math.max(MIN_SCALE, state.scale * action.factor));
      // back at or under 100 % there is nothing to pan to
      return scale <= 1 ? { ...state, scale, x: 0, y: 0 } : { ...state, scale };
    }
    case 'rotate':
      return { ...state, rotation: state.rotation + action.by };
    case 'pan':
      return state.scale <= 1 ? state : { ...state, x: state.x + action.dx, y: state.y + action.dy };
    case 'reset':
      return { ...state, ...fresh };
  }
}

/** The action a key stands for; undefined for keys the viewer leaves alone (Esc is the modal's). */
export function actionForKey(key: string): ViewerAction | undefined {
  switch (key) {
    case 'ArrowRight':
      return { type: 'next' };
    case 'ArrowLeft':
      return { type: 'prev' };
    case '+':
    case '=':
      return { type: 'zoom', factor: ZOOM_STEP };
    case '-':
    case '_':
      return { type: 'zoom', factor: 1 / ZOOM_STEP };
    case 'r':
      return { type: 'rotate', by: 90 };
    case 'R':
    case 'l':
      return { type: 'rotate', by: -90 };
    case '0':
      return { type: 'reset' };
    default:
      return undefined;
  }
}
