import { apiMessages } from './messages/api';
import type { Lang } from './messages/lang';
import { accountMessages } from './messages/accounts';
import { outboxMessages } from './messages/outbox';
import { servedMessages } from './messages/served';
import { serviceMessages } from './messages/services';

export type MockLang = Lang;

const DEFAULT_LANG: MockLang = 'zh-CN';

/** Every text the mock back-end answers with, in both languages. `{name}` is a parameter. */
const coreMessages = {
  wrongCredentials: { en: 'wrong account or password', 'zh-CN': '账号或密码错误' },
  credentialsRequired: { en: 'username and password are required', 'zh-CN': '请输入账号和密码' },
  refreshTokenInvalid: { en: 'invalid refresh token', 'zh-CN': '刷新令牌无效' },
  refreshTokenExpired: { en: 'refresh token expired', 'zh-CN': '刷新令牌已过期' },
  refreshTokenReused: {
    en: 'refresh token already used; the session has been revoked',
    'zh-CN': '刷新令牌已被使用，会话已撤销',
  },
  unsupportedGrantType: { en: 'unsupported grant type', 'zh-CN': '不支持的授权类型' },
  accessTokenMissing: { en: 'not signed in', 'zh-CN': '未登录' },
  accessTokenInvalid: { en: 'invalid access token', 'zh-CN': '访问令牌无效' },
  accessTokenExpired: { en: 'access token expired', 'zh-CN': '访问令牌已过期' },
  accessTokenRevoked: { en: 'the session has ended', 'zh-CN': '会话已结束' },
  forbidden: { en: 'no permission', 'zh-CN': '没有权限' },
  validationFailed: { en: 'please check the highlighted fields', 'zh-CN': '请检查标出的字段' },
  nicknameLength: { en: 'nickname must be 1–32 characters', 'zh-CN': '昵称长度须为 1–32 个字符' },
  emailRequired: { en: 'email is required', 'zh-CN': '请输入邮箱' },
  emailInvalid: { en: 'invalid email address', 'zh-CN': '邮箱格式不正确' },
  phoneInvalid: { en: 'invalid phone number', 'zh-CN': '手机号格式不正确' },
  oldPasswordWrong: { en: 'the old password is incorrect', 'zh-CN': '旧密码不正确' },
  passwordIncorrect: { en: 'the password is incorrect', 'zh-CN': '密码不正确' },
  tooManyAttempts: {
    en: 'too many failed attempts: try again in {minutes} minutes',
    'zh-CN': '尝试次数过多，请 {minutes} 分钟后再试',
  },
  tooManyMessages: {
    en: 'too many messages asked for: try again in {minutes} minutes',
    'zh-CN': '请求发送过于频繁，请 {minutes} 分钟后再试',
  },
  newPasswordRule: {
    en: 'the new password must be 6–32 characters with letters and digits',
    'zh-CN': '新密码须为 6–32 个字符，且同时包含字母和数字',
  },
  newPasswordSame: { en: 'the new password must differ from the old one', 'zh-CN': '新密码不能与旧密码相同' },
  fileRequired: { en: 'please choose a file', 'zh-CN': '请选择文件' },
  fileType: { en: 'only PNG, JPEG or WebP images are allowed', 'zh-CN': '仅支持 PNG、JPEG 或 WebP 图片' },
  fileTooLarge: { en: 'the file must not exceed 2 MB', 'zh-CN': '文件大小不能超过 2 MB' },
  verificationCodeSent: {
    en: 'verification code sent (demo: {code})',
    'zh-CN': '验证码已发送（演示：{code}）',
  },
  tokenExpired: { en: 'token expired', 'zh-CN': '登录已过期' },
  // The access flows; the rule messages share the names of src/api/rules/account.ts's keys.
  usernameRequired: { en: 'username is required', 'zh-CN': '请输入用户名' },
  usernameLength: { en: 'username must be 4–20 characters', 'zh-CN': '用户名长度须为 4–20 个字符' },
  usernamePattern: {
    en: 'username must start with a letter and use only letters, digits and underscores',
    'zh-CN': '用户名须以字母开头，只能包含字母、数字和下划线',
  },
  phoneRequired: { en: 'phone number is required', 'zh-CN': '请输入手机号' },
  passwordRequired: { en: 'password is required', 'zh-CN': '请输入密码' },
  passwordTooShort: { en: 'password must be at least 8 characters', 'zh-CN': '密码至少 8 个字符' },
  passwordTooLong: { en: 'password is too long', 'zh-CN': '密码过长' },
  passwordLettersDigits: {
    en: 'password must contain both letters and digits',
    'zh-CN': '密码须同时包含字母和数字',
  },
  codeRequired: { en: 'verification code is required', 'zh-CN': '请输入验证码' },
  codeFormat: { en: 'the verification code has 6 digits', 'zh-CN': '验证码为 6 位数字' },
  termsRequired: { en: 'please accept the terms of service', 'zh-CN': '请阅读并同意服务条款' },
  usernameTaken: { en: 'this username is already taken', 'zh-CN': '该用户名已被注册' },
  emailTaken: { en: 'this email is already registered', 'zh-CN': '该邮箱已被注册' },
  signUpClosed: {
    en: 'sign-up is closed here: the warehouse invites its customers’ users; ask it for an invitation',
    'zh-CN': '本站未开放注册：客户用户由仓库邀请加入，请向仓库申请邀请',
  },
  registered: {
    en: 'account created; an activation email has been sent to {email}',
    'zh-CN': '注册成功，激活邮件已发送至 {email}',
  },
  accountNotActivated: {
    en: 'account not activated: open the link in the activation email first',
    'zh-CN': '账号未激活，请先打开激活邮件中的链接',
  },
  activated: { en: 'account activated', 'zh-CN': '账号已激活' },
  activationUnknown: { en: 'this activation link is not valid', 'zh-CN': '激活链接无效' },
  activationExpired: { en: 'this activation link has expired', 'zh-CN': '激活链接已过期' },
  activationUsed: { en: 'this account is already active', 'zh-CN': '该账号已激活' },
  activationResent: {
    en: 'if the address belongs to an account awaiting activation, a new link has been sent',
    'zh-CN': '如果该邮箱对应待激活的账号，新的激活链接已发送',
  },
  codeWrong: {
    en: 'the verification code is wrong or no longer valid',
    'zh-CN': '验证码错误或已失效',
  },
  codeExpired: {
    en: 'the verification code has expired, please request a new one',
    'zh-CN': '验证码已过期，请重新获取',
  },
  codeBurned: {
    en: 'too many wrong tries: the code is no longer valid, please request a new one',
    'zh-CN': '错误次数过多，验证码已失效，请重新获取',
  },
  accountNotFound: { en: 'no account uses this address', 'zh-CN': '没有使用该地址的账号' },
  passwordReset: { en: 'your password has been changed', 'zh-CN': '密码已重置' },
  resetLinkSent: {
    en: 'if the address is registered, a reset link has been sent',
    'zh-CN': '如果该邮箱已注册，重置链接已发送',
  },
  resetLinkUnknown: { en: 'this reset link is not valid', 'zh-CN': '重置链接无效' },
  resetLinkExpired: { en: 'this reset link has expired', 'zh-CN': '重置链接已过期' },
  resetLinkUsed: { en: 'this reset link has already been used', 'zh-CN': '重置链接已被使用' },
  roleSuperAdmin: { en: 'super admin', 'zh-CN': '超级管理员' },
  roleAdmin: { en: 'admin', 'zh-CN': '管理员' },
  roleNormalUser: { en: 'normal user', 'zh-CN': '普通用户' },
  roleGuest: { en: 'guest', 'zh-CN': '游客' },
  roleSuperAdminRemark: { en: 'sees every menu', 'zh-CN': '可见全部菜单' },
  roleAdminRemark: { en: 'sees the dashboard only', 'zh-CN': '仅可见首页' },
  roleNormalUserRemark: { en: 'sees the documentation and level menus', 'zh-CN': '可见文档和多级菜单' },
  roleGuestRemark: { en: 'sees only the example detail page', 'zh-CN': '仅可见综合示例详情页' },
  roleNameRequired: { en: 'role name is required', 'zh-CN': '请输入角色名称' },
  menuNameRequired: { en: 'route name is required', 'zh-CN': '请输入路由名称' },
  menuNameTaken: {
    en: 'another menu entry already uses this route name',
    'zh-CN': '该路由名称已被其他菜单使用',
  },
  menuPathRequired: { en: 'path is required', 'zh-CN': '请输入路径' },
  menuComponentRequired: { en: 'component is required', 'zh-CN': '请输入组件' },
  menuTitleRequired: { en: 'menu title is required', 'zh-CN': '请输入菜单标题' },
  menuIconInvalid: {
    en: 'an icon is vi- then lower-case letters and digits joined by single dashes',
    'zh-CN': '图标须为 vi- 加小写字母和数字，以单个短横线连接',
  },
  deleteIdsRequired: { en: 'please select data to delete', 'zh-CN': '请选择需要删除的数据' },
  recordNotFound: { en: 'the record does not exist', 'zh-CN': '数据不存在' },
  titleRequired: { en: 'title is required', 'zh-CN': '请输入标题' },
  titleTooLong: { en: 'title must be at most {max} characters', 'zh-CN': '标题不能超过 {max} 个字符' },
  authorRequired: { en: 'author is required', 'zh-CN': '请输入作者' },
  importanceRange: { en: 'importance must be 1, 2 or 3', 'zh-CN': '重要性须为 1、2 或 3' },
  departmentNameRequired: { en: 'department name is required', 'zh-CN': '请输入部门名称' },
  departmentUnknown: { en: 'choose an existing department', 'zh-CN': '请选择已有的部门' },
  departmentParentInvalid: {
    en: 'a department cannot be placed under itself or its own sub-department',
    'zh-CN': '部门不能挂在自身或其下级部门之下',
  },
  statusInvalid: { en: 'status must be 0 or 1', 'zh-CN': '状态须为 0 或 1' },
  accountRequired: { en: 'account is required', 'zh-CN': '请输入账号' },
  dictCommonly: { en: 'commonly', 'zh-CN': '一般' },
  dictGood: { en: 'good', 'zh-CN': '良好' },
  dictImportant: { en: 'important', 'zh-CN': '重要' },
  departmentHeadOffice: { en: 'Outpost head office', 'zh-CN': 'Outpost 总公司' },
  departmentHeadOfficeRemark: { en: 'the company as a whole', 'zh-CN': '公司整体' },
  departmentOperations: { en: 'Operations', 'zh-CN': '运营部' },
  departmentOperationsRemark: { en: 'runs inbound and outbound orders', 'zh-CN': '负责入库与出库订单' },
  departmentWarehouse: { en: 'Warehousing', 'zh-CN': '仓储部' },
  departmentWarehouseRemark: { en: 'keeps the stock and the shelves', 'zh-CN': '负责库存与货架' },
  departmentFinance: { en: 'Finance', 'zh-CN': '财务部' },
  departmentFinanceRemark: { en: 'bills, purses and settlements', 'zh-CN': '负责账单、钱包与结算' },
  departmentCustomerService: { en: 'Customer service', 'zh-CN': '客服部' },
  departmentCustomerServiceRemark: {
    en: 'answers customers and handles returns',
    'zh-CN': '负责客户咨询与退货',
  },
} satisfies Record<string, Record<MockLang, string>>;

const messages = {
  ...coreMessages,
  ...serviceMessages,
  ...apiMessages,
  ...servedMessages,
  ...outboxMessages,
  ...accountMessages,
};

export type MessageKey = keyof typeof messages;

/** The first supported language of an Accept-Language header, by preference order. */
export function parseAcceptLanguage(header: string | null): MockLang {
  if (!header) return DEFAULT_LANG;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
    if (tag === 'zh' || tag.startsWith('zh-')) return 'zh-CN';
  }
  return DEFAULT_LANG;
}

export function langOf(request: Request): MockLang {
  return parseAcceptLanguage(request.headers.get('Accept-Language'));
}

export function translate(lang: MockLang, key: MessageKey, params: Record<string, string> = {}): string {
  return messages[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}

/** The message in the language the request asked for. */
export function msg(request: Request, key: MessageKey, params?: Record<string, string>): string {
  return translate(langOf(request), key, params);
}
