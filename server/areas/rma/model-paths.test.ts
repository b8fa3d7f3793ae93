import { rmaKind } from './model-paths.test-support';
import { replayOverHttp } from '../../api/model-paths.test-support';

// The RMA chart's paths over HTTP (see model-paths.test-support.ts).

replayOverHttp([rmaKind()]);
