/** Field rules of business.md §4, kept in one place for the seed, the handlers and the forms. */

export const SKU_CODE_PATTERN = /^[A-Z0-9\-_./#]{4,24}$/;
export const isSkuCode = (code: string): boolean => SKU_CODE_PATTERN.test(code);

export const HS_CODE_PATTERN = /^\d{6,10}$/;
export const isHsCode = (code: string): boolean => HS_CODE_PATTERN.test(code);

const GTIN_LENGTHS = new Set([8, 12, 13, 14]);

/** The GS1 check digit of a GTIN body (every digit but the last): weights 3, 1, 3… from the right. */
export function gtinCheckDigit(body: string): number {
  if (!/^\d+$/.test(body)) throw new Error(`not digits: ${body}`);
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) {
    const digit = Number(body[body.length - 1 - i]);
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** GTIN-8, -12, -13 or -14 whose last digit is the check digit of the rest. */
export function isValidGtin(code: string): boolean {
  if (!/^\d+$/.test(code) || !GTIN_LENGTHS.has(code.length)) return false;
  return gtinCheckDigit(code.slice(0, -1)) === Number(code[code.length - 1]);
}

export const withCheckDigit = (body: string): string => body + gtinCheckDigit(body);
