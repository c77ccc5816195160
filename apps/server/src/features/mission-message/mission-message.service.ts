import {
  BizCode,
  chinaWallClock,
  messageAudienceLabels,
  missionMessageHourlyLimit,
  type MessageAudience,
  type MessageAudienceQuery,
  type MissionMessageListQuery,
  type MissionMessageRow,
  type Page,
  type SendMissionMessageInput,
  type SendMissionMessageResult,
} from '@zyz/domain';
import type { Deps } from '../../deps';
import type { Executor } from '../../db/client';
import type { SiteMessageSender } from '../site-message';
import { BizError } from '../../lib/biz-error';
import type { RequestContext } from '../../lib/request-context';
import { findMissionById } from '../mission';
import { queueEmails } from '../outbox';
import {
  countSentSince,
  findAudience,
  findMessagePage,
  findShift,
  insertMissionMessage,
  lockSenderDistrict,
} from './mission-message.repository';
import {
  assertInScope,
  clock,
  insertAudit,
  loadStaffScope,
  staffAuditOf,
  type Caller,
  type StaffScope,
} from '../../kernel';

const hourMs = 3_600_000;
const minuteOf = (d: Date) => chinaWallClock(d).slice(0, 16);
const shiftText = (s: { startTime: Date; endTime: Date }) =>
  `${minuteOf(s.startTime)}–${minuteOf(s.endTime).slice(11)}`;

/**
 * 群发消息. Only the mission's organisation and the federations above it may send (the scope
 * check); each message goes out as a site message naming the mission, as an e-mail to those
 * who bound an address, is recorded with its sender and count, and is audited, all in one
 * transaction. An organisation sends at most `missionMessageHourlyLimit` an hour.
 */
export function createMissionMessageService(deps: Deps, siteMessages: SiteMessageSender) {
  const { db } = deps;

  /** The mission (and shift) after the scope check. */
  async function target(db: Executor, scope: StaffScope, q: MessageAudienceQuery) {
    const found = await findMissionById(db, q.missionId);
    if (!found) throw new BizError(BizCode.NotFound, '活动不存在');
    assertInScope(scope, found.mission.districtPath);
    const shift = q.timesInfoId === undefined ? null : await findShift(db, q.timesInfoId);
    if (q.timesInfoId !== undefined && shift?.missionId !== q.missionId)
      throw new BizError(BizCode.NotFound, '活动时段不存在');
    return { mission: found.mission, shift };
  }

  const filterOf = (q: MessageAudienceQuery) => ({
    missionId: q.missionId,
    timeId: q.timesInfoId,
    states: q.states,
  });

  async function assertUnderLimit(tx: Executor, districtId: number, now: Date) {
    await lockSenderDistrict(tx, districtId);
    const sent = await countSentSince(tx, districtId, new Date(now.getTime() - hourMs));
    if (sent.n < missionMessageHourlyLimit) return;
    const next = sent.earliest ? minuteOf(new Date(sent.earliest.getTime() + hourMs)) : null;
    throw new BizError(
      BizCode.TooManyAttempts,
      `本组织1小时内最多群发${missionMessageHourlyLimit}条消息，${next ? `请于${next.slice(11)}后再试` : '请稍后再试'}`,
    );
  }

  return {
    async audience(caller: Caller, q: MessageAudienceQuery): Promise<MessageAudience> {
      const scope = await loadStaffScope(db, caller);
      await target(db, scope, q);
      const people = await findAudience(db, filterOf(q));
      return {
        recipientCount: people.length,
        emailCount: people.filter((p) => p.email?.trim()).length,
      };
    },

    async send(
      caller: Caller,
      input: SendMissionMessageInput,
      ctx: RequestContext,
    ): Promise<SendMissionMessageResult> {
      const scope = await loadStaffScope(db, caller);
      const { mission, shift } = await target(db, scope, input);
      return db.transaction(async (tx) => {
        const now = clock.now();
        await assertUnderLimit(tx, scope.districtId, now);
        const people = await findAudience(tx, filterOf(input));
        if (people.length === 0)
          throw new BizError(BizCode.Conflict, '没有符合条件的接收人，消息未发送');
        const about = shift ? `（${shiftText(shift)}时段）` : '';
        const title = `活动通知：${mission.subject}`.slice(0, 100);
        await siteMessages.send(
          tx,
          people.map((p) => ({
            volunteerId: p.volunteerId,
            missionId: mission.id,
            title,
            content: `「${mission.subject}」${about}组织方通知：${input.content}`,
          })),
        );
        const mailed = people.filter((p) => p.email?.trim());
        await queueEmails(
          tx,
          mailed.map((p) => ({
            volunteerId: p.volunteerId,
            toAddress: p.email!.trim(),
            subject: title,
            body: `${p.name}，您好：\n\n您报名的活动「${mission.subject}」${about}的组织方发来通知：\n\n${input.content}\n\n发送人：${scope.districtName}\n\n志愿服务平台`,
          })),
        );
        const record = await insertMissionMessage(tx, {
          missionId: mission.id,
          timeId: shift?.id ?? null,
          shiftStart: shift?.startTime ?? null,
          shiftEnd: shift?.endTime ?? null,
          senderId: scope.accountId,
          senderName: scope.account.name,
          senderDistrictId: scope.districtId,
          states: [...input.states],
          content: input.content,
          recipientCount: people.length,
          emailCount: mailed.length,
          createdAt: now,
        });
        await insertAudit(tx, {
          ...staffAuditOf(scope, ctx),
          districtPath: mission.districtPath,
          action: 'mission.message.send',
          target: `${mission.subject}${about}`,
          detail: {
            missionId: mission.id,
            timeId: shift?.id ?? null,
            states: input.states.map((s) => messageAudienceLabels[s]),
            recipients: people.length,
            emails: mailed.length,
            messageId: record.id,
          },
        });
        return {
          messageId: String(record.id),
          recipientCount: people.length,
          emailCount: mailed.length,
        };
      });
    },

    async list(caller: Caller, q: MissionMessageListQuery): Promise<Page<MissionMessageRow>> {
      const scope = await loadStaffScope(db, caller);
      await target(db, scope, { missionId: q.missionId, states: [] });
      const page = await findMessagePage(db, q.missionId, q);
      return {
        list: page.list.map((m) => ({
          messageId: String(m.id),
          missionId: String(m.missionId),
          timesInfoId: m.timeId === null ? null : String(m.timeId),
          shiftStart: m.shiftStart?.toISOString() ?? null,
          shiftEnd: m.shiftEnd?.toISOString() ?? null,
          states: m.states as MissionMessageRow['states'],
          content: m.content,
          recipientCount: m.recipientCount,
          emailCount: m.emailCount,
          senderName: m.senderName,
          sentAt: m.createdAt.toISOString(),
        })),
        total: page.total,
      };
    },
  };
}
