import { describe, expect, it } from 'vitest';
import { asSentence } from './sentence';

describe('asSentence', () => {
  it('ends a reason with one full stop, whether or not the reviewer typed it', () => {
    expect(asSentence('营业执照不清晰，请重新上传')).toBe('营业执照不清晰，请重新上传。');
    expect(asSentence('营业执照不清晰，请重新上传。')).toBe('营业执照不清晰，请重新上传。');
    expect(asSentence(' 资料不全！ ')).toBe('资料不全！');
    expect(asSentence('')).toBe('');
  });
});
