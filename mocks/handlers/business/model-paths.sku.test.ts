import { skuKind } from './model-paths.sku.test-support';
import { replayOverHttp } from './model-paths.test-support';

// The SKU review chart's paths over HTTP (see model-paths.test-support.ts).

replayOverHttp([skuKind()]);
