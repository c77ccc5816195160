import { eq } from 'drizzle-orm';
import { type App, api } from '../../../test/test-app';
import { missionTimes } from '../../db/schema/index';
import {
  makeMission,
  signedInOrganiser,
  signedInVolunteer,
  type MissionSeed,
} from '../../../test/factories';
import { testDataKey } from '../../../test/test-env';
import { createQrSigner } from './qr-token';
import { clock } from '../../kernel';

// Shared set-up of the attendance and service-record route tests: a shift with accepted
// volunteers, through the real apply and review calls.

export type Headers = Record<string, string>;
export const signer = createQrSigner(testDataKey);

export const client = (app: App) => ({
  post: (path: string, headers: Headers, payload: object) =>
    app.inject({ method: 'POST', url: api(path), headers, payload }).then((r) => r.json()),
  get: (path: string, headers: Headers = {}) =>
    app.inject({ method: 'GET', url: api(path), headers }).then((r) => r.json()),
});

export async function acceptedShift(
  app: App,
  opts: MissionSeed & { volunteers?: number; districtName?: string; creditMinutes?: number } = {},
) {
  const { post } = client(app);
  const org = await signedInOrganiser(app, opts.districtName ?? '广州市青年志愿者协会');
  const { mission, times } = await makeMission(app, {
    districtId: org.districtId,
    startInHours: -1,
    quotas: [10],
    ...opts,
  });
  const time = times[0]!;
  if (opts.creditMinutes !== undefined)
    await app.deps.db
      .update(missionTimes)
      .set({ creditMinutes: opts.creditMinutes })
      .where(eq(missionTimes.id, time.id));
  const volunteers = [];
  for (let i = 0; i < (opts.volunteers ?? 1); i++) {
    const v = await signedInVolunteer(app);
    const applied = await post('/volunteer/mission/accordApply', v.headers, {
      missionId: mission.id,
      timesInfoId: time.id,
    });
    const audited = await post('/manage/pc/mission/personal/auditMP', org.headers, {
      missionPersonlIds: applied.data.missionPersonlId,
      action: 'accept',
    });
    if (audited.code !== '1') throw new Error(`accept failed: ${audited.msg}`);
    volunteers.push({ ...v, applicationId: applied.data.missionPersonlId as string });
  }
  return { org, mission, time, volunteers };
}

export const scan = (app: App, headers: Headers, payload: object) =>
  client(app).post('/volunteer/mission/attendance/scanQrcode', headers, payload);

/** A fresh token for the shift, as the organiser's screen would show it now. */
export const tokenNow = (timeId: number) => signer.issue(timeId, clock.now()).token;
