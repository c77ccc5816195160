import { describe, expect, it } from 'vitest';
import { ApiError, MALFORMED_ANSWER } from '@zyz/client';
import { loadFailedText } from './load-failed-text';

describe('loadFailedText', () => {
  it('says the data was malformed when the answer did not match its schema', () => {
    expect(loadFailedText(new ApiError(MALFORMED_ANSWER, '数据格式有误'))).toBe('数据格式有误');
  });

  it('points at the network for any other failure', () => {
    expect(loadFailedText(new ApiError('0', '网络连接失败，请检查网络后重试', 0))).toBe(
      '请检查网络后重试',
    );
    expect(loadFailedText(new ApiError('50000', '系统繁忙'))).toBe('请检查网络后重试');
    expect(loadFailedText(null)).toBe('请检查网络后重试');
  });
});
