import type { Deps } from '../../deps';
import type { RegisterService } from '../volunteer-register';
import type { VolunteerService } from '../volunteer';
import {
  certificatesSection,
  messagesSection,
  organisationsSection,
  sessionsSection,
} from './account-sections';
import {
  applicationsSection,
  attendancesSection,
  evaluationsSection,
  serviceRecordsSection,
  trainingSection,
} from './activity-sections';
import { basicInfoSection } from './basic-info-section';
import type { Section } from './data-archive';
import {
  findAllCertificates,
  findAllJoins,
  findAllMessages,
  findAllSessions,
  findIssuedDonationCertificates,
} from './my-account.repository';
import {
  findAllApplications,
  findAllAttendances,
  findAllEvaluations,
  findAllRecords,
} from './my-activity.repository';
import type { Caller } from '../../kernel';

/** The owner's own pages the copy is made from. */
export interface MyDataNeeds {
  volunteers: VolunteerService;
  register: RegisterService;
}

/**
 * Reads everything the platform keeps about the caller, by the caller's own id only, as the
 * sections of their copy. The account and profile come from the services behind the owner's
 * own pages, so the copy shows and masks exactly what those pages do.
 */
export function createMyDataCollector(deps: Deps, needs: MyDataNeeds) {
  const { db } = deps;
  const { volunteers, register } = needs;

  return async function collectMyData(caller: Caller): Promise<Section[]> {
    const id = caller.subjectId;
    // First, alone: an anonymised account is refused here before anything else is read.
    const info = await volunteers.getVolunteerInfo(caller);
    const [profile, applications, attendances, records, evaluations] = await Promise.all([
      register.getProfile(caller),
      findAllApplications(db, id),
      findAllAttendances(db, id),
      findAllRecords(db, id),
      findAllEvaluations(db, id),
    ]);
    const [certificates, donationCertificates, joins, messages, sessions] = await Promise.all([
      findAllCertificates(db, id),
      findIssuedDonationCertificates(db, id),
      findAllJoins(db, id),
      findAllMessages(db, id),
      findAllSessions(db, id),
    ]);
    return [
      basicInfoSection(info, profile),
      applicationsSection(applications),
      attendancesSection(attendances),
      serviceRecordsSection(records),
      trainingSection(records),
      certificatesSection(certificates, donationCertificates),
      evaluationsSection(evaluations),
      organisationsSection(info.usersDistricts, joins),
      messagesSection(messages),
      sessionsSection(sessions),
    ];
  };
}
