import { inboundKinds } from './model-paths.test-support';
import { replayOverHttp } from '../../api/model-paths.test-support';

// The inbound order and inbound exception charts' paths over HTTP (see model-paths.test-support.ts).

const { order, exception } = inboundKinds();
replayOverHttp([order, exception]);
