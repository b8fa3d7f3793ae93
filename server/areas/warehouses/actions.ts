import { warehouseRegistrationMachine } from '@machines/business/warehouse-registration.machine';
import type { Db } from '../../store/store';
import type { Warehouse } from '../../store/types/master';
import type { Actor, Outcome } from '../../services/contract';
import { run } from '../../services/outcome';
import { getVisible } from '../../services/visibility';
import { ask, moveTo, textIn, type Request } from '../../services/step';

/** Registration of a self-service warehouse, and suspending or resuming any warehouse (operator). */
export async function actOnWarehouse(
  db: Db,
  actor: Actor,
  id: string,
  action: string,
  payload: Record<string, unknown>,
): Promise<Outcome<Warehouse>> {
  const found = await getVisible(db, actor, 'warehouses', id);
  if (!found.ok) return found;
  const warehouse = found.value;
  const request: Request = { db, actor, action, payload, role: actor.role };
  const to = ask(request, warehouseRegistrationMachine, warehouse.status, {});
  if (typeof to !== 'string') return to;
  const reason = textIn(payload, 'reason');
  return await run(
    db,
    async () =>
      await moveTo(
        request,
        'warehouses',
        warehouse,
        to,
        action === 'reject' ? { reviewRemark: reason } : {},
        reason,
      ),
  );
}
