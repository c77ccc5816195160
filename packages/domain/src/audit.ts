/**
 * What the audit log records, by action, with the name the console shows. One table for every
 * feature that writes an entry, so the console's filter and its column read the same words.
 */
export const auditActionNames = {
  // Sign-ins and the second factor
  'auth.login.success': '登录成功',
  'auth.login.failure': '登录失败',
  'auth.mfa.failure': '动态验证码错误',
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
  // Personal data shown in full
  'org.applicant.mobile': '查看报名人员手机号',
  'bankcard.reveal': '查看联名卡申请人敏感信息',
  // Exports
  'bankcard.export': '导出联名卡申请',
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
