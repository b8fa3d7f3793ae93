import { settlementKind } from './model-paths.settlement.test-support';
import { replayOverHttp } from '../../api/model-paths.test-support';

// The settlement chart's paths over HTTP (see model-paths.test-support.ts): the nth statement of the
// file is of the nth day of last month.

replayOverHttp([settlementKind()]);
