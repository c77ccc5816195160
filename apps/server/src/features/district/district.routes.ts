import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { districtDomainQuerySchema, districtDomainSchema } from '@zyz/domain';

export const districtRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.district;

  app.get('/home/index/districtDomain', {
    schema: {
      tags: ['home'],
      summary: '站点设置（默认省联合会，可按组织编号查询）',
      querystring: districtDomainQuerySchema,
      response: { 200: districtDomainSchema },
    },
    handler: (request) => service.getDomain(request.query),
  });
};
