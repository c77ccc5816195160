import { describe, expect, it } from 'vitest';
import { CookieKey } from '@zyz/domain';
import { sharedStylesCookie } from './shared-styles-path';

describe('the shared stylesheet cookie', () => {
  it('is the one the server reads', () => {
    expect(sharedStylesCookie).toBe(CookieKey.SharedStyles);
  });
});
