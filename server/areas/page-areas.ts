import { accessArea } from './access/area';
import { samplesArea } from './samples/area';

/**
 * The areas that answer in the page, each registered here once: sign-in and the session, and the
 * seed's sample calls. They own no kind of business record (`index.ts` has those).
 */
export const PAGE_AREAS = [accessArea, samplesArea] as const;
