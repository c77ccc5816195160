import { formatMinutes } from '@zyz/domain';
import type { Executor } from '../../db/client';
import type { ServiceRecordRow } from '../../db/schema/index';
import type { SiteMessageSender } from '../site-message';
import { findMissionWithDistrict } from './publicity.repository';

async function nameOf(tx: Executor, record: ServiceRecordRow): Promise<string> {
  if (record.missionId === null) return record.title ?? '培训';
  return (await findMissionWithDistrict(tx, record.missionId))?.mission.subject ?? '志愿服务';
}

/** Tells the volunteer, in the objection's transaction, that their hours are held back. */
export async function tellObjected(
  tx: Executor,
  siteMessages: SiteMessageSender,
  record: ServiceRecordRow,
) {
  await siteMessages.send(tx, [
    {
      volunteerId: record.volunteerId,
      missionId: record.missionId,
      title: '服务时长收到异议',
      content: `您在「${await nameOf(tx, record)}」的服务时长（${formatMinutes(record.minutes)}）在公示期间收到异议，组织核实处理前暂不计入。`,
    },
  ]);
}

/** Tells the volunteer how the organiser decided, in the resolution's transaction. */
export async function tellResolved(
  tx: Executor,
  siteMessages: SiteMessageSender,
  record: ServiceRecordRow,
  outcome: { decision: 'uphold' | 'dismiss'; minutes?: number; note: string },
) {
  const result =
    outcome.decision === 'dismiss'
      ? '经核实异议不成立，该时长将在公示期满后计入'
      : outcome.minutes === undefined
        ? '经核实异议成立，该时长已作废'
        : `经核实已更正为${formatMinutes(outcome.minutes)}，将在公示期满后计入`;
  await siteMessages.send(tx, [
    {
      volunteerId: record.volunteerId,
      missionId: record.missionId,
      title: '服务时长异议处理结果',
      content: `您在「${await nameOf(tx, record)}」的服务时长异议已处理：${result}。说明：${outcome.note}`,
    },
  ]);
}
