import { batchMessages } from '../../areas/outbound/messages/batches';
import type { Lang } from './lang';
import { outboundFileMessages } from '../../areas/outbound/messages/files';
import { raisedExceptionMessages } from '../../areas/inbound/messages/raised-exceptions';

type Messages = Record<string, Record<Lang, string>>;

/** Refusals of the lifecycle, roles, stock and money. `{name}` is a parameter. */
const refusals = {
  validationFailedMany: {
    en: 'please check the highlighted fields: the first {shown} of {total} problems are shown',
    'zh-CN': '请检查标出的字段：共 {total} 处问题，显示前 {shown} 处',
  },
  idempotencyKeyReused: {
    en: 'this Idempotency-Key was already used for a different request: send a new key',
    'zh-CN': '该幂等键（Idempotency-Key）已用于另一个不同的请求，请使用新的键',
  },
  stateRefused: {
    en: '{action} is not allowed while the document is {state}',
    'zh-CN': '单据当前状态为 {state}，不能执行 {action}',
  },
  operatorOnly: {
    en: 'only the warehouse service staff may {action} here',
    'zh-CN': '只有仓储服务人员可以在此执行 {action}',
  },
  customerOnly: { en: 'only the customer may {action} here', 'zh-CN': '只有客户可以在此执行 {action}' },
  arrearsRefused: {
    en: 'the balance cannot cover {amount} {currency}: please recharge first',
    'zh-CN': '余额不足以支付 {amount} {currency}，请先充值',
  },
  stockInsufficient: {
    en: 'not enough stock of {sku} at {warehouse} for this change',
    'zh-CN': '{warehouse} 仓 {sku} 的库存不足，无法执行此操作',
  },
  deleteNotAllowed: {
    en: '{id} cannot be deleted while it is {state}: only drafts can be deleted',
    'zh-CN': '{id} 当前为 {state}，不能删除：只能删除草稿',
  },
  recordInUse: {
    en: '{id} is used by stock or open documents and cannot be changed or deleted',
    'zh-CN': '{id} 已被库存或未完结单据使用，不能修改或删除',
  },
  openExceptionsBlock: {
    en: 'resolve the open receiving exceptions of this order before putting it away',
    'zh-CN': '请先处理该入库单未关闭的收货异常，再进行上架',
  },
  alreadyArrived: {
    en: 'the goods have already arrived at the warehouse: the order can no longer be cancelled',
    'zh-CN': '货物已到仓，入库单不能再取消',
  },
  certificatesMissing: {
    en: 'battery products need a valid MSDS and UN38.3 certificate before approval',
    'zh-CN': '带电产品须先有有效的 MSDS 和 UN38.3 证书才能审核通过',
  },
  skuInUse: {
    en: 'this SKU still has stock or open documents and cannot be discarded',
    'zh-CN': '该 SKU 仍有库存或未完结单据，不能作废',
  },
  settlementPeriodClosed: {
    en: 'this period overlaps the settlement {settlementNo} that is already closed',
    'zh-CN': '该账期与已生成的结算单 {settlementNo} 重叠',
  },
  purseUnknown: { en: 'this customer has no {currency} purse', 'zh-CN': '该客户没有 {currency} 钱包' },
} satisfies Messages;

/** Problems with the data of an action (422, against a field of the request). */
const actionFields = {
  reasonRequired: {
    en: 'please give a reason (at most 255 characters)',
    'zh-CN': '请填写原因（不超过 255 个字符）',
  },
  noteRequired: { en: 'please describe what is wrong with the statement', 'zh-CN': '请说明结算单有何问题' },
  shipmentNoRequired: {
    en: 'enter at least one tracking number or the container number',
    'zh-CN': '请至少填写一个运单号或柜号',
  },
  trackingNoRequired: { en: 'the tracking number is required', 'zh-CN': '请填写跟踪号' },
  actualWeightOverCarrier: {
    en: 'the parcel weighs more than {carrier} takes ({max} kg at most)',
    'zh-CN': '包裹超过 {carrier} 的重量上限（最多 {max} kg）',
  },
  actualWeightInvalid: {
    en: 'the actual weight must be a number above 0 kg',
    'zh-CN': '实际重量须为大于 0 的数字（kg）',
  },
  arrivedAmountInvalid: {
    en: 'the arrived amount must be a number above 0',
    'zh-CN': '到账金额须为大于 0 的数字',
  },
  serviceChargeInvalid: {
    en: 'the service charge must be 0 or more and less than the arrived amount',
    'zh-CN': '手续费须不小于 0 且小于到账金额',
  },
  receivedLinesInvalid: {
    en: 'give whole counts for each received line, where good + damaged = received',
    'zh-CN': '请为每个收货行填写整数数量，且良品 + 残次 = 实收',
  },
  receiveLineUnknown: { en: 'this box has no line for this SKU', 'zh-CN': '该箱没有此 SKU 的明细' },
  receiveLineDuplicate: { en: 'this box line is counted twice', 'zh-CN': '该箱明细被重复清点' },
  gradeCountsInvalid: {
    en: 'give whole counts per grade for the returned SKUs, at least one unit in all',
    'zh-CN': '请为退货 SKU 按等级填写整数数量，合计至少 1 件',
  },
  gradeLineUnknown: { en: 'this RMA has no line for this SKU', 'zh-CN': '该退货单没有此 SKU 的明细' },
  resolutionInvalid: {
    en: 'choose a resolution: accept as good, accept as damaged, adjust forecast, return to sender or destroy',
    'zh-CN': '请选择处理方式：按良品接收、按残次接收、调整预报、退回发件人或销毁',
  },
  resolutionMismatch: {
    en: 'close the exception with the resolution the customer chose',
    'zh-CN': '请按客户选择的处理方式关闭异常',
  },
  adjustmentNoteRequired: {
    en: 'say why the item is adjusted',
    'zh-CN': '请填写调整说明',
  },
  adjustmentItemsRequired: {
    en: 'answer each disputed fee item with an adjustment',
    'zh-CN': '请为每个有争议的费用项填写调整',
  },
  adjustmentItemUnknown: {
    en: 'this fee item is not one the customer disputed on this statement',
    'zh-CN': '该费用项不是客户在此结算单上提出异议的费用项',
  },
  disputeItemsRequired: {
    en: 'choose the fee items you dispute',
    'zh-CN': '请选择有异议的费用项',
  },
  disputeItemUnknown: {
    en: 'this fee item is not billed on this statement',
    'zh-CN': '该费用项不属于此结算单',
  },
  adjustmentAmountInvalid: {
    en: 'the adjustment must be a non-zero amount (positive charges, negative credits the customer)',
    'zh-CN': '调整金额须为非零数字（正数为扣费，负数为退还客户）',
  },
  photosRequired: {
    en: 'the return strategy of this RMA asks for photos of the returned goods',
    'zh-CN': '该退货单的退货策略要求上传退货照片',
  },
  receiptRequired: {
    en: 'a bank transfer needs the receipt file before it can be submitted',
    'zh-CN': '银行转账须上传水单后才能提交',
  },
  lowBalanceAlertInvalid: {
    en: 'the alert must be empty or an amount from 0 to 10,000,000 with at most 2 decimals',
    'zh-CN': '提醒金额须留空，或为 0 到 10,000,000 之间、最多两位小数的金额',
  },
  creditLimitInvalid: {
    en: 'the credit limit must be a number from 0 to 1,000,000',
    'zh-CN': '信用额度须为 0 到 1,000,000 之间的数字',
  },
  freezeAmountInvalid: {
    en: 'the amount must be above 0 and at most the unfrozen balance',
    'zh-CN': '金额须大于 0 且不超过未冻结余额',
  },
  unfreezeAmountInvalid: {
    en: 'the amount must be above 0 and at most the frozen amount',
    'zh-CN': '金额须大于 0 且不超过已冻结金额',
  },
  fundsReasonRequired: {
    en: 'give the reason for moving these funds',
    'zh-CN': '请填写冻结或解冻的原因',
  },
  customerUnknown: { en: 'choose an existing customer', 'zh-CN': '请选择已有的客户' },
  customerIdRequired: { en: 'choose the customer this record belongs to', 'zh-CN': '请选择该记录所属的客户' },
  dayInvalid: {
    en: 'the day must be a date (YYYY-MM-DD) not after today',
    'zh-CN': '日期须为不晚于今天的日期（YYYY-MM-DD）',
  },
  periodFromInvalid: {
    en: 'the period start must be a date (YYYY-MM-DD)',
    'zh-CN': '账期开始须为日期（YYYY-MM-DD）',
  },
  periodToInvalid: {
    en: 'the period end must be a date on or after the start and before today',
    'zh-CN': '账期结束须为不早于开始、且早于今天的日期',
  },
  bucketInvalid: {
    en: 'only available, unsellable or frozen stock can be adjusted',
    'zh-CN': '只能调整可用、不良品或冻结库存',
  },
  qtyChangeInvalid: {
    en: 'the quantity change must be a whole number other than 0',
    'zh-CN': '数量变化须为非零整数',
  },
  qtyInvalid: { en: 'the quantity must be a whole number above 0', 'zh-CN': '数量须为大于 0 的整数' },
  adjustReasonRequired: {
    en: 'please give the reason for this stock change (at most 255 characters)',
    'zh-CN': '请填写库存变动原因（不超过 255 个字符）',
  },
  skuUnknown: { en: 'there is no SKU with this code', 'zh-CN': '没有该编码的 SKU' },
  skuNotApproved: {
    en: 'SKU {sku} is not approved: only approved SKUs can be used on documents',
    'zh-CN': 'SKU {sku} 未审核通过：单据只能使用已审核的 SKU',
  },
  declarationMissing: {
    en: 'SKU {sku} has no approved import declaration for {country}',
    'zh-CN': 'SKU {sku} 没有已审核的 {country} 进口申报',
  },
  warehouseUnknown: { en: 'there is no warehouse with this code', 'zh-CN': '没有该编码的仓库' },
  warehouseNotActive: { en: 'this warehouse is not active', 'zh-CN': '该仓库未启用' },
  warehouseNoInbound: { en: 'this warehouse does not take inbound orders', 'zh-CN': '该仓库不支持入库' },
  warehouseNoOutbound: { en: 'this warehouse does not ship outbound orders', 'zh-CN': '该仓库不支持出库' },
  warehouseNoReturns: { en: 'this warehouse does not take returns', 'zh-CN': '该仓库不支持退货' },
  carrierUnknown: { en: 'there is no active carrier with this code', 'zh-CN': '没有该编码的可用物流渠道' },
  carrierOverweight: {
    en: 'the parcel weighs {weight} kg: {carrier} takes {max} kg at most',
    'zh-CN': '包裹重 {weight} kg，{carrier} 最多承运 {max} kg',
  },
  carrierNotAtWarehouse: {
    en: 'this carrier does not deliver from the chosen warehouse',
    'zh-CN': '该物流渠道不从所选仓库发货',
  },
  signatureUnsupported: {
    en: 'this carrier does not offer signature on delivery',
    'zh-CN': '该物流渠道不支持签收服务',
  },
  insuranceUnsupported: { en: 'this carrier does not offer insurance', 'zh-CN': '该物流渠道不支持保险' },
} satisfies Messages;

/** Uniqueness rules (422 against the field that clashes). */
const uniqueness = {
  bankRefNoTaken: {
    en: 'this bank reference is already on another of your recharges: a transfer is credited once',
    'zh-CN': '该银行流水号已用于您的另一笔充值：同一笔转账只能入账一次',
  },
  referenceNoTaken: {
    en: 'this reference number is already used by another of your documents',
    'zh-CN': '该参考号已被您的其他单据使用',
  },
  skuCodeLocked: {
    en: 'the SKU code can be changed only while the SKU is a draft',
    'zh-CN': 'SKU 编码只能在草稿状态下修改',
  },
  codeLocked: { en: 'the code cannot be changed once created', 'zh-CN': '编码创建后不能修改' },
  skuCodeTaken: {
    en: 'you already have a SKU or carton with this code',
    'zh-CN': '已存在相同编码的 SKU 或箱规',
  },
  warehouseCodeTaken: { en: 'a warehouse with this code already exists', 'zh-CN': '已存在相同编码的仓库' },
  carrierCodeTaken: { en: 'a carrier with this code already exists', 'zh-CN': '已存在相同编码的物流渠道' },
  declarationDuplicate: {
    en: 'this SKU already has a declaration for this country and direction',
    'zh-CN': '该 SKU 已有此国家和方向的申报',
  },
  platformSkuTaken: {
    en: 'this platform SKU is already listed in this store',
    'zh-CN': '该平台 SKU 已在此店铺中存在',
  },
  defaultStrategyRequired: {
    en: 'you need one default return strategy: make another one the default instead',
    'zh-CN': '必须保留一个默认退货策略：请改为将另一个策略设为默认',
  },
  defaultStrategyKept: {
    en: '{id} is your default return strategy and cannot be deleted: make another one the default first',
    'zh-CN': '{id} 是您的默认退货策略，不能删除：请先将另一个策略设为默认',
  },
  strategyTaken: {
    en: 'this strategy already applies to SKU {sku}: choose one that applies to no SKU yet',
    'zh-CN': '该策略已用于 SKU {sku}：请选择尚未用于任何 SKU 的策略',
  },
  strategyIsDefault: {
    en: 'this is your default strategy: choose “use the default” instead',
    'zh-CN': '这是您的默认策略：请改选“使用默认策略”',
  },
  skuStrategyExists: { en: 'this SKU already has a return strategy', 'zh-CN': '该 SKU 已有退货策略' },
  strategyUnknown: { en: 'choose one of your return strategies', 'zh-CN': '请选择您的退货策略' },
  originalOutboundInvalid: {
    en: 'the original outbound order must be one of your shipped orders',
    'zh-CN': '原出库单须为您已发货的出库单',
  },
  componentSkuInvalid: {
    en: 'the carton must contain one of your approved SKUs (not another carton)',
    'zh-CN': '箱规须绑定您已审核的 SKU（不能是其他箱规）',
  },
} satisfies Messages;

/** Field rules of SKUs and their master records (business.md §4). */
const skuFields = {
  skuCodeRequired: { en: 'the SKU code is required', 'zh-CN': '请填写 SKU 编码' },
  skuCodeInvalid: {
    en: 'the SKU code must be 4–24 characters: upper-case letters, digits and - _ . / #',
    'zh-CN': 'SKU 编码须为 4–24 个字符：大写字母、数字及 - _ . / #',
  },
  skuNameCnRequired: { en: 'the Chinese product name is required', 'zh-CN': '请填写中文品名' },
  skuNameCnTooLong: {
    en: 'the Chinese product name must be at most 200 characters',
    'zh-CN': '中文品名不能超过 200 个字符',
  },
  skuNameEnRequired: { en: 'the English product name is required', 'zh-CN': '请填写英文品名' },
  skuNameEnTooLong: {
    en: 'the English product name must be at most 200 characters',
    'zh-CN': '英文品名不能超过 200 个字符',
  },
  barcodeInvalid: {
    en: 'the barcode must be a GTIN of 8, 12, 13 or 14 digits with a correct check digit',
    'zh-CN': '条码须为 8、12、13 或 14 位且校验位正确的 GTIN',
  },
  weightInvalid: { en: 'the weight must be a number above 0 kg', 'zh-CN': '重量须为大于 0 的数字（kg）' },
  lengthInvalid: { en: 'the length must be a number above 0 cm', 'zh-CN': '长度须为大于 0 的数字（cm）' },
  widthInvalid: { en: 'the width must be a number above 0 cm', 'zh-CN': '宽度须为大于 0 的数字（cm）' },
  heightInvalid: { en: 'the height must be a number above 0 cm', 'zh-CN': '高度须为大于 0 的数字（cm）' },
  categoryRequired: { en: 'the category is required', 'zh-CN': '请选择品类' },
  categoryTooLong: { en: 'the category must be at most 100 characters', 'zh-CN': '品类不能超过 100 个字符' },
  cargoAttributeInvalid: {
    en: 'the cargo attribute must be general, with battery, pure battery, liquid, fragile or textile',
    'zh-CN': '货物属性须为普货、带电、纯电、液体、易碎或纺织品',
  },
  brandTooLong: { en: 'the brand must be at most 100 characters', 'zh-CN': '品牌不能超过 100 个字符' },
  modelTooLong: { en: 'the model must be at most 100 characters', 'zh-CN': '型号不能超过 100 个字符' },
  materialTooLong: { en: 'the material must be at most 100 characters', 'zh-CN': '材质不能超过 100 个字符' },
  purposeTooLong: { en: 'the purpose must be at most 200 characters', 'zh-CN': '用途不能超过 200 个字符' },
  productUrlInvalid: {
    en: 'the product link must be a web address starting with http:// or https://',
    'zh-CN': '商品链接须为以 http:// 或 https:// 开头的网址',
  },
  imagesTooMany: { en: 'a SKU can have at most 10 images', 'zh-CN': '每个 SKU 最多 10 张图片' },
  imageInvalid: {
    en: 'an image must be a web link (http or https), an inline picture or an uploaded file',
    'zh-CN': '图片须为网页链接（http 或 https）、内嵌图片或已上传的文件',
  },
  imageTooLong: {
    en: 'an image link must not exceed 2,048 characters (an inline picture 700,000)',
    'zh-CN': '图片链接不能超过 2,048 个字符（内嵌图片不能超过 700,000 个字符）',
  },
  unitTooLong: { en: 'the unit must be at most 10 characters', 'zh-CN': '单位不能超过 10 个字符' },
  countryCodeInvalid: {
    en: 'the country must be a two-letter ISO code such as US or GB',
    'zh-CN': '国家须为两位 ISO 代码，例如 US 或 GB',
  },
  countryCodesInvalid: {
    en: 'each country must be a two-letter ISO code such as US or GB',
    'zh-CN': '每个国家须为两位 ISO 代码，例如 US 或 GB',
  },
  originCountryInvalid: {
    en: 'the country of origin must be a two-letter ISO code such as CN',
    'zh-CN': '原产国须为两位 ISO 代码，例如 CN',
  },
  directionInvalid: { en: 'the direction must be import or export', 'zh-CN': '申报方向须为进口或出口' },
  declaredNameEnRequired: { en: 'the English declared name is required', 'zh-CN': '请填写英文申报品名' },
  declaredNameEnTooLong: {
    en: 'the English declared name must be at most 200 characters',
    'zh-CN': '英文申报品名不能超过 200 个字符',
  },
  declaredNameCnRequired: { en: 'the Chinese declared name is required', 'zh-CN': '请填写中文申报品名' },
  declaredNameCnTooLong: {
    en: 'the Chinese declared name must be at most 200 characters',
    'zh-CN': '中文申报品名不能超过 200 个字符',
  },
  hsCodeInvalid: { en: 'the HS code must be 6–10 digits', 'zh-CN': 'HS 编码须为 6–10 位数字' },
  declaredValuePositive: {
    en: 'the declared value must be a number above 0',
    'zh-CN': '申报价值须为大于 0 的数字',
  },
  currencyInvalid: {
    en: 'the currency must be a three-letter ISO code such as USD',
    'zh-CN': '币种须为三位 ISO 代码，例如 USD',
  },
  certificateTypeInvalid: {
    en: 'choose one of the listed certificate types',
    'zh-CN': '请选择列出的证书类型',
  },
  certificateNoRequired: { en: 'the certificate number is required', 'zh-CN': '请填写证书编号' },
  certificateNoTooLong: {
    en: 'the certificate number must be at most 50 characters',
    'zh-CN': '证书编号不能超过 50 个字符',
  },
  issuerTooLong: { en: 'the issuer must be at most 100 characters', 'zh-CN': '发证机构不能超过 100 个字符' },
  issuedAtInvalid: {
    en: 'the issue date must be a date (YYYY-MM-DD)',
    'zh-CN': '签发日期须为日期（YYYY-MM-DD）',
  },
  expiresAtRequired: {
    en: 'MSDS and UN38.3 certificates need an expiry date',
    'zh-CN': 'MSDS 和 UN38.3 证书须填写到期日期',
  },
  expiresAtInvalid: {
    en: 'the expiry date must be a date (YYYY-MM-DD)',
    'zh-CN': '到期日期须为日期（YYYY-MM-DD）',
  },
  expiresBeforeIssued: {
    en: 'the expiry date must be after the issue date',
    'zh-CN': '到期日期须晚于签发日期',
  },
  certificateFileRequired: { en: 'please attach the certificate file', 'zh-CN': '请上传证书文件' },
  certificateFileType: {
    en: 'the certificate file must be a PDF, JPG or PNG',
    'zh-CN': '证书文件须为 PDF、JPG 或 PNG',
  },
  certificateFileTooLarge: {
    en: 'the certificate file must not exceed 10 MB',
    'zh-CN': '证书文件不能超过 10 MB',
  },
  platformInvalid: { en: 'choose one of the listed sales platforms', 'zh-CN': '请选择列出的销售平台' },
  storeNameRequired: { en: 'the store name is required', 'zh-CN': '请填写店铺名称' },
  storeNameTooLong: {
    en: 'the store name must be at most 100 characters',
    'zh-CN': '店铺名称不能超过 100 个字符',
  },
  siteInvalid: {
    en: 'the site must be a two- or three-letter code such as US',
    'zh-CN': '站点须为两到三位字母代码，例如 US',
  },
  platformSkuRequired: { en: 'the platform SKU is required', 'zh-CN': '请填写平台 SKU' },
  platformSkuTooLong: {
    en: 'the platform SKU must be at most 100 characters',
    'zh-CN': '平台 SKU 不能超过 100 个字符',
  },
  platformItemIdTooLong: {
    en: 'the platform item id must be at most 50 characters',
    'zh-CN': '平台商品 ID 不能超过 50 个字符',
  },
  sellingPriceInvalid: { en: 'the selling price must be 0 or more', 'zh-CN': '售价须不小于 0' },
  listingStatusInvalid: {
    en: 'the listing status must be active or inactive',
    'zh-CN': '刊登状态须为启用或停用',
  },
  unitsPerCartonInvalid: {
    en: 'a carton holds a whole number of at least 2 units',
    'zh-CN': '每箱数量须为不小于 2 的整数',
  },
  cartonStatusInvalid: {
    en: 'the carton status must be active or inactive',
    'zh-CN': '箱规状态须为启用或停用',
  },
} satisfies Messages;

/** Field rules of warehouses and carriers (business.md §3). */
const warehouseFields = {
  warehouseCodeInvalid: {
    en: 'the warehouse code must be 1–32 characters: upper-case letters, digits, _ and -',
    'zh-CN': '仓库编码须为 1–32 个字符：大写字母、数字、_ 和 -',
  },
  warehouseNameRequired: { en: 'the warehouse name is required', 'zh-CN': '请填写仓库名称' },
  warehouseNameEnRequired: { en: 'the English warehouse name is required', 'zh-CN': '请填写仓库英文名称' },
  warehouseNameTooLong: {
    en: 'the warehouse name must be at most 100 characters',
    'zh-CN': '仓库名称不能超过 100 个字符',
  },
  customerCodeInvalid: {
    en: 'the code must be 2 to 8 capital letters or digits',
    'zh-CN': '编码须为 2 到 8 位大写字母或数字',
  },
  customerCodeTaken: { en: 'a customer with this code already exists', 'zh-CN': '已存在相同编码的客户' },
  customerNameRequired: { en: 'the customer name is required', 'zh-CN': '请填写客户名称' },
  customerNameTooLong: {
    en: 'the customer name must be at most 100 characters',
    'zh-CN': '客户名称不能超过 100 个字符',
  },
  customerEmailInvalid: { en: 'enter a valid e-mail address', 'zh-CN': '请填写有效的邮箱地址' },
  customerWarehousesRequired: {
    en: 'choose at least one official warehouse the customer may use',
    'zh-CN': '请至少选择一个客户可使用的官方仓库',
  },
  customerWarehousesInvalid: {
    en: 'choose only active official warehouses',
    'zh-CN': '只能选择已启用的官方仓库',
  },
  warehouseNotAllowed: {
    en: 'your account may not use this warehouse: ask the service to add it',
    'zh-CN': '您的账户不能使用该仓库，请联系服务方开通',
  },
  contactTooLong: { en: 'the contact must be at most 100 characters', 'zh-CN': '联系人不能超过 100 个字符' },
  phoneFormatInvalid: {
    en: 'the phone number may hold only digits, spaces, + ( ) - and . (5–20 characters)',
    'zh-CN': '电话只能包含数字、空格及 + ( ) - .（5–20 个字符）',
  },
  timezoneInvalid: {
    en: 'the time zone must be a zone name such as America/New_York',
    'zh-CN': '时区须为时区名称，例如 America/New_York',
  },
  stateRequired: { en: 'the state or province is required', 'zh-CN': '请填写州/省' },
  stateTooLong: {
    en: 'the state or province must be at most 50 characters',
    'zh-CN': '州/省不能超过 50 个字符',
  },
  cityRequired: { en: 'the city is required', 'zh-CN': '请填写城市' },
  cityTooLong: { en: 'the city must be at most 50 characters', 'zh-CN': '城市不能超过 50 个字符' },
  postcodeRequired: { en: 'the postcode is required', 'zh-CN': '请填写邮编' },
  postcodeTooLong: { en: 'the postcode must be at most 20 characters', 'zh-CN': '邮编不能超过 20 个字符' },
  street1Required: { en: 'the street address is required', 'zh-CN': '请填写街道地址' },
  streetTooLong: {
    en: 'the street address must be at most 100 characters',
    'zh-CN': '街道地址不能超过 100 个字符',
  },
  carrierCodeInvalid: {
    en: 'the carrier code must be 2–32 characters: upper-case letters, digits, _ and -',
    'zh-CN': '渠道编码须为 2–32 个字符：大写字母、数字、_ 和 -',
  },
  carrierNameRequired: { en: 'the carrier product name is required', 'zh-CN': '请填写渠道名称' },
  carrierNameTooLong: {
    en: 'the carrier product name must be at most 100 characters',
    'zh-CN': '渠道名称不能超过 100 个字符',
  },
  carrierCompanyRequired: {
    en: 'the carrier company is required (at most 50 characters)',
    'zh-CN': '请填写承运商（不超过 50 个字符）',
  },
  carrierWarehousesInvalid: {
    en: 'choose at least one existing warehouse',
    'zh-CN': '请至少选择一个已有仓库',
  },
  carrierTypeInvalid: {
    en: 'the carrier type must be last mile, return or first leg',
    'zh-CN': '渠道类型须为尾程、退货或头程',
  },
  trackingUrlTemplateInvalid: {
    en: 'the tracking link must be a web address containing {trackingNo}',
    'zh-CN': '跟踪链接须为包含 {trackingNo} 的网址',
  },
  maxWeightInvalid: {
    en: 'the maximum weight must be a number above 0 kg',
    'zh-CN': '最大重量须为大于 0 的数字（kg）',
  },
  carrierStatusInvalid: {
    en: 'the carrier status must be active or inactive',
    'zh-CN': '渠道状态须为启用或停用',
  },
} satisfies Messages;

/** Field rules of documents (business.md §5, §6, §8, §9). */
const documentFields = {
  referenceNoRequired: { en: 'the reference number is required', 'zh-CN': '请填写参考号' },
  referenceNoTooLong: {
    en: 'the reference number must be at most 50 characters',
    'zh-CN': '参考号不能超过 50 个字符',
  },
  warehouseRequired: { en: 'choose a warehouse', 'zh-CN': '请选择仓库' },
  carrierRequired: { en: 'choose a carrier', 'zh-CN': '请选择物流渠道' },
  remarkTooLong255: { en: 'the remark must be at most 255 characters', 'zh-CN': '备注不能超过 255 个字符' },
  remarkTooLong500: { en: 'the remark must be at most 500 characters', 'zh-CN': '备注不能超过 500 个字符' },
  inboundTypeInvalid: {
    en: 'the inbound type must be standard, transit or FBA return',
    'zh-CN': '入库类型须为标准、中转或 FBA 退货',
  },
  shippingModeInvalid: {
    en: 'choose the shipping mode: air, sea LCL, sea FCL, express, rail or truck',
    'zh-CN': '请选择运输方式：空运、海运拼箱、海运整柜、快递、铁路或卡车',
  },
  loadTypeInvalid: {
    en: 'the load type must be parcel, pallet or container',
    'zh-CN': '装载方式须为包裹、托盘或整柜',
  },
  containerTypeRequired: {
    en: 'a full-container shipment needs the container type',
    'zh-CN': '整柜运输须选择柜型',
  },
  containerTypeInvalid: {
    en: 'the container type must be 20GP, 40GP, 40HQ or 45HQ',
    'zh-CN': '柜型须为 20GP、40GP、40HQ 或 45HQ',
  },
  containerNoInvalid: {
    en: 'the container number must be 4 letters and 7 digits (ISO 6346), e.g. MSCU1234565',
    'zh-CN': '柜号须为 4 位字母加 7 位数字（ISO 6346），例如 MSCU1234565',
  },
  trackingNosInvalid: {
    en: 'tracking numbers must be 4–50 letters, digits or dashes, at most 20 of them',
    'zh-CN': '运单号须为 4–50 位字母、数字或短横线，最多 20 个',
  },
  trackingNoTooLong: {
    en: 'the tracking number must be at most 50 characters',
    'zh-CN': '跟踪号不能超过 50 个字符',
  },
  etaRequired: { en: 'the estimated arrival date is required', 'zh-CN': '请填写预计到仓日期' },
  etaInvalid: {
    en: 'the estimated arrival must be a date (YYYY-MM-DD)',
    'zh-CN': '预计到仓日期须为日期（YYYY-MM-DD）',
  },
  etaPast: { en: 'the estimated arrival date cannot be in the past', 'zh-CN': '预计到仓日期不能早于今天' },
  deliveryMethodInvalid: {
    en: 'the delivery method must be self delivery or pickup',
    'zh-CN': '交货方式须为自送或上门提货',
  },
  pickupAddressRequired: { en: 'a pickup needs the pickup address', 'zh-CN': '上门提货须填写提货地址' },
  pickupAddressTooLong: {
    en: 'the pickup address must be at most 255 characters',
    'zh-CN': '提货地址不能超过 255 个字符',
  },
  boxesRequired: { en: 'add at least one box', 'zh-CN': '请至少添加一个箱子' },
  boxesTooMany: { en: 'an inbound order can have at most 500 boxes', 'zh-CN': '一个入库单最多 500 箱' },
  customerBoxRefTooLong: {
    en: 'your box reference must be at most 50 characters',
    'zh-CN': '客户箱号不能超过 50 个字符',
  },
  boxWeightInvalid: {
    en: 'the box weight must be a number above 0 kg',
    'zh-CN': '箱重须为大于 0 的数字（kg）',
  },
  boxLengthInvalid: {
    en: 'the box length must be a number above 0 cm',
    'zh-CN': '箱长须为大于 0 的数字（cm）',
  },
  boxWidthInvalid: {
    en: 'the box width must be a number above 0 cm',
    'zh-CN': '箱宽须为大于 0 的数字（cm）',
  },
  boxHeightInvalid: {
    en: 'the box height must be a number above 0 cm',
    'zh-CN': '箱高须为大于 0 的数字（cm）',
  },
  boxLinesRequired: { en: 'each box needs at least one SKU line', 'zh-CN': '每箱至少需要一行 SKU' },
  boxLinesTooMany: { en: 'a box can have at most 100 SKU lines', 'zh-CN': '每箱最多 100 行 SKU' },
  lineSkuRequired: { en: 'the SKU of this line is required', 'zh-CN': '请填写该行的 SKU' },
  lineSkuDuplicate: {
    en: 'this SKU appears twice: put it on one line',
    'zh-CN': '该 SKU 重复出现，请合并为一行',
  },
  expectedQtyInvalid: {
    en: 'the expected quantity must be a whole number above 0',
    'zh-CN': '预报数量须为大于 0 的整数',
  },
  outboundTypeInvalid: {
    en: 'the order type must be B2C, FBA or B2B',
    'zh-CN': '订单类型须为 B2C、FBA 或 B2B',
  },
  businessModeInvalid: {
    en: 'the service must be warehouse and delivery or warehouse only',
    'zh-CN': '业务模式须为仓储加派送或仅仓储',
  },
  consigneeNameRequired: { en: "the consignee's name is required", 'zh-CN': '请填写收件人姓名' },
  consigneeNameTooLong: {
    en: "the consignee's name must be at most 48 characters",
    'zh-CN': '收件人姓名不能超过 48 个字符',
  },
  consigneeCompanyTooLong: {
    en: 'the company must be at most 100 characters',
    'zh-CN': '公司名称不能超过 100 个字符',
  },
  consigneePhoneRequired: { en: "the consignee's phone is required", 'zh-CN': '请填写收件人电话' },
  consigneePhoneTooLong: {
    en: "the consignee's phone must be at most 20 characters",
    'zh-CN': '收件人电话不能超过 20 个字符',
  },
  consigneePhoneInvalid: {
    en: "the consignee's phone may hold only digits, spaces, + ( ) - and .",
    'zh-CN': '收件人电话只能包含数字、空格及 + ( ) - .',
  },
  consigneeEmailInvalid: {
    en: "the consignee's email address is not valid",
    'zh-CN': '收件人邮箱格式不正确',
  },
  consigneeCountryInvalid: {
    en: "the consignee's country must be a two-letter ISO code such as US",
    'zh-CN': '收件国家须为两位 ISO 代码，例如 US',
  },
  consigneeStateRequired: { en: "the consignee's state or province is required", 'zh-CN': '请填写收件州/省' },
  consigneeStateTooLong: {
    en: 'the state or province must be at most 50 characters',
    'zh-CN': '州/省不能超过 50 个字符',
  },
  consigneeCityRequired: { en: "the consignee's city is required", 'zh-CN': '请填写收件城市' },
  consigneeCityTooLong: { en: 'the city must be at most 50 characters', 'zh-CN': '城市不能超过 50 个字符' },
  address1Required: { en: 'address line 1 is required', 'zh-CN': '请填写地址 1' },
  address1TooLong: {
    en: 'address line 1 must be at most 50 characters',
    'zh-CN': '地址 1 不能超过 50 个字符',
  },
  address2TooLong: {
    en: 'address line 2 must be at most 50 characters',
    'zh-CN': '地址 2 不能超过 50 个字符',
  },
  consigneePostcodeRequired: { en: "the consignee's postcode is required", 'zh-CN': '请填写收件邮编' },
  consigneePostcodeTooLong: {
    en: 'the postcode must be at most 20 characters',
    'zh-CN': '邮编不能超过 20 个字符',
  },
  insuranceValueInvalid: { en: 'the insured value must be 0 or more', 'zh-CN': '保价金额须不小于 0' },
  linesRequired: { en: 'add at least one SKU line', 'zh-CN': '请至少添加一行 SKU' },
  linesTooMany: { en: 'too many lines on one document', 'zh-CN': '单据明细行过多' },
  lineQtyInvalid: {
    en: 'the quantity must be a whole number of at least 1',
    'zh-CN': '数量须为不小于 1 的整数',
  },
  declaredValueInvalid: { en: 'the declared value must be 0 or more', 'zh-CN': '申报价值须不小于 0' },
  fnskuInvalid: {
    en: 'the FNSKU must be X00 followed by 7 letters or digits',
    'zh-CN': 'FNSKU 须为 X00 加 7 位字母或数字',
  },
  fnskuRequired: { en: 'FBA lines need the FNSKU', 'zh-CN': 'FBA 订单行须填写 FNSKU' },
  fbaWarehouseCodeInvalid: {
    en: 'the Amazon warehouse code must be 3 letters and 1–2 digits, e.g. ONT8',
    'zh-CN': '亚马逊仓库代码须为 3 位字母加 1–2 位数字，例如 ONT8',
  },
  fbaShipmentIdInvalid: {
    en: 'the FBA shipment id must be FBA followed by 9 letters or digits',
    'zh-CN': 'FBA 货件编号须为 FBA 加 9 位字母或数字',
  },
  amazonReferenceIdTooLong: {
    en: 'the Amazon reference id must be at most 20 characters',
    'zh-CN': '亚马逊预约号不能超过 20 个字符',
  },
  cartonNoRequired: {
    en: 'the carton number is required (at most 50 characters)',
    'zh-CN': '请填写箱号（不超过 50 个字符）',
  },
  cartonsTooMany: { en: 'an FBA order can have at most 200 cartons', 'zh-CN': '一个 FBA 订单最多 200 箱' },
  rmaSourceInvalid: {
    en: 'the return source must be customer forecast or carrier return',
    'zh-CN': '退货来源须为客户预报或承运商退回',
  },
  rmaReasonRequired: { en: 'the return reason is required', 'zh-CN': '请填写退货原因' },
  rmaReasonTooLong: {
    en: 'the return reason must be at most 255 characters',
    'zh-CN': '退货原因不能超过 255 个字符',
  },
  rmaWarehouseNotOriginal: {
    en: 'the return goes to the warehouse that shipped the original order',
    'zh-CN': '退货须退回原出库单的发货仓',
  },
  rmaSkuNotShipped: {
    en: 'this SKU was not shipped on the original order',
    'zh-CN': '原出库单未发出该 SKU',
  },
  rmaQtyOverShipped: {
    en: 'at most {max} can come back: what was shipped less what other returns of the order expect',
    'zh-CN': '最多可退 {max} 件：已发货数量减去该订单其他退货单已预报的数量',
  },
  strategyNameRequired: { en: 'the strategy name is required', 'zh-CN': '请填写策略名称' },
  strategyNameTooLong: {
    en: 'the strategy name must be at most 50 characters',
    'zh-CN': '策略名称不能超过 50 个字符',
  },
  strategyScopeInvalid: {
    en: 'the scope must be customer default or SKU',
    'zh-CN': '适用范围须为客户默认或 SKU',
  },
  strategySkuRequired: {
    en: 'a SKU strategy needs the SKU it applies to',
    'zh-CN': 'SKU 策略须指定适用的 SKU',
  },
  onGoodInvalid: {
    en: 'for good units choose restock, relabel and restock, hold or return to seller',
    'zh-CN': '良品处理须为上架、换标上架、暂存或退回卖家',
  },
  onDefectiveInvalid: {
    en: 'for defective units choose restock as defective, destroy, hold or return to seller',
    'zh-CN': '次品处理须为按次品上架、销毁、暂存或退回卖家',
  },
  rechargeMethodInvalid: {
    en: 'choose the payment method: bank transfer, Payoneer, PingPong, WorldFirst or card',
    'zh-CN': '请选择充值方式：银行转账、Payoneer、PingPong、WorldFirst 或银行卡',
  },
  rechargeCurrencyUnsupported: {
    en: 'recharges are accepted in the currency of your purse only ({currency})',
    'zh-CN': '只接受钱包币种（{currency}）的充值',
  },
  declaredAmountInvalid: { en: 'the amount must be a number above 0', 'zh-CN': '充值金额须为大于 0 的数字' },
  payerNameRequired: { en: "the payer's name is required", 'zh-CN': '请填写付款人名称' },
  payerNameTooLong: {
    en: "the payer's name must be at most 100 characters",
    'zh-CN': '付款人名称不能超过 100 个字符',
  },
  payerAccountTooLong: {
    en: "the payer's account must be at most 100 characters",
    'zh-CN': '付款账号不能超过 100 个字符',
  },
  bankRefNoTooLong: {
    en: 'the bank reference must be at most 50 characters',
    'zh-CN': '银行流水号不能超过 50 个字符',
  },
  receiptFileInvalid: { en: 'the receipt file name is too long', 'zh-CN': '水单文件名过长' },
  receiptUnknown: {
    en: 'this receipt is not on file: upload it again',
    'zh-CN': '找不到该水单文件，请重新上传',
  },
} satisfies Messages;

/**
 * Messages of the business services (`server/services`, `server/areas`) and of the field rules they share with
 * the console (`src/api/rules`). Kept apart from the API layer's messages so the two can grow
 * without touching each other.
 */
export const serviceMessages = {
  ...refusals,
  ...actionFields,
  ...uniqueness,
  ...skuFields,
  ...warehouseFields,
  ...documentFields,
  ...raisedExceptionMessages,
  ...batchMessages,
  ...outboundFileMessages,
};
