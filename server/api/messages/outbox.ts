import type { Lang } from './lang';

/**
 * The messages the service sends (server/areas/access/outbox.ts) and what its answers say instead of
 * their secrets. `{secret}` stands for the link or the code: the outbox keeps it apart from the text,
 * so that it can be dropped once the message has been delivered.
 */
export const outboxMessages = {
  outboxActivationSubject: { en: 'Activate your Outpost account', 'zh-CN': '激活您的 Outpost 账号' },
  outboxActivationText: {
    en: 'Open this link to activate your Outpost account (it works once, within 24 hours):\n{secret}\n\nIf you did not sign up, ignore this message.',
    'zh-CN':
      '打开以下链接以激活您的 Outpost 账号（仅可使用一次，24 小时内有效）：\n{secret}\n\n如果您没有注册，请忽略本邮件。',
  },
  outboxResetSubject: { en: 'Set a new Outpost password', 'zh-CN': '设置新的 Outpost 密码' },
  outboxResetText: {
    en: 'Open this link to set a new password (it works once, within an hour):\n{secret}\n\nIf you did not ask for it, ignore this message: your password stays as it is.',
    'zh-CN':
      '打开以下链接以设置新密码（仅可使用一次，1 小时内有效）：\n{secret}\n\n如果不是您本人的操作，请忽略本邮件，您的密码不会改变。',
  },
  outboxInvitationSubject: {
    en: '{customer} invites you to Outpost',
    'zh-CN': '{customer} 邀请您加入 Outpost',
  },
  outboxInvitationText: {
    en: '{inviter} invites you to work for {customer} on Outpost, the warehouse service’s console. Open this link to choose your username and password (it works once, within 7 days):\n{secret}\n\nIf you do not know {customer}, ignore this message.',
    'zh-CN':
      '{inviter} 邀请您以 {customer} 的身份使用 Outpost（海外仓服务控制台）。打开以下链接设置您的用户名和密码（仅可使用一次，7 天内有效）：\n{secret}\n\n如果您不认识 {customer}，请忽略本邮件。',
  },
  outboxCodeSubject: { en: 'Your Outpost verification code', 'zh-CN': '您的 Outpost 验证码' },
  outboxCodeText: {
    en: 'Your verification code is {secret}. It expires in 10 minutes. Nobody from Outpost will ask you for it.',
    'zh-CN': '您的验证码是 {secret}，10 分钟内有效。Outpost 的工作人员不会向您索要验证码。',
  },
  /** the service's answer: the code went to the address, not into the answer */
  verificationCodeSentServed: {
    en: 'a verification code has been sent to the address you gave',
    'zh-CN': '验证码已发送至您填写的地址',
  },
  outboxStateUnknown: {
    en: 'the state must be waiting, sent, failed or passedOn',
    'zh-CN': '状态须为 waiting、sent、failed 或 passedOn',
  },
  outboxNotPassable: {
    en: 'this message has already been delivered or passed on',
    'zh-CN': '该消息已送达或已转交',
  },
} satisfies Record<string, Record<Lang, string>>;
