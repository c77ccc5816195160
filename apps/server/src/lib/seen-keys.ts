/**
 * The keys asked for lately, one bit per key's hash: a cache that asks it keeps a key from
 * its second request instead of its first. No key is held, so remembering a key allocates
 * nothing that lives on. Forgets everything after `capacity` new keys; the bits per key keep
 * the chance that a new key reads as seen below an eighth.
 */
export class SeenKeys {
  private readonly bits: Uint32Array;
  private added = 0;

  constructor(private readonly capacity = 8_192) {
    this.bits = new Uint32Array(Math.ceil((capacity * 8) / 32));
  }

  /** Whether `key` was seen since the last reset; it counts as seen from now on either way. */
  seenBefore(key: string): boolean {
    const h = fnv1a(key) % (this.bits.length * 32);
    const word = h >>> 5;
    const bit = 1 << (h & 31);
    if ((this.bits[word]! & bit) !== 0) return true;
    if (++this.added > this.capacity) {
      this.bits.fill(0);
      this.added = 1;
    }
    this.bits[word]! |= bit;
    return false;
  }
}

/** 32-bit FNV-1a over the key's UTF-16 code units. */
function fnv1a(key: string) {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
