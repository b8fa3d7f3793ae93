import { outboundKind } from './model-paths.test-support';
import { replayOverHttp } from '../../api/model-paths.test-support';

// The outbound order chart's paths over HTTP (see model-paths.test-support.ts).

replayOverHttp([outboundKind()]);
