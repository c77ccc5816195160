import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { type App, createTestApp } from '../../../test/test-app';
import { serviceRecords } from '../../db/schema/index';
import { acceptedShift, client, scan, tokenNow } from '../attendance/attendance.test-kit';
import { finaliseDueRecords } from '../service-record/finalise.job';
import { chinaDateString } from '@zyz/domain';
import { extractPdfText } from './pdf-text.test-util';
import { clock } from '../../kernel';

// The whole path across features: a shift served through attendance, its record through
// publicity to final, then certified. Proves the two sides of the service_records contract meet.

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** Ends the notice period of these volunteers' records only (other files share the database). */
async function finaliseRecordsOf(volunteerIds: number[]) {
  await app.deps.db
    .update(serviceRecords)
    .set({ publicityEndsAt: new Date(clock.nowMs() - 1000) })
    .where(
      and(inArray(serviceRecords.volunteerId, volunteerIds), eq(serviceRecords.state, 'publicity')),
    );
  await finaliseDueRecords(app.deps.db, clock.now());
}

/** Two days back to today (China dates), so a run just after midnight still holds the shift. */
const recentRange = () => ({
  beginDate: chinaDateString(new Date(clock.nowMs() - 2 * 86_400_000)),
  endDate: chinaDateString(clock.now()),
});

describe('from a served shift to a verified certificate', () => {
  it('certifies hours only once they are final, with the mission and its organisation', async () => {
    const { get, post } = client(app);
    const shift = await acceptedShift(app);
    const v = shift.volunteers[0]!;
    const signedIn = await post('/manage/pc/mission/attendance/signIn', shift.org.headers, {
      missionPersonlId: v.applicationId,
      time: new Date(clock.nowMs() - 50 * 60_000).toISOString(),
      reason: '现场登记',
    });
    expect(signedIn.code).toBe('1');
    const out = await scan(app, v.headers, { token: tokenNow(shift.time.id), action: 'out' });
    expect(out.data.minutes).toBe(50);

    const tooEarly = await post('/volunteer/certificate/issue', v.headers, recentRange());
    expect(tooEarly.code).toBe('40900');

    await finaliseRecordsOf([v.id]);
    const issued = await post('/volunteer/certificate/issue', v.headers, recentRange());
    expect(issued.code).toBe('1');
    expect(issued.data).toMatchObject({ totalMinutes: 50, missionCount: 1 });

    const res = await app.inject({
      method: 'GET',
      url: `/v2/api/gdzyz/volunteer/certificate/download?certificateId=${issued.data.certificateId}`,
      headers: v.headers,
    });
    expect(res.headers['content-type']).toBe('application/pdf');

    const verified = await get(`/home/certificate/verify?code=${issued.data.verifyCode}`, {});
    expect(verified.data).toMatchObject({ genuine: true, totalMinutes: 50 });
    // The PDF names the mission and the organisation that recorded the hours.
    const [text] = await extractPdfText(new Uint8Array(res.rawPayload));
    expect(text).toContain(shift.mission.subject);
    expect(text).toContain('广州市青年志愿者协会');
    expect(text).toContain('50分钟');
  });
});
