import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  actionLinkQuerySchema,
  actionLinkTokenSchema,
  confirm4OperatorInputSchema,
  detectStatusSchema,
  inviteOperatorInputSchema,
  inviteOperatorResultSchema,
  operatorConfirmResultSchema,
} from '@zyz/domain';
import { bearerSecurity } from '../../lib/route-schemas';
import { contextOf } from '../../lib/request-context';
import { callerOf } from '../../kernel';

const confirmAnswer = { 200: operatorConfirmResultSchema };

export const operatorInviteRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.operatorInvite;

  app.post('/manage/pc/usersAdmin/inviteOperator', {
    schema: {
      tags: ['org-staff'],
      security: bearerSecurity,
      summary: '邀请志愿者成为本组织操作员（站内信，附一次性确认链接）',
      body: inviteOperatorInputSchema,
      response: { 200: inviteOperatorResultSchema },
    },
    onRequest: app.requireOrg,
    handler: (request) => service.invite(callerOf(request), request.body, contextOf(request)),
  });

  app.get('/manage/weixin/usersAdmin/getDetectStatus', {
    schema: {
      tags: ['org-staff'],
      security: bearerSecurity,
      summary: '组织账号的身份认证状态（组织审核结果与账号手机绑定）',
      response: { 200: detectStatusSchema },
    },
    onRequest: app.requireOrg,
    handler: (request) => app.services.detectStatus.detect(callerOf(request)),
  });

  app.post('/volunteer/sitemsgbiz/confirm4Operator', {
    schema: {
      tags: ['volunteer-sitemsg'],
      security: bearerSecurity,
      summary: '同意（agree=1）或拒绝（agree=0）站内信中的操作员邀请',
      body: confirm4OperatorInputSchema,
      response: confirmAnswer,
    },
    onRequest: app.requireVolunteer,
    handler: (request) => service.confirm(callerOf(request), request.body, contextOf(request)),
  });

  app.get('/volunteer/sitemsgbiz/link/:token', {
    schema: {
      tags: ['volunteer-sitemsg'],
      security: bearerSecurity,
      summary: '站内信操作链接 {token}?siteMsgId={id}：一次性、会过期，打开即同意邀请',
      params: z.object({ token: actionLinkTokenSchema }),
      querystring: actionLinkQuerySchema,
      response: confirmAnswer,
    },
    onRequest: app.requireVolunteer,
    handler: (request) =>
      service.followLink(
        callerOf(request),
        request.params.token,
        request.query.siteMsgId,
        contextOf(request),
      ),
  });
};
