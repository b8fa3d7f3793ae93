import { skuKind } from './model-paths.test-support';
import { replayOverHttp } from '../../api/model-paths.test-support';

// The SKU review chart's paths over HTTP (see model-paths.test-support.ts).

replayOverHttp([skuKind()]);
