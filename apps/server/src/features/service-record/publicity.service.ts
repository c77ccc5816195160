import {
  BizCode,
  maskName,
  type ObjectionInput,
  type PublicityDetail,
  type PublicityDetailQuery,
  type PublicityMission,
  type ServiceRecordState,
} from '@zyz/domain';
import type { Deps } from '../../deps';
import { BizError } from '../../lib/biz-error';
import { findDistrictPath, insertObjection } from './objection.repository';
import {
  findMissionWithDistrict,
  findPublicityMissions,
  findPublicityRecords,
} from './publicity.repository';
import type { SiteMessageSender } from '../site-message';
import { tellObjected } from './record-messages';
import { lockRecord, updateOpenRecord } from './service-record.repository';
import { clock, type Caller } from '../../kernel';

const refuse = (msg: string) => new BizError(BizCode.Conflict, msg);

/** The public notice of hours about to count, and objections anyone may raise against them. */
export function createPublicityService(deps: Deps, siteMessages: SiteMessageSender) {
  // The notice is public and may lag a second; an objection checks the record on the primary.
  const { db, readDb } = deps;
  return {
    async list(q: { pageIndex: number; pageSize: number }) {
      const rows = await findPublicityMissions(readDb, q.pageSize, (q.pageIndex - 1) * q.pageSize);
      const total =
        rows[0]?.total ??
        (q.pageIndex > 1 ? ((await findPublicityMissions(readDb, 1, 0))[0]?.total ?? 0) : 0);
      return {
        list: rows.map((r): PublicityMission => ({
          missionId: String(r.missionId),
          subject: r.subject,
          districtName: r.districtName,
          people: r.people,
          totalMinutes: r.totalMinutes,
          endsAt: new Date(r.endsAtMs).toISOString(),
        })),
        total,
      };
    },

    async detail(q: PublicityDetailQuery): Promise<PublicityDetail> {
      const found = await findMissionWithDistrict(readDb, q.missionId);
      if (!found || found.mission.status === 'draft')
        throw new BizError(BizCode.NotFound, '活动不存在');
      const offset = (q.pageIndex - 1) * q.pageSize;
      const rows = await findPublicityRecords(readDb, q.missionId, q.pageSize, offset);
      const total =
        rows[0]?.total ??
        (offset > 0 ? ((await findPublicityRecords(readDb, q.missionId, 1, 0))[0]?.total ?? 0) : 0);
      return {
        missionId: String(found.mission.id),
        subject: found.mission.subject,
        districtName: found.districtName,
        list: rows.map((r) => ({
          recordId: String(r.id),
          name: maskName(r.name),
          minutes: r.minutes,
          state: r.state as ServiceRecordState,
          occurredAt: r.occurredAt.toISOString(),
          publicityEndsAt: r.publicityEndsAt.toISOString(),
        })),
        total,
      };
    },

    /** Holds the record back ('objected') until the organiser resolves the objection. */
    async object(caller: Caller | null, input: ObjectionInput) {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const record = await lockRecord(tx, input.recordId);
        if (!record) throw new BizError(BizCode.NotFound, '公示记录不存在');
        if (record.state === 'objected') throw refuse('该记录已有异议正在处理，请等待组织答复');
        if (record.state !== 'publicity' || record.publicityEndsAt <= now)
          throw refuse('该记录不在公示期内，不能提出异议');
        const objectionId = await insertObjection(tx, {
          recordId: record.id,
          districtId: record.districtId,
          districtPath: await findDistrictPath(tx, record.districtId),
          reason: input.reason,
          contact: input.contact ?? null,
          volunteerId: caller?.kind === 'volunteer' ? caller.subjectId : null,
        });
        await updateOpenRecord(tx, record.id, { state: 'objected' });
        await tellObjected(tx, siteMessages, record);
        return { objectionId: String(objectionId) };
      });
    },
  };
}
