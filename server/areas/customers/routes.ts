import { failure, succeed } from '../../services/contract';
import { customerOverviews } from './overview';
import { findById } from '../../store/store';
import { listRecords } from '../../store/table-lists';
import type { ListSpec } from '../../store/list-query';
import type { Customer } from '../../store/types/master';
import { runList } from '../../store/list-query';
import { businessGet, businessPost } from '../../api/route';
import { saveCustomer } from './save';

export const customerSpec: ListSpec<Customer> = {
  keyword: ['id', 'code', 'name', 'email'],
  equals: { countryCode: 'countryCode', currency: 'currency' },
  sorts: { id: 'id', name: 'name', createdAt: 'createdAt' },
  defaultSort: { field: 'id', order: 'asc' },
  status: 'status',
};

/** Operators list every customer; a customer lists (and gets) only itself. */
export const customerHandlers = [
  businessGet('Customer/GetList', async ({ db, actor, query }) => {
    const own = actor.customerId;
    return await listRecords(db, 'customers', query, customerSpec, own === null ? null : [{ id: own }]);
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
        keyword: ['id', 'code', 'name', 'email'],
        sorts: { id: 'id', name: 'name', stockUnits: 'stockUnits' },
        defaultSort: { field: 'id', order: 'asc' },
        status: 'status',
      }),
    { operatorOnly: true },
  ),
  // An operator takes a customer on (with its purse) or changes it: `{ id?, code, name, … }`.
  businessPost('Customer/Save', async ({ db, actor, body }) => await saveCustomer(db, actor, body), {
    operatorOnly: true,
  }),
  // The signed-in customer's own record (operators have none).
  businessGet('Customer/GetCurrent', async ({ db, actor }) => {
    const customer =
      actor.customerId === null ? undefined : await findById(db, 'customers', actor.customerId);
    return customer ? succeed(customer) : failure(404, 'notFound');
  }),
];
