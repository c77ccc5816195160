import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRoutes } from './features/auth/auth.routes';
import { passwordRoutes } from './features/auth/password.routes';
import { volunteerRoutes } from './features/volunteer/volunteer.routes';
import { districtRoutes } from './features/district/district.routes';
import { orgAccountRoutes } from './features/org-account/org-account.routes';
import { missionManageRoutes } from './features/mission/mission-manage.routes';
import { applicantRoutes } from './features/mission/applicant.routes';
import { volunteerMissionRoutes } from './features/mission/volunteer-mission.routes';
import { portalMissionRoutes } from './features/mission/portal.routes';

/** Every API feature, mounted under /v2/api/gdzyz by app.ts. */
export const apiRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(authRoutes);
  await app.register(passwordRoutes);
  await app.register(volunteerRoutes);
  await app.register(districtRoutes);
  await app.register(orgAccountRoutes);
  await app.register(missionManageRoutes);
  await app.register(applicantRoutes);
  await app.register(volunteerMissionRoutes);
  await app.register(portalMissionRoutes);

  app.get('/openapi.json', {
    schema: { hide: true },
    config: { envelope: false },
    handler: async () => app.swagger(),
  });
};
