import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, redirect } from 'react-router';
import { RootShell } from './layouts/root-shell';
import { DeskLayout } from './layouts/desk-layout';
import { RequireOrgSession } from './require-org-session';
import { RouteError } from './route-error';
import { PageLoading } from './page-loading';
import { consoleBase, paths } from '../lib/paths';
import type { RouteHandle } from './route-handle';

type PageModule = { default: ComponentType };

/** Pages load on first visit; the route waits (progress bar running) instead of flashing. */
const page = (load: () => Promise<PageModule>) => async () => ({
  Component: (await load()).default,
});

const handle = (title: string): RouteHandle => ({ title });

export const router = createBrowserRouter(
  [
    {
      element: <RootShell />,
      errorElement: <RouteError />,
      // The first page's code is still loading when the app starts.
      hydrateFallbackElement: <PageLoading />,
      children: [
        { path: paths.login, lazy: page(() => import('../pages/login')), handle: handle('登录') },
        {
          element: (
            <RequireOrgSession>
              <DeskLayout />
            </RequireOrgSession>
          ),
          children: [
            { index: true, element: <Navigate to={paths.dashboard} replace /> },
            {
              path: paths.dashboard,
              lazy: page(() => import('../pages/dashboard')),
              handle: handle('工作台'),
            },
            {
              path: 'personalCenter',
              handle: handle('个人中心'),
              children: [
                { index: true, element: <Navigate to={paths.myInfo} replace /> },
                {
                  path: paths.myInfo,
                  lazy: page(() => import('../pages/my-info')),
                  handle: handle('我的信息'),
                },
                {
                  path: paths.changePassword,
                  lazy: page(() => import('../pages/change-password')),
                  handle: handle('修改密码'),
                },
                {
                  path: paths.twoFactor,
                  lazy: page(() => import('../pages/two-factor')),
                  handle: handle('两步验证'),
                },
              ],
            },
            {
              path: 'mission',
              handle: handle('活动管理'),
              children: [
                // Redirected before anything renders: an index that navigates once drawn left
                // the content blank grey while the list's code loaded, with no indicator.
                { index: true, loader: () => redirect(paths.missionList) },
                {
                  path: paths.missionList,
                  lazy: page(() => import('../pages/mission-list')),
                  handle: handle('活动列表'),
                },
                {
                  path: paths.missionNew,
                  lazy: page(() => import('../pages/mission-edit')),
                  handle: handle('新建活动'),
                },
                {
                  path: ':missionId',
                  handle: handle('活动详情'),
                  children: [
                    { index: true, lazy: page(() => import('../pages/mission-detail')) },
                    {
                      path: 'edit',
                      lazy: page(() => import('../pages/mission-edit')),
                      handle: handle('编辑活动'),
                    },
                    {
                      path: 'applicants',
                      lazy: page(() => import('../pages/mission-applicants')),
                      handle: handle('报名管理'),
                    },
                    {
                      path: 'attendance',
                      lazy: page(() => import('../pages/mission-attendance')),
                      handle: handle('考勤管理'),
                    },
                    {
                      path: 'evaluation',
                      lazy: page(() => import('../pages/mission-evaluation')),
                      handle: handle('志愿者评价'),
                    },
                    {
                      path: 'shift/:timesInfoId/qr',
                      lazy: page(() => import('../pages/mission-attendance-qr')),
                      handle: handle('签到二维码'),
                    },
                  ],
                },
              ],
            },
            {
              path: 'donation',
              handle: handle('捐赠管理'),
              children: [
                { index: true, element: <Navigate to={paths.donations} replace /> },
                {
                  path: paths.donations,
                  lazy: page(() => import('../pages/donations')),
                  handle: handle('捐赠记录'),
                },
              ],
            },
            {
              path: 'hours',
              handle: handle('时长管理'),
              children: [
                { index: true, element: <Navigate to={paths.hoursObjections} replace /> },
                {
                  path: paths.hoursObjections,
                  lazy: page(() => import('../pages/hours-objections')),
                  handle: handle('时长异议处理'),
                },
                {
                  path: paths.hoursTraining,
                  lazy: page(() => import('../pages/hours-training')),
                  handle: handle('培训时长'),
                },
              ],
            },
            {
              path: 'cms',
              handle: handle('网站内容'),
              children: [
                { index: true, element: <Navigate to={paths.cmsBanners} replace /> },
                {
                  path: paths.cmsBanners,
                  lazy: page(() => import('../pages/cms-banners')),
                  handle: handle('轮播图管理'),
                },
                {
                  path: paths.cmsAnnouncements,
                  lazy: page(() => import('../pages/cms-announcements')),
                  handle: handle('公告管理'),
                },
                {
                  path: paths.cmsSiteSettings,
                  lazy: page(() => import('../pages/cms-site-settings')),
                  handle: handle('站点设置'),
                },
                {
                  path: paths.cmsArticles,
                  lazy: page(() => import('../pages/cms-articles')),
                  handle: handle('新闻管理'),
                },
                {
                  path: paths.cmsArticleNew,
                  lazy: page(() => import('../pages/cms-article-edit')),
                  handle: handle('新建文章'),
                },
                {
                  path: 'articles/:articleId/edit',
                  lazy: page(() => import('../pages/cms-article-edit')),
                  handle: handle('编辑文章'),
                },
                {
                  path: paths.cmsHelp,
                  lazy: page(() => import('../pages/cms-help')),
                  handle: handle('帮助中心管理'),
                },
              ],
            },
            {
              path: paths.auditLog,
              lazy: page(() => import('../pages/audit-log')),
              handle: handle('审计日志'),
            },
            {
              path: paths.outbox,
              lazy: page(() => import('../pages/outbox')),
              handle: handle('短信/邮件发件箱'),
            },
            {
              path: paths.bankCards,
              lazy: page(() => import('../pages/bank-cards')),
              handle: handle('联名卡申请'),
            },
            {
              path: 'org',
              handle: handle('组织管理'),
              children: [
                { index: true, element: <Navigate to={paths.orgProfile} replace /> },
                {
                  path: paths.orgProfile,
                  lazy: page(() => import('../pages/org-profile')),
                  handle: handle('组织资料'),
                },
                {
                  path: paths.orgMembers,
                  lazy: page(() => import('../pages/org-members')),
                  handle: handle('成员管理'),
                },
                {
                  path: paths.orgStaff,
                  lazy: page(() => import('../pages/org-staff')),
                  handle: handle('工作人员'),
                },
                { path: paths.orgAuditLog, element: <Navigate to={paths.auditLog} replace /> },
                {
                  path: paths.orgReview,
                  lazy: page(() => import('../pages/org-review')),
                  handle: handle('组织注册审核'),
                },
              ],
            },
            {
              path: '*',
              lazy: page(() => import('../pages/not-found')),
              handle: handle('页面不存在'),
            },
          ],
        },
      ],
    },
  ],
  { basename: consoleBase },
);
