import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity } from '../../lib/route-schemas';
import { sendAttachment } from '../../lib/file-reply';
import { contextOf } from '../../lib/request-context';
import { callerOf } from '../../kernel';

export const exportMyDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.exportMyData;

  app.get('/volunteer/pc/personal/exportMyData', {
    schema: {
      tags: ['volunteer-security'],
      security: bearerSecurity,
      summary:
        '下载我的数据（个人信息副本）：zip，各部分 JSON 与 CSV 各一份；每小时一次，拒绝时仍答 JSON 信封',
    },
    config: { envelope: false },
    onRequest: app.requireVolunteer,
    handler: async (request, reply) => {
      const file = await service.exportMyData(callerOf(request), contextOf(request));
      return sendAttachment(reply, { ...file, contentType: 'application/zip' });
    },
  });
};
