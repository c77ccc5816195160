import { describe, expect, it } from 'vitest';
import { objectionReasonProblem } from './objection-form';

describe('objectionReasonProblem', () => {
  it('asks for a reason of 5 to 500 characters, counting Chinese characters as one', () => {
    expect(objectionReasonProblem('   ')).toBe('请填写异议理由');
    expect(objectionReasonProblem('没来过')).toBe('异议理由至少5个字');
    expect(objectionReasonProblem('当天并未到场')).toBeNull();
    expect(objectionReasonProblem('时'.repeat(500))).toBeNull();
    expect(objectionReasonProblem('时'.repeat(501))).toBe('异议理由不能超过500个字');
  });
});
