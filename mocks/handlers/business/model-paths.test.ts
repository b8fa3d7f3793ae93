import { rechargeKind } from './model-paths.recharge.test-support';
import { replayOverHttp } from './model-paths.test-support';
import { warehouseKind } from './model-paths.warehouse.test-support';

// The recharge and warehouse registration charts' paths over HTTP (see model-paths.test-support.ts).

replayOverHttp([rechargeKind(), warehouseKind()]);
