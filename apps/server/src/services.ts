import type { Deps } from './deps';
import { createLogoffService } from './features/account/logoff.service';
import { createOperatorInviteService } from './features/account/operator-invite.service';
import { createPreferencesService } from './features/account/preferences.service';
import { createChangePasswordService } from './features/account/change-password.service';
import { createDetectStatusService } from './features/account/detect-status';
import { createProfileService } from './features/account/profile.service';
import { createRecoveryService } from './features/account/recovery.service';
import { createArticleManageService } from './features/article/article-manage.service';
import { createArticleService } from './features/article/article.service';
import { createAttendanceExportService } from './features/attendance/attendance-export';
import { createAttendanceListService } from './features/attendance/attendance-list.service';
import { createAttendanceManageService } from './features/attendance/attendance-manage.service';
import { createCorrectionListService } from './features/attendance/correction-list.service';
import { createOfflineScanService } from './features/attendance/offline-scan.service';
import { createQrSigner } from './features/attendance/qr-token';
import { createScanService } from './features/attendance/scan.service';
import { createAuditListService } from './features/audit-log/audit-list.service';
import { createLoginService } from './features/auth/login.service';
import { createPasswordService } from './features/auth/password.service';
import { createBankCardManageService } from './features/bank-card/bank-card-manage.service';
import { createBankCardService } from './features/bank-card/bank-card.service';
import { xlsxBankChannel } from './features/bank-card/bank-channel';
import { createIdcardPhotoStore } from './features/bank-card/idcard-photos';
import { createCalendarService } from './features/calendar/calendar.service';
import { createCardService } from './features/card/card.service';
import { createThirdPartyService } from './features/card/third-party.service';
import { createCertificateService } from './features/certificate/certificate.service';
import { createOrgTreeService } from './features/discovery/org-tree.service';
import { createRecommendService } from './features/discovery/recommend.service';
import { createDistrictService } from './features/district/district.service';
import { createDonationManageService } from './features/donation/donation-manage.service';
import { createDonationService } from './features/donation/donation.service';
import { createEvaluationService } from './features/evaluation/evaluation.service';
import { createHelpService } from './features/help/help.service';
import { createAnnouncementService } from './features/home-cms/announcement.service';
import { createBannerService } from './features/home-cms/banner.service';
import { createSiteSettingsService } from './features/home-cms/site-settings.service';
import { createMissionMessageService } from './features/mission-message/mission-message.service';
import { createApplicantExportService } from './features/mission/applicant-export';
import { createApplicantService } from './features/mission/applicant.service';
import { createApplyService } from './features/mission/apply.service';
import { createMissionCopyService } from './features/mission/mission-copy.service';
import { createMissionManageService } from './features/mission/mission-manage.service';
import { createMissionPermissionService } from './features/mission/mission-permission.service';
import { createMissionSaveService } from './features/mission/mission-save.service';
import { createMyMissionService } from './features/mission/my-mission.service';
import { createCatalog } from './features/mission/catalog/create-catalog';
import { createPublicMissionList } from './features/mission/portal-list-cache';
import { createPortalService } from './features/mission/portal.service';
import { createScreeningService } from './features/mission/screening.service';
import { createShiftPatternService } from './features/mission/shift-pattern.service';
import { createExportMyDataService } from './features/my-data/export-my-data.service';
import { createConsoleWireService } from './features/org-account/console-wire.service';
import { createOrgAccountService } from './features/org-account/org-account.service';
import { createOrgJoinService } from './features/org-join/org-join.service';
import { createVolunteerJoinService } from './features/org-join/volunteer-join.service';
import { createRegistrationService } from './features/org-registration/registration.service';
import { createReviewService } from './features/org-registration/review.service';
import { createAuditLogService } from './features/org-staff/audit-log.service';
import { createProfileService as createStaffProfileService } from './features/org-staff/profile.service';
import { createStaffService } from './features/org-staff/staff.service';
import { createOrgPageService } from './features/organization/org-page.service';
import { createOutbox } from './features/outbox/outbox';
import { createOutboxService } from './features/outbox/outbox.service';
import { createPageMetaService } from './features/page-meta/page-meta.service';
import { createPageRenderService } from './features/page-render/page-render.service';
import type { ApiCaller } from './features/page-render/render-pool';
import { createQualificationService } from './features/qualification/qualification.service';
import { createSearchService } from './features/search/search.service';
import { createMyRecordsService } from './features/service-record/my-records.service';
import { createObjectionService } from './features/service-record/objection.service';
import { createPublicityService } from './features/service-record/publicity.service';
import { createTrainingService } from './features/service-record/training.service';
import { createSiteMessageService } from './features/site-message/site-message.service';
import { createStaffMfaService } from './features/staff-mfa/staff-mfa.service';
import { createDashboardService } from './features/statistics/dashboard.service';
import { createStatisticsService } from './features/statistics/statistics.service';
import { createImageStore } from './features/upload/upload.service';
import { createVerifyCodeService } from './features/verify-code/verify-code';
import { createRegisterService } from './features/volunteer-register/register.service';
import { createVolunteerService } from './features/volunteer/volunteer.service';

/**
 * The composition root: every service of the server, built once from Deps and the services it
 * needs. Routes and jobs read them from here and build none, so a cache a service keeps is the
 * app's one cache, and each line below that passes a service to another is a real edge between
 * features (kernel/README.md gives each its reason).
 */
export function createServices(
  deps: Deps,
  options: {
    apiPrefix: string;
    /** The app's own API in-process, for the page renderer's reads. */
    callApi: ApiCaller;
  },
) {
  const outbox = createOutbox(deps);
  const qrSigner = createQrSigner(deps.config.dataKey);

  const district = createDistrictService(deps);
  const catalog = createCatalog(deps);
  const portal = createPortalService(deps, catalog);
  const articles = createArticleService(deps);
  const orgPages = createOrgPageService(deps, district);
  const volunteers = createVolunteerService(deps);
  const registerVolunteer = createRegisterService(deps);
  const recovery = createRecoveryService(deps);
  const siteMessages = createSiteMessageService(deps);

  return {
    outbox,
    outboxList: createOutboxService(deps),
    verifyCodes: createVerifyCodeService(deps, outbox),

    login: createLoginService(deps),
    password: createPasswordService(deps),
    changePassword: createChangePasswordService(deps),
    staffMfa: createStaffMfaService(deps),

    recovery,
    logoff: createLogoffService(deps),
    operatorInvite: createOperatorInviteService(deps),
    preferences: createPreferencesService(deps),
    accountProfile: createProfileService(deps, { volunteers, outbox }),
    volunteers,
    registerVolunteer,
    exportMyData: createExportMyDataService(deps, { volunteers, register: registerVolunteer }),

    orgAccount: createOrgAccountService(deps),
    consoleWire: createConsoleWireService(deps),
    detectStatus: createDetectStatusService(deps),
    orgRegistration: createRegistrationService(deps, outbox),
    orgReview: createReviewService(deps, outbox),
    staffProfile: createStaffProfileService(deps),
    staff: createStaffService(deps),
    staffAuditLog: createAuditLogService(deps),
    auditList: createAuditListService(deps),
    orgJoin: createOrgJoinService(deps, siteMessages),
    volunteerJoin: createVolunteerJoinService(deps),
    qualifications: createQualificationService(deps),

    catalog,
    portal,
    publicMissionList: createPublicMissionList(deps, portal, catalog),
    screening: createScreeningService(deps, catalog),
    missionManage: createMissionManageService(deps, siteMessages),
    missionSave: createMissionSaveService(deps, siteMessages),
    missionPermission: createMissionPermissionService(deps),
    missionCopy: createMissionCopyService(deps),
    shiftPatterns: createShiftPatternService(deps),
    applicants: createApplicantService(deps, siteMessages),
    applicantExport: createApplicantExportService(deps),
    apply: createApplyService(deps),
    myMissions: createMyMissionService(deps, siteMessages),
    missionMessages: createMissionMessageService(deps, siteMessages),
    evaluations: createEvaluationService(deps),

    attendanceManage: createAttendanceManageService(deps, qrSigner),
    scan: createScanService(deps, qrSigner),
    offlineScan: createOfflineScanService(deps, qrSigner),
    attendanceList: createAttendanceListService(deps),
    attendanceExport: createAttendanceExportService(deps),
    correctionList: createCorrectionListService(deps),
    calendar: createCalendarService(deps, options.apiPrefix),
    publicity: createPublicityService(deps, siteMessages),
    objections: createObjectionService(deps, siteMessages),
    training: createTrainingService(deps),
    myRecords: createMyRecordsService(deps),
    certificates: createCertificateService(deps),
    cards: createCardService(deps),
    cardGrants: createThirdPartyService(deps),
    donations: createDonationService(deps),
    donationManage: createDonationManageService(deps),
    bankCards: createBankCardService(deps),
    bankCardManage: createBankCardManageService(deps, xlsxBankChannel),
    idcardPhotos: createIdcardPhotoStore(deps),
    images: createImageStore(deps),

    district,
    siteSettings: createSiteSettingsService(deps, district),
    announcements: createAnnouncementService(deps),
    banners: createBannerService(deps),
    articles,
    articleManage: createArticleManageService(deps),
    help: createHelpService(deps),
    orgPages,
    recommend: createRecommendService(deps),
    orgTree: createOrgTreeService(deps),
    search: createSearchService(deps, portal),
    pages: createPageRenderService(deps, {
      pageMeta: createPageMetaService(deps, { articles, orgs: orgPages }),
      callApi: options.callApi,
    }),
    siteMessages,
    statistics: createStatisticsService(deps),
    dashboard: createDashboardService(deps),
  };
}

export type Services = ReturnType<typeof createServices>;

/** Stops what services run beside the requests (the catalog's and renderer's threads); Deps close after. */
export async function closeServices(services: Services): Promise<void> {
  await services.catalog.close();
  await services.pages.close();
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every service, built once (services.ts); routes read them and build none. */
    services: Services;
  }
}
