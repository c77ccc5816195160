import type { RouteObject } from 'react-router';
import { meta } from '../route-meta';
import { page } from './lazy-page';

/** The bank co-branded card application steps, shared by /volunteerCard/* and the personal center. */
export const volunteerCardPages: Record<string, RouteObject['lazy']> = {
  needToKnow: page(() => import('../../pages/volunteer-card-need-to-know')),
  IndividualInfo: page(() => import('../../pages/volunteer-card-individual-info')),
  chooseCard: page(() => import('../../pages/volunteer-card-choose')),
  CreditCard: page(() => import('../../pages/volunteer-card-credit')),
  debitCard: page(() => import('../../pages/volunteer-card-debit')),
  detail: page(() => import('../../pages/volunteer-card-detail')),
  success: page(() => import('../../pages/volunteer-card-success')),
};

export const volunteerCardPublicRoutes: RouteObject[] = [
  ['success', 'VolunteerCardSuccess', '志愿者卡申请成功'],
  ['needToKnow', 'VolunteerCardNeedToKnow', '志愿者卡申请须知'],
  ['IndividualInfo', 'VolunteerCardIndividualInfo', '确认个人信息'],
  ['chooseCard', 'VolunteerCardChooseCard', '注册申请志愿者卡'],
  ['CreditCard', 'VolunteerCardCreditCard', '注册申请志愿者卡'],
  ['debitCard', 'VolunteerCardDebitCard', '注册申请志愿者卡'],
].map(([child, name, title]) => ({
  path: `volunteerCard/${child}`,
  handle: meta(name!, title!),
  lazy: volunteerCardPages[child!],
}));
