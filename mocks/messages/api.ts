import type { Lang } from './lang';

/** Messages of the business API layer (`mocks/handlers/business`): lists, exports, uploads, imports. */
export const apiMessages = {
  notFound: { en: 'the record does not exist', 'zh-CN': '记录不存在' },
} satisfies Record<string, Record<Lang, string>>;
