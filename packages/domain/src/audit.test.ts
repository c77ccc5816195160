import { describe, expect, it } from 'vitest';
import { auditActionName, auditActionNames, auditListQuerySchema } from './audit';

const query = (q: Record<string, string>) => auditListQuerySchema.safeParse(q);
const firstMessage = (r: ReturnType<typeof query>) => r.error?.issues[0]?.message;

describe('auditListQuerySchema', () => {
  it('reads blank filters as none and keeps the rest', () => {
    const r = query({ operator: ' gdadmin01 ', action: '', beginDate: '2026-03-01', endDate: '' });
    expect(r.data).toEqual({
      pageIndex: 1,
      pageSize: 10,
      operator: 'gdadmin01',
      beginDate: '2026-03-01',
    });
  });

  it('accepts every action of the table and nothing else', () => {
    for (const action of Object.keys(auditActionNames))
      expect(query({ action }).success).toBe(true);
    expect(firstMessage(query({ action: 'org.drop' }))).toBe('操作类型不正确');
  });

  it('refuses an impossible day and a range that ends before it begins', () => {
    expect(firstMessage(query({ endDate: '2026-02-30' }))).toBe(
      '结束日期格式不正确，应为 YYYY-MM-DD',
    );
    expect(firstMessage(query({ beginDate: '2026-03-02', endDate: '2026-03-01' }))).toBe(
      '开始日期不能晚于结束日期',
    );
    expect(query({ beginDate: '2026-03-01', endDate: '2026-03-01' }).success).toBe(true);
  });
});

describe('auditActionName', () => {
  it('names a known action in Chinese and leaves an unknown one as it is', () => {
    expect(auditActionName('attendance.correct')).toBe('更正签到签退时间');
    expect(auditActionName('something.new')).toBe('something.new');
  });
});
