import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRoutes } from './features/auth/auth.routes';
import { passwordRoutes } from './features/auth/password.routes';
import { volunteerRoutes } from './features/volunteer/volunteer.routes';
import { districtRoutes } from './features/district/district.routes';
import { orgAccountRoutes } from './features/org-account/org-account.routes';
import { missionManageRoutes } from './features/mission/mission-manage.routes';
import { applicantRoutes } from './features/mission/applicant.routes';
import { missionToolRoutes } from './features/mission/mission-tools.routes';
import { missionMessageRoutes } from './features/mission-message/mission-message.routes';
import { qualificationRoutes } from './features/qualification/qualification.routes';
import { volunteerMissionRoutes } from './features/mission/volunteer-mission.routes';
import { portalMissionRoutes } from './features/mission/portal.routes';
import { uploadRoutes } from './features/upload/upload.routes';
import { siteMessageRoutes } from './features/site-message/site-message.routes';
import { discoveryRoutes } from './features/discovery/discovery.routes';
import { calendarRoutes } from './features/calendar/calendar.routes';
import { attendanceRoutes } from './features/attendance/attendance.routes';
import { serviceRecordRoutes } from './features/service-record/service-record.routes';
import { certificateRoutes } from './features/certificate/certificate.routes';
import { statisticsRoutes } from './features/statistics/statistics.routes';
import { dashboardRoutes } from './features/statistics/dashboard.routes';
import { homeCmsRoutes } from './features/home-cms/home-cms.routes';
import { articleRoutes } from './features/article/article.routes';
import { articleManageRoutes } from './features/article/article-manage.routes';
import { helpRoutes } from './features/help/help.routes';
import { orgPageRoutes } from './features/organization/org-page.routes';
import { searchRoutes } from './features/search/search.routes';
import { verifyCodeRoutes } from './features/verify-code/verify-code.routes';
import { outboxRoutes } from './features/outbox/outbox.routes';
import { registerRoutes } from './features/volunteer-register/register.routes';
import { cardRoutes } from './features/card/card.routes';
import { donationRoutes } from './features/donation/donation.routes';
import { evaluationRoutes } from './features/evaluation/evaluation.routes';
import { orgRegistrationRoutes } from './features/org-registration/org-registration.routes';
import { orgJoinRoutes } from './features/org-join/org-join.routes';
import { orgStaffRoutes } from './features/org-staff/org-staff.routes';
import { auditListRoutes } from './features/audit-log/audit-list.routes';
import { staffMfaRoutes } from './features/staff-mfa/staff-mfa.routes';

import { bankCardRoutes } from './features/bank-card/bank-card.routes';
import { bankCardManageRoutes } from './features/bank-card/bank-card-manage.routes';
import { accountRoutes } from './features/account/routes';
import { exportMyDataRoutes } from './features/my-data/export-my-data.routes';

/** Every API feature, mounted under /v2/api/gdzyz by app.ts. */
export const apiRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(authRoutes);
  await app.register(passwordRoutes);
  await app.register(volunteerRoutes);
  await app.register(districtRoutes);
  await app.register(orgAccountRoutes);
  await app.register(missionManageRoutes);
  await app.register(applicantRoutes);
  await app.register(missionToolRoutes);
  await app.register(missionMessageRoutes);
  await app.register(qualificationRoutes);
  await app.register(volunteerMissionRoutes);
  await app.register(portalMissionRoutes);
  await app.register(siteMessageRoutes);
  await app.register(discoveryRoutes);
  await app.register(calendarRoutes);
  await app.register(attendanceRoutes);
  await app.register(serviceRecordRoutes);
  await app.register(certificateRoutes);
  await app.register(statisticsRoutes);
  await app.register(dashboardRoutes);
  await app.register(homeCmsRoutes);
  await app.register(articleRoutes);
  await app.register(articleManageRoutes);
  await app.register(helpRoutes);
  await app.register(orgPageRoutes);
  await app.register(searchRoutes);
  await app.register(verifyCodeRoutes);
  await app.register(outboxRoutes);
  await app.register(registerRoutes);
  await app.register(cardRoutes);
  await app.register(donationRoutes);
  await app.register(evaluationRoutes);
  await app.register(orgJoinRoutes);
  await app.register(orgStaffRoutes);
  await app.register(auditListRoutes);
  await app.register(staffMfaRoutes);
  await app.register(accountRoutes);
  await app.register(exportMyDataRoutes);
  // The calls that take files, in a scope of their own: the multipart parser hooks every
  // request of its scope (a listener and two promises each), and no other call reads parts.
  await app.register(async (withFiles) => {
    await withFiles.register(multipart, {
      limits: { fileSize: 10 * 1024 * 1024, files: 5, fields: 50 },
    });
    await withFiles.register(uploadRoutes);
    await withFiles.register(orgRegistrationRoutes);
    await withFiles.register(bankCardRoutes);
  });
  await app.register(bankCardManageRoutes);

  app.get('/openapi.json', {
    schema: { hide: true },
    config: { envelope: false },
    handler: async () => app.swagger(),
  });
};
