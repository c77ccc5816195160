import { Menu, type MenuProps } from 'antd';
import {
  AuditOutlined,
  ClockCircleOutlined,
  CreditCardOutlined,
  DashboardOutlined,
  FlagOutlined,
  MailOutlined,
  GiftOutlined,
  GlobalOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../lib/paths';
import { useMyInfo } from '../../features/account/api/get-my-info';
import { useOrgProfile } from '../../features/org/api/org-profile';

const personalCenterKey = 'personalCenter';
const missionKey = 'mission';
const hoursKey = 'hours';
const cmsKey = 'cms';
const orgKey = 'org';

// Only screens that exist are listed; later features add their own groups here.
const items: MenuProps['items'] = [
  { key: paths.dashboard, icon: <DashboardOutlined />, label: '工作台' },
  {
    key: missionKey,
    icon: <FlagOutlined />,
    label: '活动管理',
    children: [
      { key: paths.missionList, label: '活动列表' },
      { key: paths.missionNew, label: '新建活动' },
    ],
  },
  {
    key: hoursKey,
    icon: <ClockCircleOutlined />,
    label: '时长管理',
    children: [
      { key: paths.hoursObjections, label: '时长异议处理' },
      { key: paths.hoursTraining, label: '培训时长' },
    ],
  },
  { key: paths.donations, icon: <GiftOutlined />, label: '捐赠管理' },
  {
    key: personalCenterKey,
    icon: <UserOutlined />,
    label: '个人中心',
    children: [
      { key: paths.myInfo, label: '我的信息' },
      { key: paths.changePassword, label: '修改密码' },
      { key: paths.twoFactor, label: '两步验证' },
    ],
  },
];

// Site content belongs to federation nodes: only their staff see the group.
const cmsItem = {
  key: cmsKey,
  icon: <GlobalOutlined />,
  label: '网站内容',
  children: [
    { key: paths.cmsBanners, label: '轮播图管理' },
    { key: paths.cmsAnnouncements, label: '公告管理' },
    { key: paths.cmsSiteSettings, label: '站点设置' },
    { key: paths.cmsArticles, label: '新闻管理' },
    { key: paths.cmsHelp, label: '帮助中心' },
  ],
};

/** 组织管理: staff are the organisation admin's; the review queue a federation's. */
function orgItem(isAdmin: boolean, isFederation: boolean) {
  return {
    key: orgKey,
    icon: <TeamOutlined />,
    label: '组织管理',
    children: [
      { key: paths.orgProfile, label: '组织资料' },
      { key: paths.orgMembers, label: '成员管理' },
      ...(isFederation ? [{ key: paths.orgReview, label: '组织注册审核' }] : []),
      ...(isAdmin ? [{ key: paths.orgStaff, label: '工作人员' }] : []),
    ],
  };
}

// Every node's admins read their own log (a federation's, its subtree's).
const auditLogItem = { key: paths.auditLog, icon: <AuditOutlined />, label: '审计日志' };
const outboxItem = { key: paths.outbox, icon: <MailOutlined />, label: '短信/邮件发件箱' };
const bankCardItem = { key: paths.bankCards, icon: <CreditCardOutlined />, label: '联名卡申请' };

interface SideMenuProps {
  isCollapsed: boolean;
  /** Called after an entry is chosen (the phone's drawer closes). */
  onNavigate?: () => void;
}

export function SideMenu({ isCollapsed, onNavigate }: SideMenuProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const myInfo = useMyInfo();
  const orgProfile = useOrgProfile();
  // The groups depend on the role and the organisation: drawn once both are known (or failed),
  // not item by item as they arrive, which moved the entries under a pointer about to click.
  if (myInfo.isPending || orgProfile.isPending) return null;
  const me = myInfo.data;
  const isFederation = me?.role === 'federation';
  // The outbox holds every code of the province: its federation's staff only.
  const isProvincial = isFederation && me?.district.level === 1;
  const profile = orgProfile.data;
  const isAdmin = profile?.myRole === 'admin';
  const base = [
    ...(items ?? []).slice(0, -1),
    orgItem(isAdmin, profile?.isFederation ?? false),
    ...(isAdmin ? [auditLogItem] : []),
    ...(items ?? []).slice(-1),
  ];
  const federationItems = [cmsItem, ...(isProvincial ? [outboxItem, bankCardItem] : [])];
  const shown = isFederation ? [...base.slice(0, -1), ...federationItems, ...base.slice(-1)] : base;
  return (
    <Menu
      theme="dark"
      mode="inline"
      items={shown}
      selectedKeys={[pathname]}
      // Folded menus show submenus as pop-ups; forcing them open there would float them.
      defaultOpenKeys={isCollapsed ? [] : [missionKey, hoursKey, cmsKey, orgKey, personalCenterKey]}
      onClick={({ key }) => {
        void navigate(key);
        onNavigate?.();
      }}
      data-testid="side-menu"
    />
  );
}
