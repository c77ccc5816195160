import { describe, expect, it } from 'vitest';
import type { ServiceRecordItem } from '@zyz/domain';
import { recordStateNote, recordWhen } from './record-when';

const base: ServiceRecordItem = {
  recordId: '1',
  kind: 'service',
  subject: '社区探访',
  missionId: '9',
  timesInfoId: '3',
  shiftStart: '2026-11-21T01:00:00Z',
  shiftEnd: '2026-11-21T04:00:00Z',
  districtName: '广州市青年志愿者协会',
  minutes: 180,
  state: 'publicity',
  occurredAt: '2026-11-21T01:05:00Z',
  publicityEndsAt: '2026-11-28T04:10:00Z',
  finalAt: null,
};

describe('recordWhen', () => {
  it('shows a shift in China time', () => {
    expect(recordWhen(base)).toBe('2026-11-21 09:00–12:00');
  });
  it('shows a training by its China date', () => {
    const training = {
      ...base,
      kind: 'training' as const,
      shiftStart: null,
      shiftEnd: null,
      occurredAt: '2026-11-20T17:00:00Z',
    };
    expect(recordWhen(training)).toBe('2026-11-21');
  });
});

describe('recordStateNote', () => {
  it('tells when publicity ends and when a record counted', () => {
    expect(recordStateNote(base)).toBe('公示至 2026-11-28 12:10，期满后计入');
    expect(recordStateNote({ ...base, state: 'final', finalAt: '2026-11-28T04:12:00Z' })).toBe(
      '2026-11-28 12:12 计入',
    );
    expect(recordStateNote({ ...base, state: 'void' })).toContain('不计入');
  });
});
