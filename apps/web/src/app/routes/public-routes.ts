import type { RouteObject } from 'react-router';
import { loadMissionPage } from '../layouts/mission-page-module';
import { homeData } from '../../pages/home.data';
import { missionDetailData } from '../../pages/mission-detail.data';
import { missionData } from '../../pages/mission.data';
import { articleData } from '../../pages/article.data';
import { articleDetailData } from '../../pages/article-detail.data';
import { helpData } from '../../pages/help.data';
import { organizationData } from '../../pages/organization.data';
import { organizationDetailsData } from '../../pages/organization-details.data';
import { publicityData } from '../../pages/publicity.data';
import { publicityDetailData } from '../../pages/publicity-detail.data';
import { zsData } from '../../pages/zs.data';
import { meta } from '../route-meta';
import { page, requireSlugPrefix } from './lazy-page';
import { volunteerCardPublicRoutes } from './volunteer-card-routes';

/** The public content of spec §2: menu sections and their sub-pages. */
export const publicRoutes: RouteObject[] = [
  {
    index: true,
    handle: meta('Home', '首页', { sort: 1, data: homeData }),
    lazy: page(() => import('../../pages/home')),
  },
  {
    path: 'mission',
    handle: meta('mission', '志愿活动', { sort: 2, keepAlive: true, data: missionData }),
    // The kept-alive page is rendered by the layout; the route only loads its chunk.
    lazy: async () => {
      await loadMissionPage();
      return { Component: () => null };
    },
  },
  {
    path: 'mission/:slug',
    handle: meta('missionDetail', '活动详情', { data: missionDetailData }),
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
  {
    path: 'organization',
    handle: meta('organization', '志愿组织', { sort: 3, data: organizationData }),
    lazy: page(() => import('../../pages/organization')),
  },
  {
    path: 'organization/details',
    handle: meta('organizationDetails', '组织详情', { data: organizationDetailsData }),
    lazy: page(() => import('../../pages/organization-details')),
  },
  {
    path: 'publicity',
    handle: meta('publicity', '时长公示', { sort: 4, data: publicityData }),
    lazy: page(() => import('../../pages/publicity')),
  },
  {
    path: 'publicity/:id',
    handle: meta('publicityDetail', '时长公示详情', { data: publicityDetailData }),
    lazy: page(() => import('../../pages/publicity-detail')),
  },
  {
    path: 'card',
    handle: meta('card', '志愿者证', { sort: 5 }),
    lazy: page(() => import('../../pages/card')),
  },
  {
    path: 'card/download',
    handle: meta('cardDownload', '志愿者证下载'),
    lazy: page(() => import('../../pages/card-download')),
  },
  {
    path: 'donation',
    handle: meta('donation', '捐赠证书', { sort: 6 }),
    lazy: page(() => import('../../pages/donation')),
  },
  {
    path: 'help',
    handle: meta('help', '帮助中心', { sort: 7, data: helpData }),
    lazy: page(() => import('../../pages/help')),
  },
  {
    path: 'article',
    handle: meta('article', '新闻资讯', { data: articleData }),
    lazy: page(() => import('../../pages/article')),
  },
  // '/article/article-{pageno}' and '/article/summary-{pageno}' share one segment shape.
  {
    path: 'article/:slug',
    handle: meta('articleDetail', '文章详情', { data: articleDetailData }),
    loader: requireSlugPrefix({ 'article-': '', 'summary-': '活动总结' }),
    lazy: page(() => import('../../pages/article-detail')),
  },
  {
    path: 'change-password/1',
    handle: meta('changePassword-volunteer', '找回密码（志愿者）'),
    lazy: page(() => import('../../pages/recover-password-volunteer')),
  },
  {
    path: 'change-password/2',
    handle: meta('changePassword-organization', '找回密码（组织）'),
    lazy: page(() => import('../../pages/recover-password-organization')),
  },
  ...[1, 2, 3, 4].map((step): RouteObject => ({
    path: `get-started/step-${step}`,
    // Nothing to fetch: the guide is in its code.
    handle: meta(`getStarted-step${step}`, '新手指引', { data: () => [] }),
    lazy: page(() => import('../../pages/get-started')),
  })),
  {
    path: 'zs',
    handle: meta('zs', '时长证明', { data: zsData }),
    lazy: page(() => import('../../pages/zs')),
  },
  {
    path: 'attendance/scan',
    handle: meta('attendanceScan', '签到签退'),
    lazy: page(() => import('../../pages/attendance-scan')),
  },
  {
    path: 'version-updating',
    handle: meta('versionUpdating', '版本更新'),
    lazy: page(() => import('../../pages/version-updating')),
  },
  ...volunteerCardPublicRoutes,
];
