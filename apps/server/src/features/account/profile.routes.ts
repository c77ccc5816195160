import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  boundDistrictListSchema,
  changeEmailInputSchema,
  changeLoginNameInputSchema,
  changeMobileInputSchema,
  currentUserSchema,
  myDetailSchema,
  profileBodySchema,
  volunteerProfileSchema,
  unbindResultSchema,
} from '@zyz/domain';
import { bearerSecurity } from '../../lib/route-schemas';
import { contextOf } from '../../lib/request-context';
import { callerOf } from '../../kernel';

const volunteer = { tags: ['volunteer-profile'], security: bearerSecurity };
const userAnswer = { 200: currentUserSchema };

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.accountProfile;
  const register = app.services.registerVolunteer;
  const base = '/volunteer/center/userInfo';

  app.get(`${base}/myDetail`, {
    schema: {
      ...volunteer,
      summary: '我的资料（本人，实名字段只读）',
      response: { 200: myDetailSchema },
    },
    onRequest: app.requireVolunteer,
    handler: (request) => service.myDetail(callerOf(request)),
  });

  // The same fields and rules as registration's perfectInformation, so there is one save path.
  app.post(`${base}/updateUserSubmit`, {
    schema: {
      ...volunteer,
      summary: '修改个人资料（政治面貌、学历、职业、技能、服务意向；实名字段不可改）',
      body: profileBodySchema,
      response: { 200: volunteerProfileSchema },
    },
    onRequest: app.requireVolunteer,
    preValidation: async (request) => service.assertNoIdentityFields(request.body),
    handler: (request) => register.saveProfile(callerOf(request), request.body),
  });

  app.post(`${base}/changeLoginName`, {
    schema: {
      ...volunteer,
      summary: '修改账号名（需当前密码）',
      body: changeLoginNameInputSchema,
      response: userAnswer,
    },
    onRequest: app.requireVolunteer,
    preValidation: async (request) => service.assertNoIdentityFields(request.body),
    handler: (request) =>
      service.changeLoginName(callerOf(request), request.body, contextOf(request)),
  });

  app.post(`${base}/changeMobile`, {
    schema: {
      ...volunteer,
      summary: '更换手机号码（验证码发送到新号码，type=changeMobile）',
      body: changeMobileInputSchema,
      response: userAnswer,
    },
    onRequest: app.requireVolunteer,
    handler: (request) => service.changeMobile(callerOf(request), request.body, contextOf(request)),
  });

  app.post(`${base}/changeEmail`, {
    schema: {
      ...volunteer,
      summary: '更换邮箱（验证码发送到新邮箱，type=changeEmail）',
      body: changeEmailInputSchema,
      response: userAnswer,
    },
    onRequest: app.requireVolunteer,
    handler: (request) => service.changeEmail(callerOf(request), request.body, contextOf(request)),
  });

  app.get(`${base}/unbindMobile`, {
    schema: {
      ...volunteer,
      summary: '解除绑定手机号码（须已绑定邮箱）',
      response: { 200: unbindResultSchema },
    },
    onRequest: app.requireVolunteer,
    handler: (request) => service.unbindMobile(callerOf(request), contextOf(request)),
  });

  app.get(`${base}/unbindEmail`, {
    schema: {
      ...volunteer,
      summary: '解除绑定邮箱（须已绑定手机号码）',
      response: { 200: unbindResultSchema },
    },
    onRequest: app.requireVolunteer,
    handler: (request) => service.unbindEmail(callerOf(request), contextOf(request)),
  });

  app.get(`${base}/bindDistrictList`, {
    schema: {
      ...volunteer,
      summary: '我加入的组织及待审核的加入申请',
      response: { 200: boundDistrictListSchema },
    },
    onRequest: app.requireVolunteer,
    handler: (request) => service.bindDistrictList(callerOf(request)),
  });
};
