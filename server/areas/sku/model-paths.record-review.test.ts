import { recordReviewKinds } from './model-paths.record-review.test-support';
import { replayOverHttp } from '../../api/model-paths.test-support';

// The review charts of an SKU's certificates and customs declarations over HTTP (see
// model-paths.test-support.ts).

const { certificate, declaration } = recordReviewKinds();
replayOverHttp([certificate, declaration]);
