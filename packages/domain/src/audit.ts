import { z } from 'zod';
import { parseDateOnly } from './certificate';
import { pageQuerySchema } from './envelope';
import { optionalField } from './schema-helpers';
import { TokenKind } from './user-type';

/**
 * What the audit log records, by action, with the name the console shows. One table for every
 * feature that writes an entry, so the console's filter and its column read the same words.
 */
export const auditActionNames = {
  // Sign-ins and the second factor
  'auth.login.success': '登录成功',
  'auth.login.failure': '登录失败',
  'auth.mfa.failure': '动态验证码错误',
  'mfa.setup': '生成两步验证密钥',
  'mfa.enable': '开启两步验证',
  'mfa.disable': '关闭两步验证',
  'mfa.reset': '重置他人两步验证',
  'mfa.recoveryCode.use': '使用恢复码登录',
  // Passwords
  'password.change': '修改密码',
  'password.reset': '重置密码',
  'password.recover': '找回密码',
  // Organisations and their staff
  'org.register': '提交组织注册',
  'org.approve': '审核通过组织注册',
  'org.reject': '驳回组织注册',
  'org.profile.update': '修改组织资料',
  'org.staff.create': '新增工作人员',
  'org.staff.role': '修改工作人员角色',
  'org.staff.disable': '停用工作人员',
  'org.staff.enable': '启用工作人员',
  'org.staff.resetPassword': '重置工作人员密码',
  'org.staff.operatorInvite': '邀请志愿者担任管理员',
  'org.staff.operatorAccept': '志愿者接受管理员邀请',
  'org.join.approve': '同意加入组织',
  'org.join.reject': '拒绝加入组织',
  // Reviews of applications
  'mission.applicant.accept': '录用报名人员',
  'mission.applicant.reject': '不录用报名人员',
  // Messages to a mission's people
  'mission.message.send': '群发活动消息',
  'bankcard.approve': '审核通过联名卡申请',
  'bankcard.reject': '驳回联名卡申请',
  'bankcard.redo': '要求重新上传联名卡证件照',
  // Hours entered or corrected by staff
  'attendance.signIn': '补录签到',
  'attendance.signOut': '补录签退',
  'attendance.correct': '更正签到签退时间',
  'hours.training.add': '录入培训时长',
  'hours.objection.uphold': '时长异议成立',
  'hours.objection.dismiss': '时长异议不成立',
  // Personal data shown in full
  'org.applicant.mobile': '查看报名人员手机号',
  'bankcard.reveal': '查看联名卡申请人敏感信息',
  'bankcard.photo': '查看联名卡申请人身份证照片',
  // Exports
  'bankcard.export': '导出联名卡申请',
  'mission.applicant.export': '导出报名人员',
  'attendance.export': '导出签到签退名单',
  'dashboard.export': '导出工作台统计',
  'account.exportData': '下载本人数据',
  // Volunteers' own accounts
  'volunteer.register': '志愿者注册',
  'account.logoff.apply': '申请注销账号',
  'account.logoff.cancel': '撤销注销申请',
  'account.logoff.anonymise': '注销账号（清除个人信息）',
} as const;

export type AuditAction = keyof typeof auditActionNames;

/** The console's name of an action, or the action itself for one this table does not know. */
export function auditActionName(action: string): string {
  return (auditActionNames as Record<string, string>)[action] ?? action;
}

// The audit log as staff read it (GET /manage/pc/audit/list): their subtree's entries,
// newest first, by actor, action and China calendar days.

const auditActions = Object.keys(auditActionNames) as [AuditAction, ...AuditAction[]];

const dayField = (field: string) =>
  optionalField(
    z
      .string()
      .trim()
      .refine((v) => parseDateOnly(v) !== null, `${field}格式不正确，应为 YYYY-MM-DD`),
  );

export const auditListQuerySchema = pageQuerySchema
  .extend({
    /** Exact: a console account's login name or name, or a volunteer's number (GD…). */
    operator: optionalField(z.string().trim().max(64, '操作人不能超过64个字')),
    action: optionalField(z.enum(auditActions, { error: '操作类型不正确' })),
    /** China calendar days, both included. */
    beginDate: dayField('开始日期'),
    endDate: dayField('结束日期'),
  })
  .refine((q) => !q.beginDate || !q.endDate || q.beginDate <= q.endDate, {
    message: '开始日期不能晚于结束日期',
    path: ['endDate'],
  });
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;

export const auditListRowSchema = z.object({
  id: z.string(),
  /** ISO 8601 instant. */
  at: z.string(),
  /** Null for the platform's own acts (e.g. the logoff job). */
  actorKind: z.enum([TokenKind.Volunteer, TokenKind.Org]).nullable(),
  /** A console account's name; a volunteer's masked as elsewhere in the console. */
  actorName: z.string(),
  /** A console account's login name; a volunteer's number (GD…). */
  actorLoginName: z.string(),
  action: z.string(),
  actionName: z.string(),
  target: z.string().nullable(),
  ip: z.string().nullable(),
  reason: z.string().nullable(),
});
export type AuditListRow = z.infer<typeof auditListRowSchema>;
