/** Console routes, relative to the router's basename '/admin'. */
export const paths = {
  login: '/login',
  dashboard: '/dashboard',
  myInfo: '/personalCenter/myInfo',
  changePassword: '/personalCenter/change_password',
  twoFactor: '/personalCenter/two_factor',
  missionList: '/mission/list',
  missionNew: '/mission/new',
  hoursObjections: '/hours/objections',
  hoursTraining: '/hours/training',
  donations: '/donation/list',
  cmsBanners: '/cms/banners',
  cmsAnnouncements: '/cms/announcements',
  cmsSiteSettings: '/cms/site',
  cmsArticles: '/cms/articles',
  cmsArticleNew: '/cms/articles/new',
  cmsHelp: '/cms/help',
  outbox: '/outbox',
  bankCards: '/bankCards',
  orgProfile: '/org/profile',
  orgMembers: '/org/members',
  orgStaff: '/org/staff',
  /** The old address of the log, kept as a way in to 审计日志. */
  orgAuditLog: '/org/audit-log',
  auditLog: '/audit-log',
  orgReview: '/org/review',
} as const;

/** Pages of one mission. */
export const missionPaths = {
  detail: (missionId: string) => `/mission/${encodeURIComponent(missionId)}`,
  edit: (missionId: string) => `/mission/${encodeURIComponent(missionId)}/edit`,
  applicants: (missionId: string) => `/mission/${encodeURIComponent(missionId)}/applicants`,
  /** 考勤管理; with a shift id the list opens on that shift. */
  attendance: (missionId: string, timesInfoId?: string) =>
    `/mission/${encodeURIComponent(missionId)}/attendance${
      timesInfoId ? `?timesInfoId=${encodeURIComponent(timesInfoId)}` : ''
    }`,
  /** 志愿者评价: rate the volunteers who signed out, read their ratings of the mission. */
  evaluation: (missionId: string) => `/mission/${encodeURIComponent(missionId)}/evaluation`,
  attendanceQr: (missionId: string, timesInfoId: string) =>
    `/mission/${encodeURIComponent(missionId)}/shift/${encodeURIComponent(timesInfoId)}/qr`,
};

/** Pages of one article. */
export const contentPaths = {
  articleEdit: (articleId: string) => `/cms/articles/${encodeURIComponent(articleId)}/edit`,
};

/** Portal pages live outside the console's basename, so they are plain hrefs. */
export const portalPaths = {
  home: '/',
  orgPasswordRecovery: '/change-password/2',
} as const;

/** The console's mount point; `router.basename` and vite's `base` agree on it. */
export const consoleBase = '/admin';
