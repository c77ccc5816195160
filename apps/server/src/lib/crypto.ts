import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
} from 'node:crypto';

/**
 * Personal data at rest: AES-256-GCM for what must be read back, HMAC-SHA256 for look-up and
 * uniqueness. Both keys are derived from DATA_KEY with HKDF so one secret never serves two uses.
 * Ciphertexts carry a version prefix so the key can be rotated later.
 */
export interface DataCipher {
  encrypt(plain: string): string;
  decrypt(stored: string): string;
  /** Files (ID-card photos): magic + IV + tag + body, same key and cipher as the fields. */
  encryptBytes(plain: Buffer): Buffer;
  decryptBytes(stored: Buffer): Buffer;
  /** Keyed hash of an already normalised value (see normalise* below). */
  hash(value: string): string;
}

const fileMagic = Buffer.from('ZYZ1');

const version = 'v1';

export function createDataCipher(dataKey: string): DataCipher {
  const ikm = Buffer.from(dataKey, 'utf8');
  const encKey = Buffer.from(hkdfSync('sha256', ikm, 'zyz-salt', 'zyz-personal-data-enc', 32));
  const macKey = Buffer.from(hkdfSync('sha256', ikm, 'zyz-salt', 'zyz-personal-data-mac', 32));
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', encKey, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const packed = Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
      return `${version}:${packed}`;
    },
    decrypt(stored) {
      const [ver, packed] = stored.split(':', 2);
      if (ver !== version || !packed) throw new Error('unknown ciphertext version');
      const raw = Buffer.from(packed, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', encKey, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
    encryptBytes(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', encKey, iv);
      const body = Buffer.concat([cipher.update(plain), cipher.final()]);
      return Buffer.concat([fileMagic, iv, cipher.getAuthTag(), body]);
    },
    decryptBytes(stored) {
      if (!stored.subarray(0, 4).equals(fileMagic)) throw new Error('unknown file ciphertext');
      const decipher = createDecipheriv('aes-256-gcm', encKey, stored.subarray(4, 16));
      decipher.setAuthTag(stored.subarray(16, 32));
      return Buffer.concat([decipher.update(stored.subarray(32)), decipher.final()]);
    },
    hash(value) {
      return createHmac('sha256', macKey).update(value, 'utf8').digest('hex');
    },
  };
}

export const normaliseMobile = (v: string) => v.replace(/\s+/g, '');
export const normaliseIdCard = (v: string) => v.trim().toUpperCase();

/** Tokens are random and long, so a plain SHA-256 (no salt, no stretching) is enough at rest. */
export const sha256 = (v: string) => createHash('sha256').update(v, 'utf8').digest('hex');

export const newToken = () => randomBytes(32).toString('base64url');
