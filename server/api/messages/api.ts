import type { Lang } from './lang';

/** Messages of the business API layer (`server/api`): lists, exports, uploads, imports. */
export const apiMessages = {
  notFound: { en: 'the record does not exist', 'zh-CN': '记录不存在' },
  // Lists (business.md §2, seed §9)
  listPageIndexInvalid: {
    en: 'pageIndex must be a whole number from 1',
    'zh-CN': 'pageIndex 须为从 1 开始的整数',
  },
  listPageSizeRange: {
    en: 'pageSize must be a whole number from {min} to {max}',
    'zh-CN': 'pageSize 须为 {min} 到 {max} 之间的整数',
  },
  listSortFieldUnknown: { en: 'cannot sort by {field}', 'zh-CN': '不支持按 {field} 排序' },
  listSortOrderInvalid: { en: 'sortOrder must be asc or desc', 'zh-CN': 'sortOrder 须为 asc 或 desc' },
  listDateInvalid: { en: 'not a valid date', 'zh-CN': '日期格式不正确' },
  listDateRangeReversed: { en: 'the end date is before the start date', 'zh-CN': '结束日期早于开始日期' },
  listDateRangeTooLong: {
    en: 'the date range must not exceed {days} days',
    'zh-CN': '日期范围不能超过 {days} 天',
  },
  // Demo data
  demoDataReset: { en: 'the demo data has been restored', 'zh-CN': '演示数据已恢复' },
  dataNotSaved: {
    en: 'this change could not be saved in the browser, so it was not made; please try again',
    'zh-CN': '此更改无法保存到浏览器中，因此未生效，请重试',
  },
  dataUnreadable: {
    en: 'the saved data could not be read; reload the page to try again',
    'zh-CN': '无法读取已保存的数据，请刷新页面重试',
  },
  keptAsideChoiceInvalid: { en: 'choose keep or discard', 'zh-CN': '请选择保留或丢弃' },
  // Exports and labels
  exportFormatInvalid: { en: 'format must be csv or xlsx', 'zh-CN': '格式须为 csv 或 xlsx' },
  statementFormatInvalid: { en: 'format must be csv, xlsx or pdf', 'zh-CN': '格式须为 csv、xlsx 或 pdf' },
  labelSizeInvalid: { en: 'label size must be one of {sizes}', 'zh-CN': '标签尺寸须为 {sizes} 之一' },
  labelCopiesRange: {
    en: 'copies must be a whole number from 1 to {max}',
    'zh-CN': '份数须为 1 到 {max} 之间的整数',
  },
  labelSkusRequired: { en: 'choose at least one SKU', 'zh-CN': '请至少选择一个 SKU' },
  labelSkusUnknown: {
    en: 'no label for {skus}: not a SKU or carton of the customer any more',
    'zh-CN': '无法为 {skus} 打印标签：它已不是该客户的 SKU 或箱规',
  },
  labelsNotYet: {
    en: 'labels can be printed from APPROVED on; the order is {state}',
    'zh-CN': '审核通过后才能打印标签，当前状态为 {state}',
  },
  waybillNotYet: {
    en: 'the waybill label exists once the order has shipped; the order is {state}',
    'zh-CN': '订单发货后才有面单，当前状态为 {state}',
  },
  trackingNotYet: {
    en: 'the carrier assigns a tracking number to a packed order; the order is {state}',
    'zh-CN': '订单打包后承运商才分配跟踪号，当前状态为 {state}',
  },
  // also why a WAREHOUSE_ONLY order cannot ship (blockers.ts: hasWaybill)
  waybillMissing: {
    en: "no waybill label has been uploaded for this order: a warehouse-only order ships with the customer's own label",
    'zh-CN': '该订单尚未上传面单：仅仓储订单须贴客户自己的面单才能发货',
  },
  waybillAlreadyUploaded: {
    en: 'this order already has a waybill label: void it before uploading another',
    'zh-CN': '该订单已有面单：请先作废再上传新的面单',
  },
  waybillNotUploadable: {
    en: 'waybill labels are uploaded only for WAREHOUSE_ONLY orders',
    'zh-CN': '仅“仅仓储”模式的订单可上传面单',
  },
  // Uploads
  uploadFileRequired: { en: 'please choose a file', 'zh-CN': '请选择文件' },
  uploadPurposeInvalid: { en: 'unknown upload purpose', 'zh-CN': '未知的上传用途' },
  uploadTypeInvalid: { en: 'only {types} files are allowed', 'zh-CN': '仅支持 {types} 格式的文件' },
  uploadTooLarge: { en: 'the file must not exceed {max} MB', 'zh-CN': '文件大小不能超过 {max} MB' },
  uploadDocumentUnknown: { en: 'the document of this file does not exist', 'zh-CN': '文件所属的单据不存在' },
  // Outbound import (business.md §6)
  importFileRequired: { en: 'please choose an xlsx or csv file', 'zh-CN': '请选择 xlsx 或 csv 文件' },
  importFileUnreadable: {
    en: 'the file could not be read as a spreadsheet',
    'zh-CN': '无法读取该文件，请使用 xlsx 或 csv 格式',
  },
  importUnpackedTooLarge: {
    en: 'the workbook unpacks to more than {max} MB; save it again or as csv',
    'zh-CN': '该工作簿解压后超过 {max} MB，请重新保存或改用 csv',
  },
  importNoRows: { en: 'the file has no order rows', 'zh-CN': '文件中没有订单行' },
  importTooManyRows: { en: 'at most {max} rows per import', 'zh-CN': '每次最多导入 {max} 行' },
  importColumnMissing: { en: 'missing column: {column}', 'zh-CN': '缺少列：{column}' },
  importRequired: { en: '{column} is required', 'zh-CN': '{column} 为必填项' },
  importTooLong: {
    en: '{column} must be at most {max} characters',
    'zh-CN': '{column} 不能超过 {max} 个字符',
  },
  importQtyInvalid: { en: 'qty must be a whole number from 1', 'zh-CN': 'qty 须为大于等于 1 的整数' },
  importNumberInvalid: { en: '{column} must be a number from 0', 'zh-CN': '{column} 须为大于等于 0 的数字' },
  importYesNo: { en: '{column} must be Y or N', 'zh-CN': '{column} 须为 Y 或 N' },
  importWarehouseUnknown: {
    en: 'warehouse {code} does not exist or takes no outbound orders',
    'zh-CN': '仓库 {code} 不存在或不支持出库',
  },
  importCarrierUnknown: {
    en: 'carrier {code} does not serve warehouse {warehouse}',
    'zh-CN': '物流产品 {code} 不服务于仓库 {warehouse}',
  },
  importCountryInvalid: {
    en: 'countryCode must be two capital letters',
    'zh-CN': 'countryCode 须为两位大写字母',
  },
  importSkuUnknown: { en: 'SKU {sku} is unknown or not approved', 'zh-CN': 'SKU {sku} 不存在或未审核通过' },
  importPlatformSkuUnknown: {
    en: 'platform SKU {sku} has no listing',
    'zh-CN': '平台 SKU {sku} 没有对应的刊登',
  },
  importOrderMismatch: {
    en: 'rows of order {referenceNo} disagree on {column}',
    'zh-CN': '订单 {referenceNo} 的各行 {column} 不一致',
  },
  importOrderRowInvalid: {
    en: 'another row of order {referenceNo} has errors',
    'zh-CN': '订单 {referenceNo} 的其他行有错误',
  },
  importReferenceTaken: {
    en: 'referenceNo {referenceNo} is already used by an open order',
    'zh-CN': '参考号 {referenceNo} 已被未取消的订单使用',
  },
  importBatchUnknown: {
    en: 'this import has expired; please validate the file again',
    'zh-CN': '本次导入已失效，请重新校验文件',
  },
  importModeInvalid: { en: 'mode must be draft or submit', 'zh-CN': 'mode 须为 draft 或 submit' },
  importErrorColumn: { en: 'error', 'zh-CN': '错误' },
  importRowUnknown: { en: 'the file has no such row', 'zh-CN': '文件中没有该行' },
  importColumnUnknown: { en: 'not a column of the import', 'zh-CN': '不是导入模板中的列' },
  importValueText: {
    en: 'the value must be text of at most 500 characters',
    'zh-CN': '值须为不超过 500 个字符的文本',
  },
  // Bulk actions
  bulkIdsRequired: { en: 'please select at least one order', 'zh-CN': '请至少选择一个订单' },
  bulkActionInvalid: { en: 'unknown action', 'zh-CN': '未知的操作' },
  bulkTooMany: { en: 'at most {max} orders at a time', 'zh-CN': '每次最多 {max} 个订单' },
  // Request bodies
  idRequired: { en: 'id is required', 'zh-CN': '缺少 id' },
  servicesMissing: {
    en: 'this operation is not available yet',
    'zh-CN': '该操作暂不可用',
  },
} satisfies Record<string, Record<Lang, string>>;
