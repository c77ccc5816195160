import { describe, expect, it } from 'vitest';
import { siteMsgListQuerySchema, siteMsgReadQuerySchema } from './site-message';

const readMessage = (input: object) =>
  siteMsgReadQuerySchema.safeParse(input).error?.issues[0]?.message;

describe('site message queries', () => {
  it('reads blank filters as "all" and defaults the page', () => {
    expect(siteMsgListQuerySchema.parse({ read: '', pageIndex: '', pageSize: '' })).toEqual({
      pageIndex: 1,
      pageSize: 10,
    });
    expect(siteMsgListQuerySchema.parse({ read: '0' }).read).toBe('0');
    expect(siteMsgListQuerySchema.safeParse({ read: 'true' }).error?.issues[0]?.message).toBe(
      '已读状态应为0（未读）或1（已读）',
    );
  });

  it('marks read either one message or all of them', () => {
    expect(siteMsgReadQuerySchema.parse({ siteMsgId: '12' })).toEqual({ siteMsgId: 12 });
    expect(siteMsgReadQuerySchema.parse({ all: '1', siteMsgId: '' })).toEqual({ all: '1' });
    expect(readMessage({})).toBe('消息编号不能为空');
    expect(readMessage({ siteMsgId: '0' })).toBe('消息编号格式不正确');
    expect(readMessage({ siteMsgId: '1e5' })).toBe('消息编号格式不正确');
    expect(readMessage({ all: '0' })).toBe('参数 all 只能为1');
  });
});
