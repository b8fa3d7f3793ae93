import type { Lang } from '../../../api/messages/lang';

type Messages = Record<string, Record<Lang, string>>;

/** The outbound list's files of several orders: merged labels and the warehouse's pick list. */
export const outboundFileMessages = {
  carrierLabelsNotYet: {
    en: 'no carrier label yet for {orders}: a label exists once the order has shipped with the warehouse delivering',
    'zh-CN': '{orders} 暂无物流面单：由仓库派送的订单发货后才有面单',
  },
  pickListWarehouseRequired: { en: 'choose the warehouse to pick in', 'zh-CN': '请选择拣货的仓库' },
  pickListWarehouseUnknown: { en: 'no such warehouse', 'zh-CN': '仓库不存在' },
  pickListOtherWarehouse: {
    en: '{orders} ship from another warehouse than {warehouse}',
    'zh-CN': '{orders} 不是从 {warehouse} 仓发货',
  },
  pickListNotPickable: {
    en: '{orders} have nothing left to pick: only orders awaiting pick or being picked go on a pick list',
    'zh-CN': '{orders} 已无需拣货：拣货单只包含待拣货或拣货中的订单',
  },
  pickListEmpty: {
    en: 'no order of {warehouse} is awaiting pick',
    'zh-CN': '{warehouse} 仓没有待拣货的订单',
  },
} satisfies Messages;
