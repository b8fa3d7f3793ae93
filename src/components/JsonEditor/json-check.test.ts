import { describe, expect, it } from 'vitest';
import { checkJson, findJsonError } from './json-check';

const at = (text: string) => {
  const error = findJsonError(text);
  return error && `${error.kind} ${error.line}:${error.column}`;
};

describe('findJsonError', () => {
  it('accepts what JSON.parse accepts', () => {
    for (const text of ['{}', '[]', ' 0 ', '-1.5e+3', '"a\\u00e9\\n"', '{"a":[true,false,null,{"b":"c"}]}']) {
      expect(findJsonError(text)).toBeNull();
      expect(() => JSON.parse(text)).not.toThrow();
    }
  });

  it('names the fault and its line and column', () => {
    expect(at('')).toBe('empty 1:1');
    expect(at('{\n  "a": tru\n}')).toBe('unexpectedToken 2:8');
    expect(at('{"a": 1,}')).toBe('trailingComma 1:8');
    expect(at('[1, 2,\n]')).toBe('trailingComma 1:6');
    expect(at('{"a" 1}')).toBe('expectedColon 1:6');
    expect(at("{'a': 1}")).toBe('expectedKey 1:2');
    expect(at('{"a": 1 "b": 2}')).toBe('expectedCommaOrBrace 1:9');
    expect(at('[1 2]')).toBe('expectedCommaOrBracket 1:4');
    expect(at('[1,2')).toBe('unexpectedEnd 1:5');
    expect(at('"abc')).toBe('unexpectedEnd 1:5');
    expect(at('"a\\x"')).toBe('badEscape 1:3');
    expect(at('"a\tb"')).toBe('controlCharacter 1:3');
    expect(at('-x')).toBe('badNumber 1:1');
    expect(at('{}x')).toBe('extraContent 1:3');
    for (const text of ['', '{\n  "a": tru\n}', '{"a": 1,}', '[1 2]', '{}x']) {
      expect(() => JSON.parse(text)).toThrow();
    }
  });
});

describe('checkJson', () => {
  it('gives the parsed value or the error', () => {
    expect(checkJson('{"n": [1, 2]}')).toEqual({ ok: true, value: { n: [1, 2] } });
    expect(checkJson('[1,]')).toMatchObject({ ok: false, error: { kind: 'trailingComma' } });
  });
});
