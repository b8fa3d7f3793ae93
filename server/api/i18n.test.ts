import { describe, expect, it } from 'vitest';
import { parseAcceptLanguage, translate } from './i18n';
import { apiMessages } from './messages/api';
import { servedMessages } from './messages/served';
import { serviceMessages } from './messages/services';

describe('parseAcceptLanguage', () => {
  it.each([
    ['en', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['zh-CN', 'zh-CN'],
    ['zh-CN,zh;q=0.9,en;q=0.8', 'zh-CN'],
    ['fr, en;q=0.5', 'en'],
    ['en;q=0.2, zh;q=0.8', 'zh-CN'],
    ['en;q=0, zh-TW', 'zh-CN'],
    ['*', 'zh-CN'],
    [null, 'zh-CN'],
  ])('reads %s as %s', (header, lang) => {
    expect(parseAcceptLanguage(header)).toBe(lang);
  });
});

describe('translate', () => {
  it('fills parameters in either language', () => {
    expect(translate('en', 'verificationCodeSent', { code: '012345' })).toBe(
      'verification code sent (demo: 012345)',
    );
    expect(translate('zh-CN', 'verificationCodeSent', { code: '012345' })).toBe(
      '验证码已发送（演示：012345）',
    );
  });
});

describe('the message groups', () => {
  it('define each key once: a later group’s message would silently replace an earlier one', () => {
    const groups = [apiMessages, serviceMessages, servedMessages].map((group) => Object.keys(group));
    const keys = groups.flat();
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });
});
