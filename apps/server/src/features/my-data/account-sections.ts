import { formatMinutes, joinStateLabels, type JoinState, type UserDistrict } from '@zyz/domain';
import type { CsvCell } from '../../lib/csv';
import { at } from './activity-sections';
import { table, type RowOf, type Section } from './data-archive';
import type {
  findAllCertificates,
  findAllJoins,
  findAllMessages,
  findAllSessions,
  findIssuedDonationCertificates,
} from './my-account.repository';

interface CertificateLine {
  kind: string;
  number: string | null;
  content: string;
  issuer: string | null;
  issuedAt: Date | null;
}

const donated = (d: RowOf<typeof findIssuedDonationCertificates>) =>
  d.kind === 'money'
    ? `${d.donatedOn} 捐款 ${((d.amountFen ?? 0) / 100).toFixed(2)} 元`
    : `${d.donatedOn} 捐赠 ${d.goodsName ?? ''} ${d.goodsQuantity ?? ''}`.trimEnd();

/** Time certificates and issued donation certificates; their verification codes stay out. */
export function certificatesSection(
  time: RowOf<typeof findAllCertificates>[],
  donations: RowOf<typeof findIssuedDonationCertificates>[],
): Section {
  const lines: CertificateLine[] = [
    ...time.map((c) => ({
      kind: '志愿服务时长证明',
      number: c.number,
      content: `${c.beginDate} 至 ${c.endDate}，共${formatMinutes(c.totalMinutes)}`,
      issuer: c.issuer,
      issuedAt: c.issuedAt,
    })),
    ...donations.map((d) => ({
      kind: '捐赠证书',
      number: d.number,
      content: d.orgName ? `${donated(d)}（受赠组织：${d.orgName}）` : donated(d),
      issuer: d.issuer,
      issuedAt: d.issuedAt,
    })),
  ];
  return table(
    '证书',
    {
      类型: (c) => c.kind,
      编号: (c) => c.number,
      内容: (c) => c.content,
      开具单位: (c) => c.issuer,
      开具时间: (c) => at(c.issuedAt),
    },
    lines,
  );
}

interface OrgLine {
  what: string;
  name: string;
  path: string | null;
  state: string;
  isMain: boolean | null;
  appliedAt: Date | null;
  settledAt: Date | string | null;
  reason: string | null;
}

const when = (d: Date | string | null): CsvCell =>
  d === null ? null : at(typeof d === 'string' ? new Date(d) : d);

/** Where the volunteer is a member now, then every request to join and how it ended. */
export function organisationsSection(
  memberships: UserDistrict[],
  joins: RowOf<typeof findAllJoins>[],
): Section {
  const lines: OrgLine[] = [
    ...memberships.map((m) => ({
      what: '所属组织',
      name: m.districtName,
      path: m.districtPath,
      state: '已加入',
      isMain: m.isMain,
      appliedAt: null,
      settledAt: m.joinedAt,
      reason: null,
    })),
    ...joins.map((j) => ({
      what: '加入申请',
      name: j.orgName,
      path: null,
      state: joinStateLabels[j.state as JoinState] ?? j.state,
      isMain: null,
      appliedAt: j.appliedAt,
      settledAt: j.decidedAt,
      reason: j.reason,
    })),
  ];
  return table(
    '组织',
    {
      类型: (l) => l.what,
      组织名称: (l) => l.name,
      组织层级: (l) => l.path,
      状态: (l) => l.state,
      主组织: (l) => (l.isMain === null ? null : l.isMain ? '是' : '否'),
      申请时间: (l) => at(l.appliedAt),
      加入或处理时间: (l) => when(l.settledAt),
      说明: (l) => l.reason,
    },
    lines,
  );
}

export const messagesSection = (rows: RowOf<typeof findAllMessages>[]): Section =>
  table(
    '消息',
    {
      标题: (r) => r.title,
      内容: (r) => r.content,
      相关活动: (r) => r.subject,
      收到时间: (r) => at(r.createdAt),
      阅读时间: (r) => at(r.readAt),
    },
    rows,
  );

export const sessionsSection = (rows: RowOf<typeof findAllSessions>[]): Section =>
  table(
    '登录记录',
    {
      登录时间: (r) => at(r.createdAt),
      有效期至: (r) => at(r.expiresAt),
      退出或失效时间: (r) => at(r.revokedAt),
      IP地址: (r) => r.ip,
      浏览器与设备: (r) => r.userAgent,
    },
    rows,
  );
