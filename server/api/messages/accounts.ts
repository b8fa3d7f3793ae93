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
    en: 'the state must be active, invited, awaitingActivation or disabled',
    'zh-CN': '状态须为 active、invited、awaitingActivation 或 disabled',
  },
  customerRoleUnknown: {
    en: 'the role must be viewer, orders, finance or admin',
    'zh-CN': '角色须为 viewer、orders、finance 或 admin',
  },
  customerSuspended: {
    en: 'this customer is suspended: resume it before inviting its users',
    'zh-CN': '该客户已暂停，请先恢复后再邀请其用户',
  },
  invitationSent: { en: 'an invitation has been sent to {email}', 'zh-CN': '邀请已发送至 {email}' },
  invitationUnknown: { en: 'this invitation link is not valid', 'zh-CN': '邀请链接无效' },
  invitationExpired: {
    en: 'this invitation has expired: ask for a new one',
    'zh-CN': '邀请已过期，请联系邀请人重新发送',
  },
  invitationUsed: {
    en: 'this invitation has already been accepted: sign in',
    'zh-CN': '该邀请已被接受，请直接登录',
  },
  invitationAccepted: {
    en: 'welcome: sign in with the username and password you chose',
    'zh-CN': '欢迎加入，请使用您设置的用户名和密码登录',
  },
  operatorRoleUnknown: {
    en: 'the role must be warehouse, finance or admin',
    'zh-CN': '角色须为 warehouse、finance 或 admin',
  },
  warehouseTeam: { en: 'The warehouse team', 'zh-CN': '仓库团队' },
  ownAccountLocked: {
    en: 'you cannot disable your own account or give up its administrator role',
    'zh-CN': '不能停用自己的账号或取消自己的管理员角色',
  },
  userUpdated: { en: 'the user has been updated', 'zh-CN': '用户已更新' },
  customerSuspendedDone: {
    en: '{name} is suspended: its users have been signed out',
    'zh-CN': '{name} 已暂停，其用户已被登出',
  },
  customerResumedDone: { en: '{name} is active again', 'zh-CN': '{name} 已恢复' },
  customerSuspendedSignIn: {
    en: 'your company’s account with the warehouse is suspended: ask the warehouse’s operator',
    'zh-CN': '贵公司在仓库的账户已暂停，请联系仓库运营人员',
  },
  roleChangeForbidden: {
    en: 'your role may not change this: ask your administrator',
    'zh-CN': '您的角色无权进行此操作，请联系管理员',
  },
  roleSeeForbidden: {
    en: 'your role does not see this: ask your administrator',
    'zh-CN': '您的角色无权查看此内容，请联系管理员',
  },
  roleReadForbidden: {
    en: 'only an administrator may read this',
    'zh-CN': '仅管理员可查看此内容',
  },
} satisfies Record<string, Record<Lang, string>>;
