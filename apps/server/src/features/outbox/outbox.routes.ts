import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BizCode, outboxListQuerySchema, outboxPageSchema, type OutboxItem } from '@zyz/domain';
import { BizError } from '../../lib/biz-error';
import { bearerSecurity } from '../../lib/route-schemas';
import { callerOf, unauthorized } from '../../plugins/auth';
import { findAccountWithDistrict } from '../org-account/org-account.repository';
import { listOutbox } from './outbox.repository';

export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/manage/pc/outbox/list', {
    schema: {
      tags: ['manage'],
      summary: '短信/邮件发件箱（仅省级联合会管理员）',
      security: bearerSecurity,
      querystring: outboxListQuerySchema,
      response: { 200: outboxPageSchema },
    },
    onRequest: app.requireOrg,
    handler: async (request) => {
      const { db } = app.deps;
      const me = await findAccountWithDistrict(db, callerOf(request).subjectId);
      if (!me || me.account.status !== 'active') throw unauthorized();
      // Every code and notice of the province is in here: the provincial federation's staff only.
      if (me.account.role !== 'federation' || me.district.parentId !== null)
        throw new BizError(BizCode.Forbidden, '仅省级志愿者联合会管理员可查看发件箱');
      const { rows, total } = await listOutbox(db, request.query);
      const list: OutboxItem[] = rows.map((r) => ({
        id: String(r.id),
        channel: r.channel === 'sms' ? 'sms' : 'email',
        to: r.toAddress,
        subject: r.subject,
        text: r.body,
        status: r.status,
        createdAt: r.createdAt.toISOString(),
        sentAt: r.sentAt ? r.sentAt.toISOString() : null,
      }));
      return { list, total };
    },
  });
};
