import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI 3 document built from the routes' zod schemas; served by `openapiRoute`. */
export const docsPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: '志愿服务平台 API',
          description: '所有接口返回 { code, msg, data } 信封；code 为 "1" 表示成功。',
          version: '2.0.0',
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
        },
      },
      transform: jsonSchemaTransform,
    });
  },
  { name: 'docs' },
);
