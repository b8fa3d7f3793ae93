import { rechargeKind } from '../areas/finance/model-paths.recharge.test-support';
import { replayOverHttp } from './model-paths.test-support';
import { warehouseKind } from '../areas/warehouses/model-paths.test-support';

// The recharge and warehouse registration charts' paths over HTTP (see model-paths.test-support.ts).

replayOverHttp([rechargeKind(), warehouseKind()]);
