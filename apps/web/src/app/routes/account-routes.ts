import { redirect, type RouteObject } from 'react-router';
import { paths } from '../../lib/paths';
import { meta } from '../route-meta';
import { page, pendingRoute } from './lazy-page';
import { personalCenterPages } from './personal-center-pages';
import { volunteerCardPages } from './volunteer-card-routes';

/** Login and registration of spec §2. Names matter: the guard keeps signed-in volunteers out. */
export const entryRoutes: RouteObject[] = [
  { path: 'login', handle: meta('Login', '登录'), lazy: page(() => import('../../pages/login')) },
  {
    path: 'login/volunteer',
    handle: meta('VolunteerLogin', '志愿者登录'),
    lazy: page(() => import('../../pages/login-volunteer')),
  },
  {
    path: 'login/organization',
    handle: meta('OrganizationLogin', '组织登录'),
    lazy: page(() => import('../../pages/login-organization')),
  },
  {
    path: 'login/feedback',
    handle: meta('LoginFeedback', '登录问题反馈'),
    lazy: page(() => import('../../pages/login-feedback')),
  },
  {
    path: 'registered',
    handle: meta('registered', '注册'),
    lazy: page(() => import('../../pages/registered')),
  },
  {
    path: 'registered/volunteers',
    handle: meta('registered-volunteers', '志愿者注册'),
    lazy: page(() => import('../../pages/registered-volunteers')),
  },
  {
    path: 'registered/organization',
    handle: meta('registered-organization', '组织注册'),
    lazy: page(() => import('../../pages/registered-organization')),
  },
  {
    path: 'registered/agreement/orgRegRequirements',
    handle: meta('registered-orgRegRequirements', '组织注册须知'),
    lazy: page(() => import('../../pages/registered-org-requirements')),
  },
  {
    path: 'registered/feedback',
    handle: meta('registered-feedback', '注册问题反馈'),
    lazy: page(() => import('../../pages/registered-feedback')),
  },
  ...(
    [
      ['personalRegRequirements', '志愿者注册须知'],
      ['voluntaryAgreement', '志愿服务协议'],
      ['cardRequirements', '志愿者卡申领须知'],
    ] as const
  ).map(([slug, title]): RouteObject => ({
    path: `registered/agreement/${slug}`,
    handle: meta(`registered-${slug}`, title),
    lazy: page(() => import('../../pages/registered-agreement')),
  })),
  {
    path: 'registered/applyCard',
    handle: meta('registered-applyCard', '申领志愿者卡'),
    lazy: page(() => import('../../pages/registered-apply-card')),
  },
  {
    path: 'registered/orgSuccess',
    handle: meta('registered-orgSuccess', '组织注册成功'),
    lazy: page(() => import('../../pages/registered-org-success')),
  },
  {
    path: 'registered/zyzRegisteredStatus',
    handle: meta('registered-zyzRegisteredStatus', '注册状态'),
    lazy: page(() => import('../../pages/registered-status')),
  },
  {
    path: 'registered/perfectInformation',
    handle: meta('registered-perfectInformation', '完善个人信息'),
    lazy: page(() => import('../../pages/registered-perfect-information')),
  },
];

const realPages: Partial<Record<string, RouteObject['lazy']>> = {
  personalInfo: page(() => import('../../pages/personal-info')),
  subtract: page(() => import('../../pages/personal-subtract')),
  myMission: page(() => import('../../pages/personal-my-mission')),
  myCollection: page(() => import('../../pages/personal-my-collection')),
  myMessage: page(() => import('../../pages/personal-my-message')),
  timeCate: page(() => import('../../pages/personal-time-cert')),
  serviceRecord: page(() => import('../../pages/personal-service-record')),
  certificate: page(() => import('../../pages/personal-donation-cert')),
  evaluation: page(() => import('../../pages/personal-evaluation')),
  receiveComments: page(() => import('../../pages/personal-receive-comments')),
};

// Names of the guard's protected list; CreditCard is not on it in the spec.
const volunteerCardChildren: Array<[string, string]> = [
  ['needToKnow', 'needToKnow'],
  ['IndividualInfo', 'IndividualInfo'],
  ['chooseCard', 'chooseCard'],
  ['CreditCard', 'volunteerCard-CreditCard'],
  ['debitCard', 'volunteerCard-debitCard'],
  ['detail', 'volunteerCard-detail'],
  ['success', 'volunteerCard-success'],
];

export const personalCenterRoute: RouteObject = {
  path: 'personalCenter',
  handle: meta('personalCenter', '个人中心'),
  lazy: page(() => import('../layouts/personal-center-layout')),
  children: [
    // The router warns about an index route that renders nothing, hence the empty Component.
    { index: true, loader: () => redirect(paths.personalInfo), Component: () => null },
    ...personalCenterPages.map(({ path, title }): RouteObject => {
      if (path === 'volunteerCard')
        return {
          path,
          handle: meta(path, title),
          lazy: page(() => import('../../pages/personal-volunteer-card')),
          children: [
            { index: true, loader: () => redirect('detail'), Component: () => null },
            ...volunteerCardChildren.map(([child, name]) => ({
              path: child,
              handle: meta(name, '志愿者卡申请'),
              lazy: volunteerCardPages[child],
            })),
          ],
        };
      const lazy = realPages[path];
      return lazy ? { path, handle: meta(path, title), lazy } : pendingRoute(path, path, title);
    }),
    {
      path: 'change_password',
      handle: meta('change_password', '修改密码'),
      lazy: page(() => import('../../pages/personal-change-password')),
    },
  ],
};
