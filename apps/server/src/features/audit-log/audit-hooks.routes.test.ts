import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { chinaDateString } from '@zyz/domain';
import { type App, api, createTestApp } from '../../../test/test-app';
import { auditLog } from '../../db/schema/index';
import { signedInOrganiser, signedInVolunteer } from '../../../test/factories';
import { acceptedShift, client } from '../attendance/attendance.test-kit';
import { clock } from '../../kernel';

// Staff acts on hours, reviews and exports write their audit entry with the act: the entry
// names the object's node (the mission's organisation), the reason, and who did it.

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const minutesAgo = (n: number) => new Date(clock.nowMs() - n * 60_000).toISOString();
const entriesBy = (actorId: number, action: string) =>
  app.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.actorId, actorId), eq(auditLog.action, action)));

describe('hours entered by staff', () => {
  it('writes the sign-in and the correction with their reasons and the mission’s node', async () => {
    const { post } = client(app);
    const { org, mission, volunteers } = await acceptedShift(app);
    const signedIn = await post('/manage/pc/mission/attendance/signIn', org.headers, {
      missionPersonlId: volunteers[0]!.applicationId,
      time: minutesAgo(45),
      reason: '现场登记',
    });
    expect(signedIn.code).toBe('1');
    const logId = signedIn.data.missionServiceLogId as string;
    const refused = await post('/manage/pc/mission/attendance/correctTime', org.headers, {
      missionServiceLogId: logId,
      signInTime: minutesAgo(600),
      reason: '时间填错了',
    });
    expect(refused.code).toBe('40900');
    expect(await entriesBy(org.id, 'attendance.correct')).toEqual([]);

    const arrived = minutesAgo(50);
    const corrected = await post('/manage/pc/mission/attendance/correctTime', org.headers, {
      missionServiceLogId: logId,
      signInTime: arrived,
      reason: '志愿者到场时网络故障',
    });
    expect(corrected.code).toBe('1');
    const [entry] = await entriesBy(org.id, 'attendance.correct');
    expect(entry).toMatchObject({
      actorKind: 'org',
      districtPath: mission.districtPath,
      reason: '志愿者到场时网络故障',
      target: `测试志愿者（${mission.subject}）`,
      detail: { attendanceId: Number(logId), newSignInAt: arrived },
    });
    expect(await entriesBy(org.id, 'attendance.signIn')).toMatchObject([{ reason: '现场登记' }]);

    // The city federation above the organisation reads it in its log; a sibling city does not.
    const read = async (districtName: string) => {
      const staff = await signedInOrganiser(app, districtName);
      const res = await app.inject({
        method: 'GET',
        url: api('/manage/pc/audit/list?action=attendance.correct&pageSize=100'),
        headers: staff.headers,
      });
      return res.json().data.list.map((r: { id: string }) => r.id);
    };
    expect(await read('广州市志愿者联合会')).toContain(String(entry!.id));
    expect(await read('深圳市志愿者联合会')).not.toContain(String(entry!.id));
  });

  it('writes one entry for a batch of training hours', async () => {
    const { org, mission, volunteers } = await acceptedShift(app, { volunteers: 2 });
    const added = await client(app).post('/manage/pc/serviceRecord/addTraining', org.headers, {
      userids: volunteers.map((v) => v.id).join(','),
      date: chinaDateString(clock.now()),
      minutes: 90,
      title: '急救培训',
    });
    expect(added).toMatchObject({ code: '1', data: { created: 2 } });
    expect(await entriesBy(org.id, 'hours.training.add')).toMatchObject([
      { target: '急救培训（2人）', districtPath: mission.districtPath },
    ]);
  });
});

describe('reviews and exports', () => {
  it('writes each accepted and refused applicant, with the reason of a refusal', async () => {
    const { post } = client(app);
    const { org, mission, time, volunteers } = await acceptedShift(app);
    expect(await entriesBy(org.id, 'mission.applicant.accept')).toMatchObject([
      { districtPath: mission.districtPath, reason: null },
    ]);
    const late = await signedInVolunteer(app);
    const applied = await post('/volunteer/mission/accordApply', late.headers, {
      missionId: mission.id,
      timesInfoId: time.id,
    });
    const rejected = await post('/manage/pc/mission/personal/auditMP', org.headers, {
      missionPersonlIds: `${applied.data.missionPersonlId},${volunteers[0]!.applicationId}`,
      action: 'reject',
      reason: '名额已由其他志愿者补齐',
    });
    expect(rejected.code).toBe('1');
    const entries = await entriesBy(org.id, 'mission.applicant.reject');
    expect(entries).toHaveLength(2);
    for (const e of entries)
      expect(e).toMatchObject({
        reason: '名额已由其他志愿者补齐',
        districtPath: mission.districtPath,
      });
  });

  it('writes an export of the applicants', async () => {
    const { org, mission } = await acceptedShift(app);
    const res = await app.inject({
      method: 'GET',
      url: api(`/manage/pc/mission/personal/getMPListExport?missionId=${mission.id}`),
      headers: org.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(await entriesBy(org.id, 'mission.applicant.export')).toMatchObject([
      { target: mission.subject, districtPath: mission.districtPath },
    ]);
  });
});
