import { inboundKinds } from './model-paths.inbound.test-support';
import { replayOverHttp } from './model-paths.test-support';

// The inbound order and inbound exception charts' paths over HTTP (see model-paths.test-support.ts).

const { order, exception } = inboundKinds();
replayOverHttp([order, exception]);
