import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  districtIdQuerySchema,
  joinAuditInputSchema,
  joinListQuerySchema,
  joinRequestSchema,
  joinStatusSchema,
  memberListQuerySchema,
  memberSchema,
  myJoinSchema,
  pageQuerySchema,
  pageSchema,
} from '@zyz/domain';
import { bearerSecurity } from '../../lib/route-schemas';
import { contextOf } from '../../lib/request-context';
import { callerOf } from '../../kernel';

export const orgJoinRoutes: FastifyPluginAsyncZod = async (app) => {
  const mine = app.services.volunteerJoin;
  const org = app.services.orgJoin;
  const volunteer = { tags: ['volunteer-district'], security: bearerSecurity };
  const manage = { tags: ['manage-district-member'], security: bearerSecurity };

  app.get('/volunteer/district/applyDistrict', {
    schema: {
      ...volunteer,
      summary: '申请加入组织（组织在后台审核）',
      querystring: districtIdQuerySchema,
      response: { 200: joinStatusSchema },
    },
    onRequest: app.requireVolunteer,
    handler: (request) => mine.apply(callerOf(request), request.query.districtId),
  });

  app.get('/volunteer/district/cancelDistrict', {
    schema: {
      ...volunteer,
      summary: '撤回待审核的加入申请；已是成员时退出组织',
      querystring: districtIdQuerySchema,
      response: { 200: joinStatusSchema },
    },
    onRequest: app.requireVolunteer,
    handler: (request) => mine.cancel(callerOf(request), request.query.districtId),
  });

  app.get('/volunteer/district/joinState', {
    schema: {
      ...volunteer,
      summary: '本人与某组织的关系（未加入、待审核、已加入、未通过）',
      querystring: districtIdQuerySchema,
      response: { 200: joinStatusSchema },
    },
    onRequest: app.requireVolunteer,
    handler: (request) => mine.status(callerOf(request), request.query.districtId),
  });

  app.get('/volunteer/district/myApplyList', {
    schema: {
      ...volunteer,
      summary: '本人的加入组织申请记录',
      querystring: pageQuerySchema,
      response: { 200: pageSchema(myJoinSchema) },
    },
    onRequest: app.requireVolunteer,
    handler: (request) => mine.myList(callerOf(request), request.query),
  });

  app.get('/manage/pc/district/join/list', {
    schema: {
      ...manage,
      summary: '本组织收到的加入申请（待审核在前；手机号脱敏）',
      querystring: joinListQuerySchema,
      response: { 200: pageSchema(joinRequestSchema) },
    },
    onRequest: app.requireOrg,
    handler: (request) => org.requests(callerOf(request), request.query),
  });

  app.post('/manage/pc/district/join/audit', {
    schema: {
      ...manage,
      summary: '同意或拒绝加入申请（可批量，全部成功或全部不变）',
      body: joinAuditInputSchema,
      response: { 200: z.object({ count: z.number().int() }) },
    },
    onRequest: app.requireOrg,
    handler: (request) => org.audit(callerOf(request), request.body, contextOf(request)),
  });

  app.get('/manage/pc/district/member/list', {
    schema: {
      ...manage,
      summary: '本组织成员（可按姓名或志愿者编号查找；手机号脱敏）',
      querystring: memberListQuerySchema,
      response: { 200: pageSchema(memberSchema) },
    },
    onRequest: app.requireOrg,
    handler: (request) => org.members(callerOf(request), request.query),
  });
};
