import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { type App, createTestApp } from '../../../test/test-app';
import { serviceRecords } from '../../db/schema/index';
import { districtIdByName, makeVolunteer, signedInOrganiser } from '../../../test/factories';
import { acceptedShift, client } from '../attendance/attendance.test-kit';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const training = { date: '2026-11-20', minutes: 90, title: '防溺水培训' };
const addTraining = (headers: Record<string, string>, userids: number[]) =>
  client(app).post('/manage/pc/serviceRecord/addTraining', headers, {
    ...training,
    userids: userids.join(','),
  });
const recordsOf = (volunteerId: number) =>
  app.deps.db.select().from(serviceRecords).where(eq(serviceRecords.volunteerId, volunteerId));

describe('training hours only for the organisation’s own volunteers', () => {
  it('refuses a volunteer with no tie to the organisation and saves nothing of the batch', async () => {
    const { org, volunteers } = await acceptedShift(app);
    const stranger = await makeVolunteer(app);
    const res = await addTraining(org.headers, [volunteers[0]!.id, stranger.id]);
    expect(res).toEqual({
      code: '40300',
      msg: '只能为本组织（含下级组织）的成员或活动报名者录入培训时长，所选志愿者中有 1 人不符合',
      data: null,
    });
    expect(await recordsOf(stranger.id)).toEqual([]);
    expect((await recordsOf(volunteers[0]!.id)).filter((r) => r.kind === 'training')).toEqual([]);
  });

  it('refuses a member of an organisation in another city', async () => {
    const org = await signedInOrganiser(app, '广州市青年志愿者协会');
    const shenzhen = await makeVolunteer(app, {
      districtIds: [await districtIdByName(app, '深圳市义工联合会')],
    });
    expect((await addTraining(org.headers, [shenzhen.id])).code).toBe('40300');
    expect(await recordsOf(shenzhen.id)).toEqual([]);
  });

  it('accepts its members and its applicants', async () => {
    const { org, volunteers } = await acceptedShift(app);
    const member = await makeVolunteer(app, { districtIds: [org.districtId] });
    expect(await addTraining(org.headers, [member.id, volunteers[0]!.id])).toMatchObject({
      code: '1',
      data: { created: 2 },
    });
  });

  it('lets a city federation train members of organisations under it', async () => {
    const city = await signedInOrganiser(app, '广州市志愿者联合会');
    const member = await makeVolunteer(app, {
      districtIds: [await districtIdByName(app, '广州市青年志愿者协会')],
    });
    expect((await addTraining(city.headers, [member.id])).code).toBe('1');
  });

  it('lets the provincial federation train any volunteer', async () => {
    const province = await signedInOrganiser(app, '广东省志愿者联合会');
    const stranger = await makeVolunteer(app);
    expect((await addTraining(province.headers, [stranger.id])).code).toBe('1');
    expect(await recordsOf(stranger.id)).toHaveLength(1);
  });
});
