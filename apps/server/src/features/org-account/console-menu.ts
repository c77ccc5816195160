import type { MenuNode } from '@zyz/domain';

// The console's side menu as data, for tools that read leftMenu. It follows
// apps/admin/src/app/layouts/side-menu.tsx group for group and rule for rule; change both
// together. Paths are the console's, under /admin.

export interface MenuViewer {
  /** org_accounts.role: 'federation' | 'org' | 'operator'. */
  accountRole: string;
  /** The node's level (1 province … 4 organisation). */
  level: number;
}

type MenuLeaf = MenuNode['children'][number];

const leaf = (menuCode: string, menuName: string, path: string): MenuLeaf & MenuNode => ({
  menuCode,
  menuName,
  url: `/admin${path}`,
  children: [],
});
const group = (menuCode: string, menuName: string, children: MenuLeaf[]): MenuNode => ({
  menuCode,
  menuName,
  url: '',
  children,
});

export function buildConsoleMenu({ accountRole, level }: MenuViewer): MenuNode[] {
  const isAdmin = accountRole !== 'operator';
  const isFederationNode = level < 4;
  // Site content, the outbox and bank cards: a federation's admin (the province's for the last two).
  const isFederationAdmin = accountRole === 'federation';
  const isProvincial = isFederationAdmin && level === 1;
  const org = group('org', '组织管理', [
    leaf('org-profile', '组织资料', '/org/profile'),
    leaf('org-members', '成员管理', '/org/members'),
    ...(isFederationNode ? [leaf('org-review', '组织注册审核', '/org/review')] : []),
    ...(isAdmin ? [leaf('org-staff', '工作人员', '/org/staff')] : []),
  ]);
  // Every node's admins read their own log (a federation's, its subtree's).
  const auditLog = isAdmin ? [leaf('audit-log', '审计日志', '/audit-log')] : [];
  const federation = isFederationAdmin
    ? [
        group('cms', '网站内容', [
          leaf('cms-banners', '轮播图管理', '/cms/banners'),
          leaf('cms-announcements', '公告管理', '/cms/announcements'),
          leaf('cms-site', '站点设置', '/cms/site'),
          leaf('cms-articles', '新闻管理', '/cms/articles'),
          leaf('cms-help', '帮助中心', '/cms/help'),
        ]),
        ...(isProvincial
          ? [
              leaf('outbox', '短信/邮件发件箱', '/outbox'),
              leaf('bank-cards', '联名卡申请', '/bankCards'),
            ]
          : []),
      ]
    : [];
  return [
    leaf('dashboard', '工作台', '/dashboard'),
    group('mission', '活动管理', [
      leaf('mission-list', '活动列表', '/mission/list'),
      leaf('mission-new', '新建活动', '/mission/new'),
    ]),
    group('hours', '时长管理', [
      leaf('hours-objections', '时长异议处理', '/hours/objections'),
      leaf('hours-training', '培训时长', '/hours/training'),
    ]),
    leaf('donations', '捐赠管理', '/donation/list'),
    org,
    ...auditLog,
    ...federation,
    group('personal-center', '个人中心', [
      leaf('my-info', '我的信息', '/personalCenter/myInfo'),
      leaf('change-password', '修改密码', '/personalCenter/change_password'),
    ]),
  ];
}
