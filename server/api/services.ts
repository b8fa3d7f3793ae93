/**
 * The one place the handlers reach the business services (`server/services/index.ts`, written
 * beside this layer): validation, lifecycle through the charts, effects, all in one step each.
 * Everything the handlers need from that side is named here, so a missing piece shows in one file.
 */
export {
  act,
  actOnBatch,
  adjustStock,
  appliedStrategies,
  closeSettlement,
  estimateFees,
  freezeFunds,
  freezeStock,
  getVisible,
  markWaybill,
  previewSettlement,
  previewRelease,
  raiseException,
  remove,
  removeBatches,
  runStorageJob,
  save,
  saveBatch,
  setCreditLimit,
  setLowBalanceAlert,
  unfreezeFunds,
  unfreezeStock,
} from '../services/index';
