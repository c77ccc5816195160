import { residentId } from './ids';
import { pendingDemoOrg } from './queues';

export const demoPassword = 'Zyz@2024pass';
export const demoWeakPassword = '12345678';

export interface DemoVolunteer {
  loginName: string;
  name: string;
  idCard: string;
  mobile: string;
  email: string;
  password: string;
  logoff: boolean;
  serviceMinutes: number;
  trainingMinutes: number;
  applyCount: number;
  /** Names of the nodes joined; the first is the main one. */
  memberOf: string[];
  note: string;
}

export const demoVolunteers: DemoVolunteer[] = [
  {
    loginName: 'zhangsan2024',
    name: '张三',
    idCard: residentId('440106', '19950815', '123'),
    mobile: '13800138000',
    email: 'zhangsan2024@example.com',
    password: demoPassword,
    logoff: false,
    serviceMinutes: 7530,
    trainingMinutes: 360,
    // The 22 past shifts of history.ts and the upcoming one of missions.ts.
    applyCount: 23,
    memberOf: ['广州市青年志愿者协会', '天河区志愿者联合会'],
    note: '普通志愿者，广州市青年志愿者协会成员，有服务时长',
  },
  {
    loginName: 'lisi2024weak',
    name: '李思',
    idCard: residentId('440304', '19980302', '246'),
    mobile: '13900139001',
    email: 'lisi2024@example.com',
    password: demoWeakPassword,
    logoff: false,
    // No history behind him: totals only ever come from final records.
    serviceMinutes: 0,
    trainingMinutes: 0,
    applyCount: 2,
    memberOf: ['深圳市义工联合会'],
    note: '弱密码，登录后须修改密码',
  },
  {
    loginName: 'wangwu2024off',
    name: '王五',
    idCard: residentId('440104', '19900101', '357'),
    mobile: '13700137002',
    email: 'wangwu2024@example.com',
    password: demoPassword,
    logoff: true,
    serviceMinutes: 0,
    trainingMinutes: 0,
    applyCount: 0,
    memberOf: ['越秀区志愿者联合会'],
    note: '已申请注销（冷静期）',
  },
];

export interface DemoOrgAccount {
  loginName: string;
  name: string;
  mobile: string;
  email: string;
  role: 'federation' | 'org';
  districtName: string;
  forceChangePwd: boolean;
  note: string;
}

export const demoOrgAccounts: DemoOrgAccount[] = [
  {
    loginName: 'gzqnzyz01',
    name: '陈晓燕',
    mobile: '13600136003',
    email: 'gzqnzyz@example.com',
    role: 'org',
    districtName: '广州市青年志愿者协会',
    forceChangePwd: false,
    note: '广州市青年志愿者协会组织账号',
  },
  {
    loginName: 'gdadmin01',
    name: '林志强',
    mobile: '13500135004',
    email: 'gdadmin@example.com',
    role: 'federation',
    districtName: '广东省志愿者联合会',
    forceChangePwd: false,
    note: '广东省志愿者联合会管理员',
  },
  {
    loginName: 'szforce01',
    name: '黄丽华',
    mobile: '13300133005',
    email: 'szforce@example.com',
    role: 'org',
    districtName: '深圳市义工联合会',
    forceChangePwd: true,
    note: '管理员要求修改密码（isForceChangePwd）',
  },
];

/** Rows of the table main.ts prints at start. */
export const demoAccountTable = [
  ...demoVolunteers.map((v) => ({
    类型: '志愿者',
    账号: v.loginName,
    手机号: v.mobile,
    密码: v.password,
    说明: v.note,
  })),
  ...demoOrgAccounts.map((o) => ({
    类型: '组织',
    账号: o.loginName,
    手机号: o.mobile,
    密码: demoPassword,
    说明: o.note,
  })),
  {
    类型: '组织（待审核）',
    账号: pendingDemoOrg.loginName,
    手机号: pendingDemoOrg.mobile,
    密码: demoPassword,
    说明: `${pendingDemoOrg.name}，注册申请待审核：天河区无工作人员，由广东省志愿者联合会（gdadmin01）审核`,
  },
];
