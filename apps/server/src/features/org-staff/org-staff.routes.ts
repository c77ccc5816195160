import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  auditLogQuerySchema,
  auditLogRowSchema,
  orgProfileInputSchema,
  orgProfileSchema,
  pageSchema,
  staffCreateInputSchema,
  staffIdInputSchema,
  staffPasswordResultSchema,
  staffSchema,
  staffUpdateInputSchema,
} from '@zyz/domain';
import { bearerSecurity } from '../../lib/route-schemas';
import { contextOf } from '../../lib/request-context';
import { callerOf } from '../../kernel';

export const orgStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const profile = app.services.staffProfile;
  const staff = app.services.staff;
  const auditLog = app.services.staffAuditLog;
  const manage = { tags: ['manage-org'], security: bearerSecurity };

  app.get('/manage/pc/org/profile', {
    schema: {
      ...manage,
      summary: '本组织资料（含当前账号的角色）',
      response: { 200: orgProfileSchema },
    },
    onRequest: app.requireOrg,
    handler: (request) => profile.get(callerOf(request)),
  });

  app.post('/manage/pc/org/profile/update', {
    schema: {
      ...manage,
      summary: '修改本组织资料（组织管理员；名称与信用代码不可改）',
      body: orgProfileInputSchema,
      response: { 200: orgProfileSchema },
    },
    onRequest: app.requireOrg,
    handler: (request) => profile.update(callerOf(request), request.body, contextOf(request)),
  });

  app.get('/manage/pc/org/staff/list', {
    schema: {
      ...manage,
      summary: '本组织的工作人员账号（组织管理员）',
      response: { 200: z.array(staffSchema) },
    },
    onRequest: app.requireOrg,
    handler: (request) => staff.list(callerOf(request)),
  });

  app.post('/manage/pc/org/staff/create', {
    schema: {
      ...manage,
      summary: '新增工作人员（返回一次性初始密码，首次登录须修改）',
      body: staffCreateInputSchema,
      response: { 200: staffPasswordResultSchema },
    },
    onRequest: app.requireOrg,
    handler: (request) => staff.create(callerOf(request), request.body, contextOf(request)),
  });

  app.post('/manage/pc/org/staff/update', {
    schema: {
      ...manage,
      summary: '修改工作人员角色，停用或启用（停用即时下线）',
      body: staffUpdateInputSchema,
      response: { 200: staffSchema },
    },
    onRequest: app.requireOrg,
    handler: (request) => staff.update(callerOf(request), request.body, contextOf(request)),
  });

  app.post('/manage/pc/org/staff/resetPassword', {
    schema: {
      ...manage,
      summary: '重置工作人员密码（返回一次性密码，原登录全部失效）',
      body: staffIdInputSchema,
      response: { 200: staffPasswordResultSchema },
    },
    onRequest: app.requireOrg,
    handler: (request) =>
      staff.resetPassword(callerOf(request), request.body.staffId, contextOf(request)),
  });

  app.get('/manage/pc/org/auditLog/list', {
    schema: {
      ...manage,
      summary: '本组织的操作日志（组织管理员）',
      querystring: auditLogQuerySchema,
      response: { 200: pageSchema(auditLogRowSchema) },
    },
    onRequest: app.requireOrg,
    handler: (request) => auditLog.list(callerOf(request), request.query),
  });
};
