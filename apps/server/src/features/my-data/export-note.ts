import { chinaWallClock } from '@zyz/domain';
import type { Section } from './data-archive';

const contents: Record<string, string> = {
  基本信息: '账号、实名信息、个人资料与时长合计',
  报名与审核: '每一次活动报名及组织的审核结果（含您从列表中删除的报名）',
  签到签退: '每个时段的签到、签退时间与方式，以及扫码时与服务地点的距离',
  服务记录与公示: '志愿服务时长记录及其公示状态',
  培训: '组织为您录入的培训时长',
  证书: '已开具的志愿服务时长证明和捐赠证书',
  评价: '您对活动的评价，以及组织对您的评价',
  组织: '您所属的组织和加入组织的申请',
  消息: '平台发给您的站内消息',
  登录记录: '仍保存在平台上的登录记录：时间、IP 地址和浏览器',
};

/** 说明.txt: what each file holds and what the copy leaves out, and why. */
export function exportNote(sections: readonly Section[], at: Date): string {
  const lines = [
    '个人信息副本',
    '',
    `这是您在本平台的个人信息副本（依据《个人信息保护法》第四十五条），生成于 ${chinaWallClock(at)}（北京时间）。`,
    '每一部分都有 JSON（便于程序读取）和 CSV（可用 Excel 打开）两种格式，内容相同。',
    '',
    ...sections.map((s) => `${s.name}：${contents[s.name] ?? ''}`),
    '',
    '请注意：',
    '1. 文件中的时间均为北京时间。',
    '2. 身份证号与个人中心一致，打码显示；平台不会传出完整的身份证号。',
    '3. 监护人、审核人、评价人等他人的个人信息不在副本中。',
    '4. 密码、登录凭证和证书查验码不在副本中。',
    '5. 副本包含您的个人信息，请妥善保管，不要转发给他人。',
  ];
  return `${lines.join('\r\n')}\r\n`;
}
