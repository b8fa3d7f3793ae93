import { describe, expect, it } from 'vitest';
import { encodeBody, FORM_TYPE, JSON_TYPE } from './encode';
import { serializeParams, toFormData, withParams } from './serialize';

describe('serializeParams', () => {
  it('omits null and undefined but keeps falsy values', () => {
    expect(serializeParams({ a: 1, b: null, c: undefined, d: '', e: 0, f: false })).toBe(
      'a=1&d=&e=0&f=false',
    );
  });

  it('repeats array values, encodes text and dates', () => {
    const at = new Date('2024-01-02T03:04:05.000Z');
    expect(serializeParams({ ids: [1, null, 2], q: 'a b&c', at })).toBe(
      'ids=1&ids=2&q=a+b%26c&at=2024-01-02T03%3A04%3A05.000Z',
    );
  });

  it('gives an empty string for nothing', () => {
    expect(serializeParams(undefined)).toBe('');
    expect(serializeParams({ a: null })).toBe('');
  });
});

describe('withParams', () => {
  it('appends with ? or &, and leaves a URL without params alone', () => {
    expect(withParams('x/list', { page: 1, name: undefined })).toBe('x/list?page=1');
    expect(withParams('x/list?a=1', { b: 2 })).toBe('x/list?a=1&b=2');
    expect(withParams('x/list', { b: null })).toBe('x/list');
  });
});

describe('toFormData', () => {
  it('appends files as files and other values as text, skipping null', () => {
    const file = new File(['png'], 'a.png', { type: 'image/png' });
    const form = toFormData({ file, name: 'n', skip: null, tags: ['a', 'b'] });
    expect(form.get('file')).toBeInstanceOf(Blob);
    expect(form.get('name')).toBe('n');
    expect(form.has('skip')).toBe(false);
    expect(form.getAll('tags')).toEqual(['a', 'b']);
  });
});

describe('encodeBody', () => {
  it('chooses JSON by default', () => {
    expect(encodeBody({ a: 1 }, {})).toEqual({ body: '{"a":1}', contentType: JSON_TYPE });
  });

  it('urlencodes with form or the content type', () => {
    expect(encodeBody({ a: 1, b: null }, { form: true })).toEqual({ body: 'a=1', contentType: FORM_TYPE });
    expect(encodeBody({ a: 1 }, { contentType: FORM_TYPE })).toEqual({ body: 'a=1', contentType: FORM_TYPE });
  });

  it('leaves the content type of multipart to fetch', () => {
    const form = new FormData();
    expect(encodeBody(form, {})).toEqual({ body: form });
    const encoded = encodeBody({ a: 1 }, { multipart: true });
    expect(encoded.contentType).toBeUndefined();
    expect(encoded.body).toBeInstanceOf(FormData);
  });
});
