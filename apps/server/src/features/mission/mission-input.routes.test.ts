import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, api, createTestApp } from '../../../test/test-app';
import { makeMission, signedInOrganiser, signedInVolunteer } from '../../../test/factories';

let app: App;
let org: Record<string, string>;
let vol: Record<string, string>;
beforeAll(async () => {
  app = await createTestApp();
  org = (await signedInOrganiser(app, '广州市青年志愿者协会')).headers;
  vol = (await signedInVolunteer(app)).headers;
});
afterAll(() => app.close());

const huge = '志'.repeat(10_000);
const send = (
  method: 'GET' | 'POST',
  path: string,
  headers: Record<string, string>,
  payload?: unknown,
) =>
  app.inject({
    method,
    url: api(path),
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('bad and hostile mission input', () => {
  const cases: [string, 'GET' | 'POST', string, 'org' | 'vol', unknown][] = [
    ['missing missionId', 'GET', '/manage/pc/mission/viewMission', 'org', undefined],
    [
      'non-numeric missionId',
      'GET',
      '/manage/pc/mission/viewMission?missionId=abc',
      'org',
      undefined,
    ],
    [
      'SQL in missionId',
      'GET',
      `/manage/pc/mission/viewMission?missionId=${encodeURIComponent("1' or 1=1--")}`,
      'org',
      undefined,
    ],
    [
      'huge id',
      'GET',
      '/manage/pc/mission/viewMission?missionId=99999999999999999999',
      'org',
      undefined,
    ],
    ['negative page', 'GET', '/manage/pc/mission/findMissionList?pageIndex=-1', 'org', undefined],
    ['oversize page', 'GET', '/manage/pc/mission/findMissionList?pageSize=1000', 'org', undefined],
    [
      '10 kB subject filter',
      'GET',
      `/manage/pc/mission/findMissionList?subject=${encodeURIComponent(huge)}`,
      'org',
      undefined,
    ],
    [
      'bad date',
      'GET',
      '/manage/pc/mission/findMissionList?beginDateInput=2024-02-30',
      'org',
      undefined,
    ],
    ['bad status', 'GET', '/manage/pc/mission/findMissionList?type=deleted', 'org', undefined],
    [
      'array id',
      'GET',
      '/home/mission/info/missionDetails?missionId=1&missionId=2',
      'vol',
      undefined,
    ],
    [
      '10 kB keyword',
      'GET',
      `/home/mission/list?keyword=${encodeURIComponent(huge)}`,
      'vol',
      undefined,
    ],
    ['empty save', 'POST', '/manage/pc/mission/saveMission', 'org', {}],
    [
      'save with wrong types',
      'POST',
      '/manage/pc/mission/saveMission',
      'org',
      { subject: 1, times: 'x', hasWaitlist: 'maybe' },
    ],
    ['save with 10 kB subject', 'POST', '/manage/pc/mission/saveMission', 'org', { subject: huge }],
    [
      'save with object times',
      'POST',
      '/manage/pc/mission/saveMission',
      'org',
      { times: [{ quota: { $gt: 1 } }] },
    ],
    ['apply without shift', 'POST', '/volunteer/mission/accordApply', 'vol', { missionId: 1 }],
    [
      'apply with object id',
      'POST',
      '/volunteer/mission/accordApply',
      'vol',
      { missionId: { id: 1 }, timesInfoId: 1 },
    ],
    [
      'audit without action',
      'POST',
      '/manage/pc/mission/personal/auditMP',
      'org',
      { missionPersonlIds: '1' },
    ],
    [
      'audit with junk ids',
      'POST',
      '/manage/pc/mission/personal/auditMP',
      'org',
      { missionPersonlIds: '1,,x', action: 'accept' },
    ],
    [
      'audit with 10 kB reason',
      'POST',
      '/manage/pc/mission/personal/auditMP',
      'org',
      { missionPersonlIds: '1', action: 'reject', reason: huge },
    ],
    ['cancel without id', 'GET', '/volunteer/mission/cancelApplyMission', 'vol', undefined],
  ];
  it.each(cases)('%s → 40000 with a Chinese message', async (_name, method, path, who, payload) => {
    const res = await send(method, path, who === 'org' ? org : vol, payload);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe('40000');
    expect(body.msg).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('names the field in the message', async () => {
    const body = (
      await send('POST', '/volunteer/mission/accordApply', vol, { missionId: 1 })
    ).json();
    expect(body.msg).toBe('时段编号不能为空');
  });

  it('asks for a token before judging input, and refuses the other token kind', async () => {
    expect((await send('POST', '/volunteer/mission/accordApply', {}, {})).statusCode).toBe(401);
    const { mission } = await makeMission(app);
    const res = await send('POST', '/volunteer/mission/accordApply', org, {
      missionId: mission.id,
      timesInfoId: 1,
    });
    expect(res.json().code).toBe('40300');
  });
});
