import { describe, expect, it } from 'vitest';
import { validationMessage } from './error-handler';

describe('validation messages', () => {
  it('keeps the schema’s Chinese message, which names the field', () => {
    expect(validationMessage([{ instancePath: '/password', message: '密码不能为空' }])).toBe(
      '密码不能为空',
    );
  });

  it('names the parameter when the message is zod’s English default', () => {
    expect(
      validationMessage([{ instancePath: '/pageSize', message: 'Invalid input: expected number' }]),
    ).toBe('参数 pageSize 格式不正确');
    expect(validationMessage([{ instancePath: '/a/0', message: 'Invalid' }])).toBe(
      '参数 a.0 格式不正确',
    );
  });

  it('speaks of the whole request when no field is at fault', () => {
    expect(
      validationMessage([{ instancePath: '/', message: 'Invalid input: expected object' }]),
    ).toBe('请求参数格式不正确');
  });
});
