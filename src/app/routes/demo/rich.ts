import type { AppRouteRecord } from '@machines/types';
import { page } from './page';

/**
 * Rich components (editors, viewers, players, dialog, charts): `/components/*` entries, at the flat
 * paths the seed lists (§2: editor, json-editor, code-editor, table-image-preview, …).
 */
export const richRoutes: AppRouteRecord[] = [
  page('editor', 'Editor', 'Components/Editor', 'editor'),
  page('json-editor', 'JsonEditor', 'Components/JsonEditor', 'jsonEditor'),
  page('code-editor', 'CodeEditor', 'Components/CodeEditor', 'codeEditor'),
  page('table-image-preview', 'TableImagePreview', 'Components/TableImagePreview', 'tableImagePreview'),
  page('table-video-preview', 'TableVideoPreview', 'Components/TableVideoPreview', 'tableVideoPreview'),
  page('image-viewer', 'ImageViewer', 'Components/ImageViewer', 'imageViewer'),
  page('dialog', 'Dialog', 'Components/Dialog', 'dialog'),
  page('echart', 'Echart', 'Components/Echart', 'echart'),
  page('highlight', 'Highlight', 'Components/Highlight', 'highlight'),
  page('video-player', 'VideoPlayer', 'Components/VideoPlayer', 'videoPlayer'),
];
