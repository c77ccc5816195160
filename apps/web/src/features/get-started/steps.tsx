import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Steps } from 'antd';
import {
  CalendarOutlined,
  ClockCircleOutlined,
  TeamOutlined,
  UserAddOutlined,
} from '@ant-design/icons';
import { paths } from '../../lib/paths';
import { useMinWidth } from '../../lib/use-min-width';

export interface Step {
  title: string;
  icon: ReactNode;
  points: string[];
  action: { label: string; to: string };
}

export const steps: Step[] = [
  {
    title: '注册志愿者',
    icon: <UserAddOutlined />,
    points: [
      '使用本人手机号和居民身份证号实名注册，一人只能注册一个账号。',
      '密码需8至20位，同时包含大写字母、小写字母和数字。',
      '注册后可用用户名、手机号或身份证号登录。',
    ],
    action: { label: '去注册', to: paths.registered },
  },
  {
    title: '加入志愿组织',
    icon: <TeamOutlined />,
    points: [
      '在“志愿组织”中按地区或名称找到身边的组织，查看它的活动和服务时长。',
      '点击“申请加入”，组织审核通过后即成为成员。',
      '加入组织后，报名该组织的活动会优先看到推荐。',
    ],
    action: { label: '浏览志愿组织', to: paths.organization },
  },
  {
    title: '报名志愿活动',
    icon: <CalendarOutlined />,
    points: [
      '在“志愿活动”中按服务类别、地区和时间筛选正在招募的活动。',
      '选择合适的时段报名，等待组织确认；名额满时可以候补。',
      '报名后可在“个人中心 - 我的活动”查看状态或取消报名。',
    ],
    action: { label: '找活动', to: paths.mission },
  },
  {
    title: '签到记录时长',
    icon: <ClockCircleOutlined />,
    points: [
      '活动当天扫描组织出示的二维码签到、签退，系统按时段记录服务时长。',
      '时长先经过公示期，无异议后计入个人累计时长。',
      '可在“时长公示”查看公示情况，在个人中心下载时长证明。',
    ],
    action: { label: '查看时长公示', to: paths.publicity },
  },
];

/** The four steps, each a way to its page. */
export function GetStartedSteps({ current }: { current: number }) {
  const navigate = useNavigate();
  // Phone first: a column until the width is known (the server draws for every width).
  const isDesk = useMinWidth('md') ?? false;
  return (
    <Steps
      current={current}
      onChange={(index) => void navigate(paths.getStartedStep(index + 1))}
      orientation={isDesk ? 'horizontal' : 'vertical'}
      items={steps.map((s) => ({ title: s.title, icon: s.icon }))}
    />
  );
}
