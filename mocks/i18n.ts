/** The languages the console sends as Accept-Language (seed §1). */
export type MockLang = 'zh-CN' | 'en';

const DEFAULT_LANG: MockLang = 'zh-CN';

/** Every text the mock back-end answers with, in both languages. `{name}` is a parameter. */
const messages = {
  wrongCredentials: { en: 'wrong account or password', 'zh-CN': '账号或密码错误' },
  passwordUndecryptable: { en: 'the password could not be decrypted', 'zh-CN': '密码无法解密' },
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
  roleSuperAdmin: { en: 'super admin', 'zh-CN': '超级管理员' },
  roleAdmin: { en: 'admin', 'zh-CN': '管理员' },
  roleNormalUser: { en: 'normal user', 'zh-CN': '普通用户' },
  roleGuest: { en: 'guest', 'zh-CN': '游客' },
  roleSuperAdminRemark: { en: 'sees every menu', 'zh-CN': '可见全部菜单' },
  roleAdminRemark: { en: 'sees the dashboard only', 'zh-CN': '仅可见首页' },
  roleNormalUserRemark: { en: 'sees the documentation and level menus', 'zh-CN': '可见文档和多级菜单' },
  roleGuestRemark: { en: 'sees only the example detail page', 'zh-CN': '仅可见综合示例详情页' },
} satisfies Record<string, Record<MockLang, string>>;

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
