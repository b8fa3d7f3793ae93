import { defineArea } from '../area';
import { actOnRecharge } from './actions';
import { rechargeHandlers } from './recharge.routes';
import { financeHandlers } from './routes';
import { saveRecharge } from './save-recharge';
import { actOnSettlement } from './settlement-actions';

/** Purses, recharges, fees and settlements (business.md §9). */
export const financeArea = defineArea({
  name: 'finance',
  routes: [...rechargeHandlers, ...financeHandlers],
  save: { recharge: saveRecharge },
  act: { recharge: actOnRecharge, settlement: actOnSettlement },
});
