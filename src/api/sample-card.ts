import { sampleGet } from './sample-request';
import type { Card, CardQuery } from './sample-types';
import type { PageResult } from './types';

export function getCardList(query: CardQuery): Promise<PageResult<Card>> {
  return sampleGet<PageResult<Card>>('card/list', query);
}
