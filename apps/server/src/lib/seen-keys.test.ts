import { describe, expect, it } from 'vitest';
import { SeenKeys } from './seen-keys';

describe('SeenKeys', () => {
  it('tells a key seen before from a new one', () => {
    const seen = new SeenKeys();
    expect(seen.seenBefore('["sort","newest"]')).toBe(false);
    expect(seen.seenBefore('["sort","newest"]')).toBe(true);
    expect(seen.seenBefore('["sort","start"]')).toBe(false);
  });

  it('reads few new keys as seen, and forgets all after its capacity', () => {
    const seen = new SeenKeys(1_000);
    let falselySeen = 0;
    for (let i = 0; i < 1_000; i++) if (seen.seenBefore(`key-${i}`)) falselySeen++;
    // Eight bits per key: at most an eighth of the bits are set when the last key arrives.
    expect(falselySeen).toBeLessThan(1_000 / 8);
    expect(seen.seenBefore('key-999')).toBe(true);
    // A thousand new keys later the first thousand are forgotten, but for chance collisions.
    for (let i = 0; i < 1_000; i++) seen.seenBefore(`later-${i}`);
    let remembered = 0;
    for (let i = 0; i < 1_000; i++) if (seen.seenBefore(`key-${i}`)) remembered++;
    expect(remembered).toBeLessThan(1_000 / 8);
  });
});
