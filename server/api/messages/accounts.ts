import type { Lang } from './lang';

/** What the operators' accounts page (server/areas/access/accounts.routes.ts) and the sign-in answer. */
export const accountMessages = {
  accountDisabled: {
    en: 'this account has been disabled: ask the warehouse’s operator',
    'zh-CN': '该账号已被停用，请联系仓库运营人员',
  },
  accountOwnDisable: {
    en: 'you cannot disable the account you are signed in with',
    'zh-CN': '不能停用当前登录的账号',
  },
  accountStateUnknown: {
    en: 'the state must be active, awaitingActivation or disabled',
    'zh-CN': '状态须为 active、awaitingActivation 或 disabled',
  },
} satisfies Record<string, Record<Lang, string>>;
