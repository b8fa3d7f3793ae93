import { batchKind } from './model-paths.test-support';
import { replayOverHttp } from '../../../api/model-paths.test-support';

// The outbound batch chart's paths over HTTP (see model-paths.test-support.ts).

replayOverHttp([batchKind()]);
