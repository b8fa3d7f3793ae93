/**
 * "Remember me" keeps the password sealed with a key the browser cannot export (issue #17): AES-GCM,
 * `extractable: false`, the CryptoKey itself kept in IndexedDB. What is stored (`v1.` + base64 of the
 * IV and cipher text) is useless anywhere else: sent as the password it does not sign in, and no
 * script can read the key out to open it elsewhere. The password is RSA-encrypted for the server
 * only at submit.
 */

import { hasIndexedDb, readRecord, writeRecord } from './browser-db';

/** Where the key lives; the console's is IndexedDB, tests (and a browser without it) keep it in memory. */
export interface KeyStore {
  load(): Promise<CryptoKey | undefined>;
  save(key: CryptoKey): Promise<void>;
}

const PREFIX = 'v1.';
const IV_BYTES = 12;
const KEY_NAME = 'remember-me';

/** The key as a structured clone in IndexedDB: a non-extractable CryptoKey may be stored, never read out. */
export const indexedDbKeyStore: KeyStore = {
  async load() {
    const value = await readRecord('keys', KEY_NAME);
    return value instanceof CryptoKey ? value : undefined;
  },
  save: (key) => writeRecord('keys', KEY_NAME, key),
};

export function memoryKeyStore(): KeyStore {
  let kept: CryptoKey | undefined;
  return {
    load: () => Promise.resolve(kept),
    save: (key) => {
      kept = key;
      return Promise.resolve();
    },
  };
}

let defaultStore: KeyStore | undefined;

function browserKeyStore(): KeyStore {
  defaultStore ??= hasIndexedDb() ? indexedDbKeyStore : memoryKeyStore();
  return defaultStore;
}

async function sealingKey(store: KeyStore, create: boolean): Promise<CryptoKey | undefined> {
  const existing = await store.load();
  if (existing || !create) return existing;
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ]);
  await store.save(key);
  return key;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Seals the password with the browser's own key; undefined when the browser cannot (it is then not kept). */
export async function sealPassword(plain: string, store = browserKeyStore()): Promise<string | undefined> {
  try {
    const key = await sealingKey(store, true);
    if (!key) return undefined;
    const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
    const sealed = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(plain));
    const joined = new Uint8Array(IV_BYTES + sealed.byteLength);
    joined.set(iv);
    joined.set(new Uint8Array(sealed), IV_BYTES);
    return PREFIX + toBase64(joined);
  } catch {
    return undefined;
  }
}

/**
 * The remembered password, or undefined when it cannot be opened here (the key was cleared with the
 * site's data, another browser's value, a value stored before #17): the person then types it.
 */
export async function openSealed(sealed: string, store = browserKeyStore()): Promise<string | undefined> {
  if (!sealed.startsWith(PREFIX)) return undefined;
  try {
    const key = await sealingKey(store, false);
    if (!key) return undefined;
    const joined = fromBase64(sealed.slice(PREFIX.length));
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: joined.slice(0, IV_BYTES) },
      key,
      joined.slice(IV_BYTES),
    );
    return new TextDecoder().decode(plain);
  } catch {
    return undefined;
  }
}
