import type { RouteObject } from 'react-router';
import { meta } from '../route-meta';
import { page, pendingRoute, requireSlugPrefix } from './lazy-page';

const slugRoute = (
  path: string,
  name: string,
  title: string,
  prefixes: Record<string, string>,
): RouteObject => ({ ...pendingRoute(path, name, title), loader: requireSlugPrefix(prefixes) });

/** The public content of spec §2: menu sections and their sub-pages. */
export const publicRoutes: RouteObject[] = [
  {
    index: true,
    handle: meta('Home', '首页', { sort: 1 }),
    lazy: page(() => import('../../pages/home')),
  },
  {
    path: 'mission',
    handle: meta('mission', '志愿活动', { sort: 2, keepAlive: true }),
    // The kept-alive page is rendered by the layout; the route only loads its chunk.
    lazy: async () => {
      await import('../../pages/mission');
      return { Component: () => null };
    },
  },
  {
    path: 'mission/:slug',
    handle: meta('missionDetail', '活动详情'),
    loader: requireSlugPrefix({ 'detail-': '' }),
    lazy: page(() => import('../../pages/mission-detail')),
  },
  {
    path: 'mission/search',
    handle: meta('missionSearch', '活动搜索'),
    lazy: page(() => import('../../pages/mission-search')),
  },
  {
    path: 'mission/search-tab',
    handle: meta('missionSearchTab', '活动分类搜索'),
    lazy: page(() => import('../../pages/mission-search-tab')),
  },
  {
    path: 'mission/search-org-list',
    handle: meta('missionSearchOrgList', '组织搜索'),
    lazy: page(() => import('../../pages/mission-search-org-list')),
  },
  {
    path: 'mission/summary',
    handle: meta('missionSummary', '活动总结'),
    lazy: page(() => import('../../pages/mission-summary')),
  },
  pendingRoute('organization', 'organization', '志愿组织', { sort: 3 }),
  pendingRoute('organization/details', 'organizationDetails', '组织详情'),
  {
    path: 'publicity',
    handle: meta('publicity', '时长公示', { sort: 4 }),
    lazy: page(() => import('../../pages/publicity')),
  },
  {
    path: 'publicity/:id',
    handle: meta('publicityDetail', '时长公示详情'),
    lazy: page(() => import('../../pages/publicity-detail')),
  },
  pendingRoute('card', 'card', '志愿者证', { sort: 5 }),
  pendingRoute('card/download', 'cardDownload', '志愿者证下载'),
  pendingRoute('donation', 'donation', '捐赠证书', { sort: 6 }),
  pendingRoute('help', 'help', '帮助中心', { sort: 7 }),
  pendingRoute('article', 'article', '新闻资讯'),
  // '/article/article-{pageno}' and '/article/summary-{pageno}' share one segment shape.
  slugRoute('article/:slug', 'articleDetail', '文章详情', {
    'article-': '',
    'summary-': '活动总结',
  }),
  pendingRoute('change-password/1', 'changePassword-volunteer', '找回密码（志愿者）'),
  pendingRoute('change-password/2', 'changePassword-organization', '找回密码（组织）'),
  ...[1, 2, 3, 4].map((step) =>
    pendingRoute(`get-started/step-${step}`, `getStarted-step${step}`, '新手指引'),
  ),
  { path: 'zs', handle: meta('zs', '时长证明'), lazy: page(() => import('../../pages/zs')) },
  {
    path: 'attendance/scan',
    handle: meta('attendanceScan', '签到签退'),
    lazy: page(() => import('../../pages/attendance-scan')),
  },
  pendingRoute('version-updating', 'versionUpdating', '版本更新'),
  pendingRoute('volunteerCard/success', 'VolunteerCardSuccess', '志愿者卡申请成功'),
  pendingRoute('volunteerCard/needToKnow', 'VolunteerCardNeedToKnow', '志愿者卡申请须知'),
  pendingRoute('volunteerCard/IndividualInfo', 'VolunteerCardIndividualInfo', '确认个人信息'),
  pendingRoute('volunteerCard/chooseCard', 'VolunteerCardChooseCard', '注册申请志愿者卡'),
  pendingRoute('volunteerCard/CreditCard', 'VolunteerCardCreditCard', '注册申请志愿者卡'),
  pendingRoute('volunteerCard/debitCard', 'VolunteerCardDebitCard', '注册申请志愿者卡'),
];
