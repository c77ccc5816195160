import { describe, expect, it } from 'vitest';
import { saveMissionInputSchema } from './mission-save';

const base = {
  subject: '关爱长者',
  missionType: '03',
  serviceTimeType: '1',
  address: '天河路1号',
  recruitStart: '2026-11-20 08:00',
  recruitEnd: '2026-11-30 18:00',
  serviceStart: '2026-12-01 08:00',
  serviceEnd: '2026-12-05 18:00',
  contactName: '陈',
  contactPhone: '13800138000',
  times: [
    { startTime: '2026-12-01 09:00', endTime: '2026-12-01 12:00', quota: 10, creditMinutes: 180 },
  ],
};
const coverMessage = (coverImage: string) =>
  saveMissionInputSchema.safeParse({ ...base, coverImage }).error?.issues[0]?.message;

describe('saveMission coverImage', () => {
  it('takes an image this server stored or an https address', () => {
    expect(coverMessage('/uploads/0f3a9c2b7e1d4a5b8c6d9e0f1a2b3c4d.png')).toBeUndefined();
    expect(coverMessage('https://img.example.cn/covers/a.jpg?v=2')).toBeUndefined();
    expect(saveMissionInputSchema.parse({ ...base, coverImage: '' }).coverImage).toBeUndefined();
  });

  it('refuses addresses a page must not put into an <img src>', () => {
    const refused = '封面图片须为本站上传的图片或 https 地址';
    expect(coverMessage('http://img.example.cn/a.jpg')).toBe(refused);
    expect(coverMessage('javascript:alert(1)')).toBe(refused);
    expect(coverMessage('data:image/png;base64,AAAA')).toBe(refused);
    expect(coverMessage('//evil.example/a.png')).toBe(refused);
    expect(coverMessage('https://a.cn/x" onerror="alert(1)')).toBe(refused);
    expect(coverMessage('/uploads/../../etc/passwd')).toBe('封面图片路径不正确');
  });
});
