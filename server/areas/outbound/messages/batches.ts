import type { Lang } from '../../../api/messages/lang';

type Messages = Record<string, Record<Lang, string>>;

/** Label and handover batches of outbound orders (business.md §6). */
export const batchMessages = {
  batchKindInvalid: {
    en: 'choose the batch kind: label printing or handover',
    'zh-CN': '请选择批次类型：打单或交接',
  },
  batchOrdersRequired: { en: 'choose at least one order', 'zh-CN': '请至少选择一个订单' },
  batchTooManyOrders: { en: 'a batch holds at most 500 orders', 'zh-CN': '一个批次最多 500 个订单' },
  batchMixedRoute: {
    en: 'every order of a batch ships from one warehouse with one carrier ({warehouse}, {carrier})',
    'zh-CN': '同一批次的订单须为同一仓库、同一物流渠道（{warehouse}，{carrier}）',
  },
  batchOrderSelfLabelled: {
    en: '{id} carries its own uploaded label (warehouse only): it cannot join a batch',
    'zh-CN': '{id} 使用客户上传的面单（仅仓储），不能加入批次',
  },
  batchOrderCustomer: {
    en: "{id} belongs to another customer than this batch's",
    'zh-CN': '{id} 与本批次不属于同一客户',
  },
  batchOrderState: {
    en: '{id} is {state}: only orders awaiting pick, picking or packed join a batch',
    'zh-CN': '{id} 当前为 {state}，只有待拣货、拣货中或已打包的订单可以加入批次',
  },
  batchOrderTaken: {
    en: '{id} is already in batch {batchNo}',
    'zh-CN': '{id} 已在批次 {batchNo} 中',
  },
  batchOrderAbsent: { en: '{id} is not in this batch', 'zh-CN': '{id} 不在本批次中' },
  batchEmpty: { en: 'the batch has no orders', 'zh-CN': '批次中没有订单' },
  batchNotHandover: {
    en: 'a label-printing batch is not handed over: make a handover batch',
    'zh-CN': '打单批次不能交接，请建立交接批次',
  },
  batchOrderRefused: {
    en: 'nothing was handed over: {id} cannot ship while it is {state}',
    'zh-CN': '未交接任何订单：{id} 当前为 {state}，不能发货',
  },
  batchNotPrinted: {
    en: 'the labels exist once the batch is printed',
    'zh-CN': '批次打印后才有面单',
  },
  batchDeleteNotAllowed: {
    en: '{id} cannot be deleted while it is {state}: only open batches can be deleted',
    'zh-CN': '{id} 当前为 {state}，不能删除：只能删除未打印的批次',
  },
} satisfies Messages;
