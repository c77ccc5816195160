import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { saveSiteSettingsInputSchema, siteSettingsSchema } from '@zyz/domain';
import { bearerSecurity } from '../../lib/route-schemas';
import { callerOf } from '../../kernel';

const manage = { tags: ['manage-cms'], security: bearerSecurity };

export const siteSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.siteSettings;

  app.get('/manage/pc/site/getSiteSettings', {
    schema: {
      ...manage,
      summary: '本组织站点设置（页头、页脚图片，ICP备案号，服务邮箱、电话）',
      response: { 200: siteSettingsSchema },
    },
    onRequest: app.requireOrg,
    handler: (request) => service.get(callerOf(request)),
  });

  app.post('/manage/pc/site/saveSiteSettings', {
    schema: {
      ...manage,
      summary: '保存本组织站点设置（留空则沿用上级组织的设置）',
      body: saveSiteSettingsInputSchema,
      response: { 200: siteSettingsSchema },
    },
    onRequest: app.requireOrg,
    handler: (request) => service.save(callerOf(request), request.body),
  });
};
