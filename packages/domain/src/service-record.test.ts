import { describe, expect, it } from 'vitest';
import {
  addTrainingInputSchema,
  distanceMeters,
  objectionInputSchema,
  resolveObjectionInputSchema,
  scanQrcodeInputSchema,
  serviceRecordStateLabels,
} from './index';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : r.error!.issues[0]!.message;

describe('attendance and service-record inputs', () => {
  it('measures distance in metres (Guangzhou Tower to Canton Tower square ≈ 1 km apart)', () => {
    const tower = { lat: 23.1066, lng: 113.3245 };
    expect(distanceMeters(tower, tower)).toBe(0);
    const north = { lat: 23.1156, lng: 113.3245 };
    expect(distanceMeters(tower, north)).toBeGreaterThan(990);
    expect(distanceMeters(tower, north)).toBeLessThan(1010);
  });

  it('asks for a token or a shift with its six-digit code', () => {
    expect(firstMessage(scanQrcodeInputSchema.safeParse({ action: 'in' }))).toBe(
      '请扫描二维码，或填写时段编号和6位签到码',
    );
    expect(
      firstMessage(scanQrcodeInputSchema.safeParse({ action: 'in', timesInfoId: 3, code: '12a' })),
    ).toBe('签到码应为6位数字');
    expect(
      scanQrcodeInputSchema.safeParse({ action: 'out', timesInfoId: '3', code: '012345' }).success,
    ).toBe(true);
    expect(
      firstMessage(scanQrcodeInputSchema.safeParse({ action: 'in', token: 'x', lat: 23 })),
    ).toBe('经度和纬度须同时提供');
  });

  it('reads training volunteers from comma lists and refuses a bad mobile', () => {
    const ok = addTrainingInputSchema.parse({
      userids: '12, 13,12',
      mobiles: '',
      date: '2026-11-20',
      minutes: '90',
      title: '急救培训',
    });
    expect(ok.userids).toEqual([12, 13]);
    expect(ok.mobiles).toEqual([]);
    expect(
      firstMessage(
        addTrainingInputSchema.safeParse({
          mobiles: '1380013800',
          date: '2026-11-20',
          minutes: 60,
          title: '急救培训',
        }),
      ),
    ).toBe('手机号格式不正确');
    expect(
      firstMessage(
        addTrainingInputSchema.safeParse({ date: '2026-11-20', minutes: 60, title: '急救培训' }),
      ),
    ).toBe('请填写志愿者编号或手机号');
  });

  it('needs a reason of five characters for an objection, and no minutes when dismissing', () => {
    expect(firstMessage(objectionInputSchema.safeParse({ recordId: 1, reason: '不对' }))).toBe(
      '异议理由至少5个字',
    );
    expect(
      firstMessage(
        resolveObjectionInputSchema.safeParse({
          objectionId: 1,
          decision: 'dismiss',
          note: '核实无误',
          minutes: 30,
        }),
      ),
    ).toBe('驳回异议时不能更正时长');
    expect(serviceRecordStateLabels.final).toBe('已计入');
  });
});
