import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addTrainingInputSchema,
  addTrainingResultSchema,
  objectionInputSchema,
  objectionListQuerySchema,
  objectionResultSchema,
  objectionRowSchema,
  pageSchema,
  publicityDetailQuerySchema,
  publicityDetailSchema,
  publicityListQuerySchema,
  publicityMissionSchema,
  resolveObjectionInputSchema,
  serviceRecordListQuerySchema,
  serviceRecordListSchema,
  trainingListQuerySchema,
  trainingRowSchema,
} from '@zyz/domain';
import { bearerSecurity, noDataSchema } from '../../lib/route-schemas';
import { contextOf } from '../../lib/request-context';
import { callerOf } from '../../kernel';

const manage = { tags: ['manage-service-record'], security: bearerSecurity };
const publicTags = { tags: ['publicity'] };

// Anyone may object without an account; this keeps one address from flooding organisers.
const objectionLimit = { max: 5, timeWindow: 10 * 60_000 };

export const serviceRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicity = app.services.publicity;
  const objections = app.services.objections;

  app.post('/manage/pc/serviceRecord/addTraining', {
    schema: {
      ...manage,
      summary: '录入培训时长（进入公示）',
      body: addTrainingInputSchema,
      response: { 200: addTrainingResultSchema },
    },
    onRequest: app.requireOrg,
    handler: (request) =>
      app.services.training.add(callerOf(request), request.body, contextOf(request)),
  });

  app.get('/manage/pc/serviceRecord/getTrainingList', {
    schema: {
      ...manage,
      summary: '本组织及下级录入的培训时长',
      querystring: trainingListQuerySchema,
      response: { 200: pageSchema(trainingRowSchema) },
    },
    onRequest: app.requireOrg,
    handler: (request) => app.services.training.list(callerOf(request), request.query),
  });

  app.get('/manage/pc/publicity/objections', {
    schema: {
      ...manage,
      summary: '本组织及下级的公示异议',
      querystring: objectionListQuerySchema,
      response: { 200: pageSchema(objectionRowSchema) },
    },
    onRequest: app.requireOrg,
    handler: (request) => objections.list(callerOf(request), request.query),
  });

  app.post('/manage/pc/publicity/resolveObjection', {
    schema: {
      ...manage,
      summary: '处理公示异议（成立：作废或更正时长；不成立：恢复公示）',
      body: resolveObjectionInputSchema,
      response: { 200: noDataSchema },
    },
    onRequest: app.requireOrg,
    handler: (request) => objections.resolve(callerOf(request), request.body, contextOf(request)),
  });

  app.get('/home/publicity/list', {
    schema: {
      ...publicTags,
      summary: '时长公示：公示中的活动',
      querystring: publicityListQuerySchema,
      response: { 200: pageSchema(publicityMissionSchema) },
    },
    handler: (request) => publicity.list(request.query),
  });

  app.get('/home/publicity/detail', {
    schema: {
      ...publicTags,
      summary: '时长公示：一个活动的公示名单（姓名脱敏）',
      querystring: publicityDetailQuerySchema,
      response: { 200: publicityDetailSchema },
    },
    handler: (request) => publicity.detail(request.query),
  });

  app.post('/home/publicity/objection', {
    schema: {
      ...publicTags,
      summary: '对公示中的时长提出异议（无需登录）',
      body: objectionInputSchema,
      response: { 200: objectionResultSchema },
    },
    config: { rateLimit: objectionLimit },
    onRequest: app.optionalCaller,
    handler: (request) => publicity.object(request.caller, request.body),
  });

  app.get('/volunteer/serviceRecord/list', {
    schema: {
      tags: ['volunteer-service-record'],
      security: bearerSecurity,
      summary: '我的服务记录（按年份、类型筛选，含合计）',
      querystring: serviceRecordListQuerySchema,
      response: { 200: serviceRecordListSchema },
    },
    onRequest: app.requireVolunteer,
    handler: (request) => app.services.myRecords.list(callerOf(request), request.query),
  });
};
