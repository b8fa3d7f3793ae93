import { describe, expect, it } from 'vitest';
import { memoryKeyStore, openSealed, sealPassword } from './remembered-password';

describe('the remembered password, sealed with a key the browser cannot export', () => {
  it('opens what it sealed, and seals the same password differently each time', async () => {
    const store = memoryKeyStore();
    const first = await sealPassword('s3cret-\u5bc6', store);
    const second = await sealPassword('s3cret-\u5bc6', store);
    expect(first).toMatch(/^v1\./);
    expect(first).not.toContain('s3cret');
    expect(second).not.toBe(first);
    expect(await openSealed(first ?? '', store)).toBe('s3cret-\u5bc6');
    expect(await openSealed(second ?? '', store)).toBe('s3cret-\u5bc6');
  });

  it('keeps a key that cannot be exported', async () => {
    const store = memoryKeyStore();
    await sealPassword('admin', store);
    const key = await store.load();
    expect(key?.extractable).toBe(false);
    expect(key?.algorithm).toMatchObject({ name: 'AES-GCM', length: 256 });
    await expect(crypto.subtle.exportKey('raw', key as CryptoKey)).rejects.toThrow();
  });

  it('cannot be opened with another key (the site data cleared, another browser)', async () => {
    const sealed = await sealPassword('admin', memoryKeyStore());
    expect(await openSealed(sealed ?? '', memoryKeyStore())).toBeUndefined();
  });

  it('a value from before (an RSA cipher text) or a tampered one opens to nothing', async () => {
    const store = memoryKeyStore();
    const sealed = (await sealPassword('admin', store)) ?? '';
    expect(await openSealed('bG9uZyBSU0EgY2lwaGVyIHRleHQ=', store)).toBeUndefined();
    const tampered = sealed.slice(0, -4) + (sealed.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    expect(await openSealed(tampered, store)).toBeUndefined();
  });
});
