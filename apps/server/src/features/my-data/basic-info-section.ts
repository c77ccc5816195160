import {
  chinaWallClock,
  educationLabels,
  politicalStatusLabels,
  professionLabels,
  serviceIntentionLabels,
  skillLabels,
  type VolunteerInfo,
  type VolunteerProfile,
} from '@zyz/domain';
import type { Section } from './data-archive';

const labelOf = (labels: Record<string, string>, code: string | null) =>
  code === null ? null : (labels[code] ?? code);

const genders: Record<string, string> = { M: '男', F: '女' };

/**
 * The account as the owner's own pages show it, from the same services: the mobile in full,
 * the resident ID masked (the platform never sends it back whole, not even to its owner). A
 * minor's guardian is another person, so only whether one is on record is said.
 */
export function basicInfoSection(info: VolunteerInfo, profile: VolunteerProfile): Section {
  const u = info.users;
  return {
    name: '基本信息',
    kind: 'record',
    fields: [
      ['姓名', u.name],
      ['账号名', u.userName],
      ['志愿者编号', u.volunteerNo],
      ['身份证号（打码）', u.idCardCode],
      ['手机号码', u.mobile],
      ['邮箱', u.email],
      ['性别', u.gender ? (genders[u.gender] ?? null) : null],
      ['出生日期', u.birthDay],
      ['头像', u.avatar],
      ['注册时间', chinaWallClock(u.registeredAt)],
      ['所在地区', profile.regionName],
      ['政治面貌', labelOf(politicalStatusLabels, profile.politicalStatus)],
      ['学历', labelOf(educationLabels, profile.education)],
      ['职业', labelOf(professionLabels, profile.profession)],
      ['个人技能', profile.skills.map((c) => labelOf(skillLabels, c)).join('、')],
      [
        '服务意向',
        profile.serviceIntentions.map((c) => labelOf(serviceIntentionLabels, c)).join('、'),
      ],
      ['监护人', profile.guardianName ? '已登记' : '未登记'],
      ['服务时长（小时）', info.serviceTimeBD],
      ['培训时长（小时）', info.trainingTimeBD],
      ['星级', u.starLevel],
      ['账号状态', u.logoffSate === 'true' ? '注销冷静期' : '正常'],
    ],
  };
}
