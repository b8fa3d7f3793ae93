import type { Lang } from './lang';

/**
 * Messages of the business services (`mocks/db/services`): validation, lifecycle refusals. `{name}` is
 * a parameter. Kept apart from the API layer's messages so the two can grow without touching each other.
 */
export const serviceMessages = {
  stateRefused: {
    en: '{action} is not allowed while the document is {state}',
    'zh-CN': '单据当前状态为 {state}，不能执行 {action}',
  },
} satisfies Record<string, Record<Lang, string>>;
