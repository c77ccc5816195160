import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditStaticSchema, leftMenuSchema, liveAdminInfoSchema } from '@zyz/domain';
import { bearerSecurity } from '../../lib/route-schemas';
import { callerOf } from '../../kernel';

export const orgAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.orgAccount;
  const wire = app.services.consoleWire;
  const manage = { tags: ['manage'], security: bearerSecurity };

  app.get('/manage/pc/usersAdmin/preEditMyInfo', {
    schema: {
      ...manage,
      summary: '当前组织账号信息（含真实平台的扁平字段）',
      response: { 200: liveAdminInfoSchema },
    },
    onRequest: app.requireOrg,
    handler: (request) => service.getMyInfo(callerOf(request)),
  });

  app.get('/manage/pc/usersAdmin/auditStatic', {
    schema: {
      ...manage,
      summary: '本组织待审核数量（报名、加入组织、下级组织注册、时长异议）；亦用于检查令牌是否有效',
      response: { 200: auditStaticSchema },
    },
    onRequest: app.requireOrg,
    handler: (request) => wire.auditStatic(callerOf(request)),
  });

  app.get('/manage/pc/common/menutree/leftMenu', {
    schema: {
      ...manage,
      summary: '当前账号的后台菜单树（节点带 menuCode）',
      response: { 200: leftMenuSchema },
    },
    onRequest: app.requireOrg,
    handler: (request) => wire.leftMenu(callerOf(request)),
  });
};
