/**
 * The business services the HTTP handlers call (`server/api/` and each area's routes): validation, ownership,
 * lifecycle through the charts, and the effects of business.md §10, each call all or nothing.
 */
export { getVisible, canSee } from './visibility';
export { save } from './save';
export { remove } from './remove';
export { act, type ActedDoc } from './act';
export { appliedStrategies } from '../areas/rma/actions';
export { raiseException } from '../areas/inbound/raise-exception';
export { actOnBatch } from '../areas/outbound/batches/act';
export { removeBatches } from '../areas/outbound/batches/remove';
export { saveBatch } from '../areas/outbound/batches/save';
export { estimateFees, estimateInbound, estimateOutbound } from '../areas/finance/estimate';
export {
  closeSettlement,
  previewSettlement,
  freezeFunds,
  runStorageJob,
  setCreditLimit,
  setLowBalanceAlert,
  unfreezeFunds,
} from '../areas/finance/service';
export { previewRelease } from '../areas/outbound/release-preview';
export { markWaybill } from '../areas/outbound/actions';
export { adjustStock, freezeStock, unfreezeStock } from '../areas/inventory/service';
