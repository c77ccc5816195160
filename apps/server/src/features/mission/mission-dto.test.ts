import { describe, expect, it } from 'vitest';
import type { MissionRow, MissionTimeRow } from '../../db/schema/index';
import { hiddenClassChanges } from '../../../test/hidden-class';
import { toLiveMissionRow, toLiveShift, toMissionDetail } from './mission-dto';

const day = (i: number) => new Date(Date.UTC(2026, 0, 1 + (i % 300), 1));

function missionRow(i: number): MissionRow {
  return {
    id: 1_000 + i,
    districtId: 4,
    districtPath: '/1/2/4/',
    subject: `社区服务 ${i}`,
    missionType: '0' + (1 + (i % 8)),
    serviceTimeType: 1,
    labels: i % 2 ? ['关爱儿童'] : [],
    address: '广州市天河区',
    latitude: i % 3 ? 23.13 + i / 1e4 : null,
    longitude: i % 3 ? 113.32 : null,
    recruitStart: day(i),
    recruitEnd: day(i + 5),
    serviceStart: day(i + 6),
    serviceEnd: day(i + 9),
    requirements: '身体健康',
    contactName: '陈晓燕',
    contactPhone: '020-83520000',
    coverImage: i % 4 ? null : '/uploads/cover.jpg',
    description: '活动介绍',
    hasWaitlist: i % 2 === 0,
    applyConditions: null,
    status: 'published',
    appliedCount: i % 7,
    quotaTotal: 30,
    shiftCount: 2,
    createdBy: null,
    publishedAt: i % 5 ? day(i) : null,
    createdAt: day(i),
    updatedAt: day(i),
  };
}

const shiftRow = (i: number): MissionTimeRow => ({
  id: 5_000 + i,
  missionId: 1_000 + i,
  startTime: day(i + 6),
  endTime: day(i + 7),
  quota: 15,
  creditMinutes: 120,
  heldCount: i % 15,
  waitlistCount: 0,
  createdAt: day(i),
});

// An answer whose objects each get a hidden class of their own leaves that class in the old
// generation: ~2 kB per mission detail, which filled it and brought full collections.
describe('answers built per request', () => {
  it('a mission detail keeps one hidden class from answer to answer', () => {
    const changes = hiddenClassChanges((i) =>
      toMissionDetail(missionRow(i), '天河区阳光志愿服务队', [shiftRow(i), shiftRow(i + 1)]),
    );
    expect(changes).toBe(0);
  });

  it("the console's mission row and shift keep one hidden class from row to row", () => {
    expect(hiddenClassChanges((i) => toLiveMissionRow(missionRow(i), '天河区'))).toBe(0);
    expect(hiddenClassChanges((i) => toLiveShift(shiftRow(i)))).toBe(0);
  });

  it('still answers every field the wire carries', () => {
    const detail = toMissionDetail(missionRow(3), '天河区', [shiftRow(3)]);
    expect(detail).toMatchObject({
      missionId: '1003',
      requirements: '身体健康',
      description: '活动介绍',
      times: [{ timesInfoId: '5003', placesLeft: 12 }],
    });
    expect(toLiveShift(shiftRow(3))).toMatchObject({ id: '5003', timesInfoId: '5003' });
    expect(toLiveMissionRow(missionRow(3), '天河区')).toMatchObject({
      missionId: '1003',
      districtName: '天河区',
      state: 3,
    });
  });
});
