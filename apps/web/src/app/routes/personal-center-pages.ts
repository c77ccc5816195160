/**
 * Personal center children in menu order. A module of its own, so the layout's menu and the
 * route table (which loads that layout) read it without importing each other.
 */
export const personalCenterPages = [
  { path: 'personalInfo', title: '个人信息' },
  { path: 'myMessage', title: '我的消息' },
  { path: 'myMission', title: '志愿者日程' },
  { path: 'serviceRecord', title: '服务记录' },
  { path: 'myCollection', title: '我的收藏' },
  { path: 'volunteerCard', title: '志愿者卡申请' },
  { path: 'certificate', title: '捐赠证书' },
  { path: 'timeCate', title: '时长证明' },
  { path: 'evaluation', title: '活动评价' },
  { path: 'receiveComments', title: '收到的评价' },
  { path: 'subtract', title: '安全设置' },
] as const;
