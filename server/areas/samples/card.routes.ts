import { http } from 'msw';
import { mockDelay, mockPath } from '../../api/config';
import { ok } from '../../api/http';
import { filterText, samplePage } from './data/paging';
import { sampleData } from './data/store';

/** Seed §7: the card list, `?name` a part of the name in any case, 1-based pages. */
export const sampleCardHandlers = [
  http.get(mockPath('card/list'), async ({ request }) => {
    await mockDelay('slow');
    const query = new URL(request.url).searchParams;
    const name = filterText(query, 'name');
    const rows = sampleData()
      .cards.filter((card) => card.name.toLowerCase().includes(name))
      .map((card) => ({ ...card }));
    return ok(samplePage(rows, query));
  }),
];
