import {
  inboundExceptionMachine,
  type Resolution,
  exceptionContextOf,
} from '@machines/business/inbound-exception.machine';
import { lineSkuOf, warehouseOf } from '../../store/lookup';
import { findById, update, type Db } from '../../store/store';
import { chargesWarehouseWork, destructionFee } from '../finance/tariff';
import type { InboundException, InboundOrder } from '../../store/types/documents';
import { roleAt } from '../../services/access';
import { failure, type Actor, type Outcome } from '../../services/contract';
import { logRow, withRow } from '../../services/log';
import { run } from '../../services/outcome';
import { canSee } from '../../services/visibility';
import { charge } from '../finance/fees';
import { ask, type Request } from '../../services/step';

/** The warehouse asks the customer and closes the exception: at a self-service warehouse, its owner. */
const EXCEPTION_WAREHOUSE_STEPS: ReadonlySet<string> = new Set(['askCustomer', 'resolve']);

/** An exception id is `{inboundNo}-EX-{n}`: its order is found without a scan. */
async function locate(
  db: Db,
  actor: Actor,
  id: string,
): Promise<{ order: InboundOrder; exception: InboundException } | null> {
  const order = await findById(db, 'inbounds', id.split('-EX-')[0]);
  const exception = order?.exceptions.find((e) => e.id === id);
  return order && exception && canSee(actor, 'inbounds', order) ? { order, exception } : null;
}

/**
 * askCustomer, chooseResolution and resolve on one exception of an inbound order. Answers the order,
 * whose exception list and action log change; a DESTROY resolution posts the DESTRUCTION fee.
 */
export async function actOnException(
  db: Db,
  actor: Actor,
  id: string,
  action: string,
  payload: Record<string, unknown>,
): Promise<Outcome<InboundOrder>> {
  const found = await locate(db, actor, id);
  if (!found) return failure(404, 'notFound');
  const { order, exception } = found;
  const request: Request = {
    db,
    actor,
    action,
    payload,
    role: await roleAt(db, actor, order.warehouseCode, action, EXCEPTION_WAREHOUSE_STEPS),
  };
  const to = ask(request, inboundExceptionMachine, exception.status, exceptionContextOf(exception));
  if (typeof to !== 'string') return to;
  const resolution = (payload.resolution as Resolution | undefined) ?? exception.resolution;
  return await run(db, async () => {
    const changed: InboundException = {
      ...exception,
      status: to as InboundException['status'],
      resolution: resolution ?? null,
    };
    const work = chargesWarehouseWork((await warehouseOf(db, order.warehouseCode)) ?? { kind: 'OFFICIAL' });
    if (action === 'resolve' && resolution === 'DESTROY' && work) {
      const units = exception.qty * ((await lineSkuOf(db, order.customerId, exception.sku))?.factor ?? 1);
      await charge(
        db,
        {
          customerId: order.customerId,
          warehouseCode: order.warehouseCode,
          docType: 'INBOUND',
          docNo: order.inboundNo,
        },
        destructionFee('INBOUND', units),
        `:${exception.id}`,
      );
    }
    const row = logRow(
      actor,
      request.role,
      action,
      exception.status,
      to,
      `${exception.id} ${exception.type} ${exception.sku}${resolution ? ` ${resolution}` : ''}`,
    );
    return await update(db, 'inbounds', order.id, {
      exceptions: order.exceptions.map((e) => (e.id === exception.id ? changed : e)),
      actionLog: withRow(order.actionLog, row),
      updatedAt: row.at,
    });
  });
}
