import type { Lang } from '../../../api/messages/lang';

type Messages = Record<string, Record<Lang, string>>;

/** Exceptions the warehouse raises by hand at receiving (business.md §5). `{name}` is a parameter. */
export const raisedExceptionMessages = {
  exceptionTypeInvalid: {
    en: 'choose the exception: wrong SKU, unregistered SKU, unreadable label, dimension mismatch or other',
    'zh-CN': '请选择异常类型：SKU 不符、未注册 SKU、标签无法识别、尺寸不符或其他',
  },
  exceptionBoxInvalid: { en: 'choose a box of this order', 'zh-CN': '请选择本单的箱子' },
  exceptionSkuRequired: { en: 'enter the SKU found in the box', 'zh-CN': '请填写箱内发现的 SKU' },
  exceptionSkuTooLong: { en: 'the SKU must be at most 50 characters', 'zh-CN': 'SKU 不能超过 50 个字符' },
  exceptionSkuNotInBox: {
    en: 'this SKU is not forecast in the chosen box',
    'zh-CN': '所选箱子的预报中没有此 SKU',
  },
  exceptionSkuRegistered: {
    en: 'this SKU is registered: raise a wrong-SKU exception instead',
    'zh-CN': '该 SKU 已注册，请改报 SKU 不符异常',
  },
  exceptionQtyInvalid: {
    en: 'the quantity must be a whole number from 1 to 100000',
    'zh-CN': '数量须为 1 到 100000 的整数',
  },
  exceptionPhotosTooMany: { en: 'at most 10 photos', 'zh-CN': '最多 10 张照片' },
  exceptionPhotoUnknown: {
    en: 'this photo was not uploaded for this order',
    'zh-CN': '该照片不是为本单上传的',
  },
  exceptionNoteRequired: {
    en: 'describe what is wrong',
    'zh-CN': '请描述异常情况',
  },
  exceptionNotRaisable: {
    en: 'exceptions are raised from arrival until putaway; this order is {state}',
    'zh-CN': '只能在到仓后、上架前登记异常，本单当前为 {state}',
  },
} satisfies Messages;
