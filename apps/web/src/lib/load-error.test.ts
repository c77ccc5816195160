import { describe, expect, it } from 'vitest';
import { ApiError, MALFORMED_ANSWER } from '@zyz/client';
import { isMalformedAnswer, loadErrorText } from './load-error';

describe('loadErrorText', () => {
  it('says the data was malformed when the answer did not match its schema', () => {
    const error = new ApiError(MALFORMED_ANSWER, 'whatever the client said');
    expect(isMalformedAnswer(error)).toBe(true);
    expect(loadErrorText(error)).toBe('数据格式有误');
  });

  it("passes on the server's reason for a refusal", () => {
    expect(loadErrorText(new ApiError('40400', '活动不存在或已下架'))).toBe('活动不存在或已下架');
  });

  it('blames the network when nothing better is known', () => {
    expect(loadErrorText(new Error(''))).toBe('网络不稳定，请稍后重试');
    expect(isMalformedAnswer(new Error('数据格式有误'))).toBe(false);
  });
});
