import { Tour, type TourProps } from 'antd';

const target = (name: string) => () =>
  document.querySelector<HTMLElement>(`[data-tour="${name}"]`) ?? document.body;

const steps: TourProps['steps'] = [
  {
    title: '搜索志愿活动',
    description: '输入关键词，查找您身边的志愿活动和志愿组织。',
    target: target('search'),
  },
  {
    title: '平台数据',
    description: '全省注册志愿者、志愿服务组织、活动和累计服务时长，实时更新。',
    target: target('stats'),
  },
  {
    title: '快捷入口',
    description: '志愿活动、组织、时长公示、志愿者证等常用功能都在这里。',
    target: target('tiles'),
  },
  {
    title: '通知公告',
    description: '平台的最新通知会在这里发布，点击标题查看全文。',
    target: target('announcements'),
  },
  {
    title: '服务时长排行',
    description: '查看本月和累计服务时长最多的志愿者。',
    target: target('ranking'),
  },
];

/**
 * The Home guide, on its own chunk so only those who ask download it. No mask: the header, the
 * menu and the page stay usable while it points at things.
 */
export default function HomeTour({ open, onClose }: { open: boolean; onClose: () => void }) {
  return <Tour open={open} mask={false} onClose={onClose} onFinish={onClose} steps={steps} />;
}
