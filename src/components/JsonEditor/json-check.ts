export const JSON_ERROR_KINDS = [
  'empty',
  'unexpectedEnd',
  'unexpectedToken',
  'expectedKey',
  'expectedColon',
  'expectedCommaOrBrace',
  'expectedCommaOrBracket',
  'trailingComma',
  'badNumber',
  'badEscape',
  'controlCharacter',
  'extraContent',
] as const;
export type JsonErrorKind = (typeof JSON_ERROR_KINDS)[number];

export interface JsonError {
  kind: JsonErrorKind;
  /** 0-based offset into the text */
  position: number;
  /** 1-based */
  line: number;
  /** 1-based, in UTF-16 code units like the editor's cursor */
  column: number;
}

class JsonSyntaxError extends Error {
  constructor(
    readonly kind: JsonErrorKind,
    readonly position: number,
  ) {
    super(kind);
  }
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const HEX4 = /^[0-9a-fA-F]{4}$/;

/**
 * Where a text stops being JSON, and why. The engines' `JSON.parse` messages differ and often carry
 * no position (V8's "Unexpected token" does not), so the check is a small scanner of RFC 8259.
 */
export function findJsonError(text: string): JsonError | null {
  let i = 0;
  const fail = (kind: JsonErrorKind, at = i): never => {
    throw new JsonSyntaxError(kind, at);
  };
  const skipSpace = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i])) i++;
  };
  const end = () => i >= text.length;

  const string = () => {
    i++;
    while (!end()) {
      const ch = text[i];
      if (ch === '"') {
        i++;
        return;
      }
      if (ch === '\\') {
        const next = text[i + 1];
        if (next !== undefined && '"\\/bfnrt'.includes(next)) i += 2;
        else if (next === 'u' && HEX4.test(text.slice(i + 2, i + 6))) i += 6;
        else fail(next === undefined ? 'unexpectedEnd' : 'badEscape');
      } else if (ch.charCodeAt(0) < 0x20) fail('controlCharacter');
      else i++;
    }
    fail('unexpectedEnd');
  };

  const list = (close: '}' | ']', member: () => void) => {
    const missing = close === '}' ? 'expectedCommaOrBrace' : 'expectedCommaOrBracket';
    i++;
    skipSpace();
    if (text[i] === close) {
      i++;
      return;
    }
    for (;;) {
      member();
      skipSpace();
      if (end()) fail('unexpectedEnd');
      if (text[i] === close) {
        i++;
        return;
      }
      if (text[i] !== ',') fail(missing);
      const comma = i++;
      skipSpace();
      if (text[i] === close) fail('trailingComma', comma);
    }
  };

  const property = () => {
    skipSpace();
    if (end()) fail('unexpectedEnd');
    if (text[i] !== '"') fail('expectedKey');
    string();
    skipSpace();
    if (end()) fail('unexpectedEnd');
    if (text[i] !== ':') fail('expectedColon');
    i++;
    value();
  };

  const value = (): void => {
    skipSpace();
    if (end()) fail('unexpectedEnd');
    const ch = text[i];
    if (ch === '{') return list('}', property);
    if (ch === '[') return list(']', value);
    if (ch === '"') return string();
    if (ch === '-' || (ch >= '0' && ch <= '9')) {
      NUMBER.lastIndex = i;
      const match = NUMBER.exec(text);
      if (!match) fail('badNumber');
      else i += match[0].length;
      return;
    }
    for (const word of ['true', 'false', 'null']) {
      if (text.startsWith(word, i)) {
        i += word.length;
        return;
      }
    }
    fail('unexpectedToken');
  };

  try {
    skipSpace();
    if (end()) fail('empty', 0);
    value();
    skipSpace();
    if (!end()) fail('extraContent');
    return null;
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    return { kind: error.kind, position: error.position, ...lineAndColumn(text, error.position) };
  }
}

export function lineAndColumn(text: string, position: number): { line: number; column: number } {
  const before = text.slice(0, position);
  const line = before.split('\n').length;
  return { line, column: position - before.lastIndexOf('\n') };
}

export type JsonCheck = { ok: true; value: unknown } | { ok: false; error: JsonError };

export function checkJson(text: string): JsonCheck {
  const error = findJsonError(text);
  return error ? { ok: false, error } : { ok: true, value: JSON.parse(text) as unknown };
}

export const formatJson = (value: unknown, indent: number) => JSON.stringify(value, null, indent);
export const minifyJson = (value: unknown) => JSON.stringify(value);
