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
import { uploadRoutes } from './features/upload/upload.routes';
import { siteMessageRoutes } from './features/site-message/site-message.routes';
import { discoveryRoutes } from './features/discovery/discovery.routes';
import { calendarRoutes } from './features/calendar/calendar.routes';
import { attendanceRoutes } from './features/attendance/attendance.routes';
import { serviceRecordRoutes } from './features/service-record/service-record.routes';
import { certificateRoutes } from './features/certificate/certificate.routes';

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
  await app.register(uploadRoutes);
  await app.register(siteMessageRoutes);
  await app.register(discoveryRoutes);
  await app.register(calendarRoutes);
  await app.register(attendanceRoutes);
  await app.register(serviceRecordRoutes);
  await app.register(certificateRoutes);

  app.get('/openapi.json', {
    schema: { hide: true },
    config: { envelope: false },
    handler: async () => app.swagger(),
  });
};
