import { failure, succeed } from '../../services/contract';
import { ACTIVE_BATCH_STATUSES } from '@/api/rules/batch';
import { batchTrackingNo } from './batches/rules';
import { filter } from '../../store/store';
import { businessGet } from '../../api/route';
import { getVisible } from '../../api/services';

/**
 * `Outbound/TrackingNo?id=`: the number the mock carrier gives a packed order, for the warehouse to
 * confirm at ship: the one its printed batch label carries, else the carrier's next number for it.
 * A WAREHOUSE_ONLY order ships on the customer's own label: the number already on the order.
 */
export const outboundTrackingHandlers = [
  businessGet(
    'Outbound/TrackingNo',
    async ({ db, actor, query }) => {
      const found = await getVisible(db, actor, 'outbounds', query.get('id') ?? '');
      if (!found.ok) return found;
      const order = found.value;
      if (order.status.split('.')[0] !== 'PACKED')
        return failure(409, 'trackingNotYet', { state: order.status });
      if (order.businessMode === 'WAREHOUSE_ONLY') return succeed({ trackingNo: order.trackingNo });
      const active = await filter(db, 'outboundBatches', { status: ACTIVE_BATCH_STATUSES });
      const printed = active.find((batch) => batch.trackingNos[order.id] !== undefined);
      return succeed({
        trackingNo: printed?.trackingNos[order.id] ?? batchTrackingNo(order.carrierCode, order.outboundNo),
      });
    },
    { operatorOnly: true },
  ),
];
