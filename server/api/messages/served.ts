import type { Lang } from './lang';

/** What the back-end answers about a request itself, beside the API's own messages. */
export const servedMessages = {
  internalError: {
    en: 'something went wrong on the server; please try again (request {requestId})',
    'zh-CN': '服务器出错，请重试（请求编号 {requestId}）',
  },
  writeRefused: {
    en: 'this could not be saved: it clashes with data already stored, and nothing was changed; please try again, and if it happens again, quote request {requestId}',
    'zh-CN': '无法保存：与已存数据冲突，未做任何更改；请重试，如再次出现，请提供请求编号 {requestId}',
  },
  bodyTooLarge: {
    en: 'the request is too large: at most {megabytes} MB',
    'zh-CN': '请求过大：最多 {megabytes} MB',
  },
  bodyNotJson: {
    en: 'the request body is not valid JSON',
    'zh-CN': '请求内容不是有效的 JSON',
  },
  bodyNotObject: {
    en: 'the request body must be a JSON object of fields',
    'zh-CN': '请求内容须为由字段组成的 JSON 对象',
  },
  requestHeadersTooLarge: {
    en: 'the request’s address or headers are too long',
    'zh-CN': '请求的地址或头部过长',
  },
  requestUnreadable: { en: 'the request could not be read', 'zh-CN': '无法读取请求' },
  unknownCall: { en: 'there is no such call', 'zh-CN': '没有这个接口' },
  tooManyPending: {
    en: 'you already have {count} of these requests waiting; cancel one first',
    'zh-CN': '您已有 {count} 个此类请求在等待，请先取消一个',
  },
  serviceUnavailable: {
    en: 'the service is not ready; please try again shortly',
    'zh-CN': '服务暂不可用，请稍后重试',
  },
} satisfies Record<string, Record<Lang, string>>;
