import { failure, succeed } from '../../db/services/contract';
import { customerOverviews } from '../../db/services/customer-overview';
import { filter, findById } from '../../db/store';
import type { Customer } from '../../db/types/master';
import { runList } from './list-query';
import { businessGet } from './route';

/** Operators list every customer; a customer lists (and gets) only itself. */
export const customerHandlers = [
  businessGet('Customer/GetList', async ({ db, actor, query }) => {
    const own = actor.customerId;
    return runList(
      await filter(db, 'customers'),
      query,
      {
        keyword: (c) => [c.id, c.code, c.name, c.email],
        equals: { countryCode: (c) => c.countryCode, currency: (c) => c.currency },
        sorts: { id: (c) => c.id, name: (c) => c.name, createdAt: (c) => c.createdAt },
        defaultSort: { field: 'id', order: 'asc' },
        status: (c) => c.status,
      },
      own === null ? null : (c: Customer) => c.id === own,
    );
  }),
  businessGet('Customer/Get', async ({ db, actor, query }) => {
    const id = query.get('id') ?? '';
    const customer =
      actor.customerId === null || actor.customerId === id ? await findById(db, 'customers', id) : undefined;
    return customer ? succeed(customer) : failure(404, 'notFound');
  }),
  // The operator's customers page: purses, open documents and stock of every customer.
  businessGet(
    'Customer/GetOverview',
    async ({ db, query }) =>
      runList(await customerOverviews(db), query, {
        keyword: (c) => [c.id, c.code, c.name, c.email],
        sorts: { id: (c) => c.id, name: (c) => c.name, stockUnits: (c) => c.stockUnits },
        defaultSort: { field: 'id', order: 'asc' },
        status: (c) => c.status,
      }),
    { operatorOnly: true },
  ),
  // The signed-in customer's own record (operators have none).
  businessGet('Customer/GetCurrent', async ({ db, actor }) => {
    const customer =
      actor.customerId === null ? undefined : await findById(db, 'customers', actor.customerId);
    return customer ? succeed(customer) : failure(404, 'notFound');
  }),
];
