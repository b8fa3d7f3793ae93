/**
 * The business services the HTTP handlers call (`mocks/handlers/business/*`): validation, ownership,
 * lifecycle through the charts, and the effects of business.md §10, each call all or nothing.
 */
export { getVisible, canSee } from './visibility';
export { save } from './save';
export { remove } from './remove';
export { act, type ActedDoc } from './act';
export { appliedStrategies } from './actions/rma';
export { raiseException } from './actions/raise-exception';
export { actOnBatch } from './batches/act';
export { removeBatches } from './batches/remove';
export { saveBatch } from './batches/save';
export { estimateFees, estimateInbound, estimateOutbound } from './estimate';
export {
  closeSettlement,
  previewSettlement,
  freezeFunds,
  runStorageJob,
  setCreditLimit,
  setLowBalanceAlert,
  unfreezeFunds,
} from './finance';
export { previewRelease } from './actions/release-preview';
export { markWaybill } from './actions/outbound';
export { adjustStock, freezeStock, unfreezeStock } from './inventory';
