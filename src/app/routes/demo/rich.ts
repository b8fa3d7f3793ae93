import type { AppRouteRecord } from '@machines/types';

/**
 * Rich components (editors, viewers, players, dialog, charts): `/components/*` entries, at the flat
 * paths the seed lists (§2: editor, json-editor, code-editor, table-image-preview, …).
 */
export const richRoutes: AppRouteRecord[] = [
  { path: 'editor', name: 'Editor', component: 'views/Components/Editor', meta: { title: 'router.editor' } },
  {
    path: 'json-editor',
    name: 'JsonEditor',
    component: 'views/Components/JsonEditor',
    meta: { title: 'router.jsonEditor' },
  },
  {
    path: 'code-editor',
    name: 'CodeEditor',
    component: 'views/Components/CodeEditor',
    meta: { title: 'router.codeEditor' },
  },
  {
    path: 'table-image-preview',
    name: 'TableImagePreview',
    component: 'views/Components/TableImagePreview',
    meta: { title: 'router.tableImagePreview' },
  },
  {
    path: 'table-video-preview',
    name: 'TableVideoPreview',
    component: 'views/Components/TableVideoPreview',
    meta: { title: 'router.tableVideoPreview' },
  },
  {
    path: 'image-viewer',
    name: 'ImageViewer',
    component: 'views/Components/ImageViewer',
    meta: { title: 'router.imageViewer' },
  },
  { path: 'dialog', name: 'Dialog', component: 'views/Components/Dialog', meta: { title: 'router.dialog' } },
  { path: 'echart', name: 'Echart', component: 'views/Components/Echart', meta: { title: 'router.echart' } },
  {
    path: 'highlight',
    name: 'Highlight',
    component: 'views/Components/Highlight',
    meta: { title: 'router.highlight' },
  },
  {
    path: 'video-player',
    name: 'VideoPlayer',
    component: 'views/Components/VideoPlayer',
    meta: { title: 'router.videoPlayer' },
  },
];
