import { sensitiveStorageFields } from '@zyz/domain';

/**
 * Sensitive fields (spec §3) are AES-GCM encrypted before they reach browser storage.
 * The key ships with the app, as the spec's fixed key does: this keeps casual readers of
 * the storage (shared computers, extensions dumping localStorage) from seeing ID numbers
 * and mobiles in the clear; it is not a defence against someone running the app's code.
 */
const rawKey = new Uint8Array([
  0x67, 0x64, 0x7a, 0x79, 0x7a, 0x2d, 0x76, 0x6f, 0x6c, 0x75, 0x6e, 0x74, 0x65, 0x65, 0x72, 0x2d,
  0x73, 0x74, 0x6f, 0x72, 0x61, 0x67, 0x65, 0x2d, 0x6b, 0x65, 0x79, 0x2d, 0x32, 0x30, 0x32, 0x36,
]);
const marker = 'enc:';
let keyPromise: Promise<CryptoKey> | null = null;

/** Web Crypto exists only in secure contexts (https, localhost). */
function hasCrypto(): boolean {
  return typeof crypto !== 'undefined' && crypto.subtle !== undefined;
}

function getKey(): Promise<CryptoKey> {
  keyPromise ??= crypto.subtle.importKey('raw', rawKey, 'AES-GCM', false, ['encrypt', 'decrypt']);
  return keyPromise;
}

function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const bin = atob(text);
  const out = new Uint8Array(new ArrayBuffer(bin.length));
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

export async function encryptText(plain: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    await getKey(),
    new TextEncoder().encode(plain),
  );
  return marker + toBase64(iv) + '.' + toBase64(new Uint8Array(sealed));
}

export async function decryptText(sealed: string): Promise<string | null> {
  if (!sealed.startsWith(marker) || !hasCrypto()) return null;
  const [iv, body] = sealed.slice(marker.length).split('.');
  if (!iv || !body) return null;
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64(iv) },
      await getKey(),
      fromBase64(body),
    );
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}

const sensitive = new Set<string>(sensitiveStorageFields);

/** Copy of `record` with sensitive string fields sealed; without Web Crypto they are dropped. */
export async function sealRecord<T extends object>(record: T): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    if (!sensitive.has(key) || typeof value !== 'string' || value === '') out[key] = value;
    else if (hasCrypto()) out[key] = await encryptText(value);
  }
  return out;
}

export async function openRecord<T>(stored: Record<string, unknown>): Promise<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(stored)) {
    out[key] =
      sensitive.has(key) && typeof value === 'string' && value.startsWith(marker)
        ? await decryptText(value)
        : value;
  }
  return out as T;
}

export async function saveSecure(key: string, record: object): Promise<void> {
  localStorage.setItem(key, JSON.stringify(await sealRecord(record)));
}

export async function loadSecure<T>(key: string): Promise<T | null> {
  const text = localStorage.getItem(key);
  if (!text) return null;
  try {
    return await openRecord<T>(JSON.parse(text) as Record<string, unknown>);
  } catch {
    return null;
  }
}
