import type { ViewLoader } from './types';

/** View names resolved by `../views.ts` (through `./console.ts`); each loader is its own lazy chunk. */
export const richViews = {
  'views/Components/Editor': () => import('@/views/Components/EditorDemo'),
  'views/Components/JsonEditor': () => import('@/views/Components/JsonEditorDemo'),
  'views/Components/CodeEditor': () => import('@/views/Components/CodeEditorDemo'),
  'views/Components/TableImagePreview': () => import('@/views/Components/TableImagePreviewDemo'),
  'views/Components/TableVideoPreview': () => import('@/views/Components/TableVideoPreviewDemo'),
  'views/Components/ImageViewer': () => import('@/views/Components/ImageViewerDemo'),
  'views/Components/Dialog': () => import('@/views/Components/DialogDemo'),
  'views/Components/Echart': () => import('@/views/Components/EchartDemo'),
  'views/Components/Highlight': () => import('@/views/Components/HighlightDemo'),
  'views/Components/VideoPlayer': () => import('@/views/Components/VideoPlayerDemo'),
} satisfies Record<string, ViewLoader>;
